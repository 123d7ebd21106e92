/**
 * The typed Whitechapel API client: openapi-fetch over the types openapi-typescript generates from
 * openapi.yaml (schema.d.ts, written by `npm run openapi`), plus what every client writes anyway:
 * read a game with its ETag, post a command with If-Match and a fresh Idempotency-Key (the same
 * key again if the network fails, so a command is never played twice), and on 412 read the game
 * again and decide anew.
 *
 *   const ada = createClient({ baseUrl: 'http://localhost:3000', token });
 *   const { game, etag } = await ada.readGame(gameId);
 *   await ada.postCommand(gameId, game.legalCommands[0]!, etag);
 *
 * Every operation is on `api`, typed from openapi.yaml (`ada.api.GET('/games')`). This folder
 * imports nothing from the server: it is what any TypeScript client of the API can use.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths } from './schema.js';
type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type Command = Schemas['Command'];
export type GameCreation = Schemas['GameCreation'];
export type Problem = Schemas['Problem'];
export type Player = Schemas['Player'];
export type RegisteredPlayer = Schemas['RegisteredPlayer'];
export type GameSummary = Schemas['GameSummary'];
export type HistoryPage = Schemas['HistoryPage'];

export interface ClientOptions {
  /** Where the API is, e.g. `http://localhost:3000` (`npm start`) or the stack's `ApiUrl`. */
  readonly baseUrl: string;
  /** The bearer token `POST /players` returned; without one only the public operations work. */
  readonly token?: string;
  /** A fetch of your own (tests, logging, a proxy). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** How many times a read, or a write with an Idempotency-Key, that failed on the network is sent again (default 2). */
  readonly networkRetries?: number;
}

/** A non-2xx answer: its status and, for the API's own errors, the problem document (switch on `problem.code`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** A game as the caller sees it, with the ETag to send back as If-Match. */
export interface GameAt {
  readonly game: Game;
  readonly etag: string;
}

export interface Posted extends GameAt {
  /** True when the answer replays an earlier post with the same Idempotency-Key (nothing was appended). */
  readonly replayed: boolean;
}

export interface WhitechapelClient {
  /** Every operation, typed from openapi.yaml: `api.GET('/games/{gameId}', { params: { path: { gameId } } })`. */
  readonly api: Client<paths>;
  /** GET /games/{gameId}. */
  readGame(gameId: string): Promise<GameAt>;
  /** GET /games/{gameId} with If-None-Match: null while the game is still at `etag` (304), else the game now. */
  readGameIfChanged(gameId: string, etag: string): Promise<GameAt | null>;
  /** POST /games/{gameId}/commands with If-Match `etag` and an Idempotency-Key (fresh unless given). */
  postCommand(gameId: string, command: Command, etag: string, idempotencyKey?: string): Promise<Posted>;
  /**
   * Reads the game, asks `decide` for a command (null: nothing to do now), and posts it with
   * If-Match; when another seat moved first (412) reads again and asks anew, up to `attempts` times.
   */
  play(gameId: string, decide: (game: Game) => Command | null, attempts?: number): Promise<Posted | null>;
}

/**
 * The data of an `api` call's answer, or an ApiError for an error answer:
 * `const me = unwrap(await client.api.GET('/players/me'))`.
 */
export function unwrap<T>(result: { readonly data?: T; readonly error?: unknown; readonly response: Response }): T {
  if (result.data === undefined) throw new ApiError(result.response.status, problemOf(result.error));
  return result.data;
}

/** The problem document of an error answer, when it is one. */
function problemOf(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('status' in error)) return null;
  const { type, title, status, detail, code } = { type: '', title: '', detail: '', ...error };
  return typeof code === 'string' && typeof status === 'number' ? { ...error, type: String(type), title: String(title), status, detail: String(detail), code } : null;
}

function etagOf(response: Response): string {
  const etag = response.headers.get('ETag');
  if (etag === null) throw new Error(`${response.url}: no ETag (is ETag exposed by CORS?)`);
  return etag;
}

export function createClient(options: ClientOptions): WhitechapelClient {
  const retries = options.networkRetries ?? 2;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  // A request that never got an answer is sent again as it was, when that is safe: a read, or a
  // write with an Idempotency-Key (a command keeps its key, so it is never played twice).
  const fetchWithRetry = async (request: Request): Promise<Response> => {
    const repeatable = request.method === 'GET' || request.headers.has('Idempotency-Key');
    for (let attempt = 0; ; attempt++) {
      try {
        return await send(repeatable ? request.clone() : request);
      } catch (e) {
        if (!repeatable || attempt >= retries) throw e;
      }
    }
  };
  const api = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithRetry,
    ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
  });

  async function readGame(gameId: string): Promise<GameAt> {
    const answer = await api.GET('/games/{gameId}', { params: { path: { gameId } } });
    return { game: unwrap(answer), etag: etagOf(answer.response) };
  }

  async function readGameIfChanged(gameId: string, etag: string): Promise<GameAt | null> {
    const answer = await api.GET('/games/{gameId}', { params: { path: { gameId }, header: { 'If-None-Match': etag } } });
    if (answer.response.status === 304) return null;
    return { game: unwrap(answer), etag: etagOf(answer.response) };
  }

  async function postCommand(gameId: string, command: Command, etag: string, idempotencyKey: string = crypto.randomUUID()): Promise<Posted> {
    const answer = await api.POST('/games/{gameId}/commands', {
      params: { path: { gameId }, header: { 'If-Match': etag, 'Idempotency-Key': idempotencyKey } },
      body: command,
    });
    const game = unwrap(answer);
    return { game, etag: etagOf(answer.response), replayed: answer.response.headers.get('Idempotent-Replayed') === 'true' };
  }

  async function play(gameId: string, decide: (game: Game) => Command | null, attempts = 5): Promise<Posted | null> {
    for (let attempt = 1; ; attempt++) {
      const { game, etag } = await readGame(gameId);
      const command = decide(game);
      if (command === null) return null;
      try {
        return await postCommand(gameId, command, etag);
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 412 || attempt >= attempts) throw e;
      }
    }
  }

  return { api, readGame, readGameIfChanged, postCommand, play };
}

export { signWebhook, verifyWebhook, WebhookVerificationError, type VerifyOptions, type WebhookHeaders } from './webhooks.js';
