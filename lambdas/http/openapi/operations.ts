/**
 * What openapi.yaml says of each operation beyond what the code already fixes: the prose, the
 * examples, the successful answers, and the problems its use case can answer with. The rest comes
 * from the route table and the route implementations (auth, the body schema), the problem
 * catalogue and the middy stack, so it cannot be forgotten here: see document.ts.
 *
 * The type requires an entry for every operationId and no other.
 */
import { problems, type ProblemKind } from '../../app/problems.js';
import { HISTORY_PAGE } from '../../app/read-game.js';
import type { OperationId } from '../route-table.js';

export type Tag = 'players' | 'games' | 'docs';
export type ParameterName = 'GameId' | 'IfMatch' | 'IfNoneMatch' | 'IdempotencyKey' | 'HistoryAfter' | 'HistoryLimit';
export type HeaderName = 'ETag' | 'Location' | 'IdempotentReplayed' | 'GameCacheControl' | 'VaryAuthorization';

export interface SuccessDoc {
  readonly description: string;
  /** A component schema name, or the media type's raw schema for non-JSON answers. */
  readonly schema?: string;
  readonly mediaType?: 'application/json' | 'application/yaml' | 'text/html';
  readonly headers?: readonly HeaderName[];
  readonly example?: unknown;
}

export interface OperationDoc {
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  /** Header and query parameters (the path's own are added by document.ts). */
  readonly parameters?: readonly Exclude<ParameterName, 'GameId'>[];
  /** The component name of the route's own body schema (default `<OperationId>Body`). */
  readonly bodyName?: string;
  /** A component to document as the request body instead of the route's own schema (or where it has none). */
  readonly requestSchema?: string;
  readonly requestExamples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
  readonly success: Readonly<Partial<Record<200 | 201 | 304, SuccessDoc>>>;
  /** Problems of the use case (the stack's own — bad JSON, no token, size, media type, 5xx — are added by document.ts). */
  readonly problems?: readonly ProblemKind[];
  /** Said of a status beyond the titles and codes of its problems. */
  readonly notes?: Readonly<Partial<Record<number, string>>>;
}

const PLAYER_EXAMPLE = {
  playerId: 'pA9DJKgL6kLWUczPA',
  name: 'Ada',
  email: 'ada@example.com',
  createdAt: '2026-11-29T14:34:08.473Z',
  notifications: { email: true, reminders: true },
  subscription: { arn: null, email: null, state: 'pending' },
};

export const operationDocs: { readonly [Id in OperationId]: OperationDoc } = {
  registerPlayer: {
    tag: 'players',
    summary: 'Register a player',
    description:
      'Returns the bearer token exactly once; only a hash of it is stored. Your e-mail address gets a confirmation mail for turn notifications.',
    bodyName: 'Registration',
    requestExamples: { ada: { summary: 'A new player', value: { name: 'Ada', email: 'ada@example.com' } } },
    success: {
      201: {
        description: 'The new player and its token.',
        schema: 'RegisteredPlayer',
        example: { ...PLAYER_EXAMPLE, token: 'pA9DJKgL6kLWUczPA.iEwYyorkFuiFtTBKS3dsWPC2e4ec8Z7X' },
      },
    },
    problems: [problems.playerIdTaken],
  },
  getMe: {
    tag: 'players',
    summary: "The caller's profile and notification settings",
    success: { 200: { description: 'The caller.', schema: 'Player', example: PLAYER_EXAMPLE } },
  },
  updateMe: {
    tag: 'players',
    summary: 'Change name, e-mail or notification preferences',
    description: 'Turning e-mail off unsubscribes the address; changing the address subscribes the new one (a new confirmation mail).',
    bodyName: 'ProfileChange',
    requestExamples: { noReminders: { summary: 'No reminders', value: { notifications: { reminders: false } } } },
    success: { 200: { description: 'The updated profile.', schema: 'Player' } },
    problems: [problems.playerNotFound],
  },
  createGame: {
    tag: 'games',
    summary: 'Create a game',
    description:
      'The creator takes seat 0. The game starts (its setup runs) when every seat is taken.\n\n' +
      'Every option has a default; `turnTimeLimitHours` is the platform\'s, the same for every game. ' +
      'With an `Idempotency-Key` a retried create returns the same game (200) instead of a new one.',
    parameters: ['IdempotencyKey'],
    requestSchema: 'GameCreation',
    requestExamples: {
      rummy: { summary: 'Ripper Rummy for three', value: { game: 'ripper-rummy', options: { players: 3, targetScore: 100, turnTimeLimitHours: 48 } } },
      jack: { summary: 'Mr. Jack, the creator plays the Detective', value: { game: 'mr-jack', options: { role: 'detective', board: '2016' } } },
      jackExtension: { summary: 'Mr. Jack Extension on the 2006 board, roles drawn', value: { game: 'mr-jack', options: { extension: true, board: '2006', role: 'random' } } },
    },
    success: {
      201: { description: 'The new game as the creator sees it.', schema: 'Game', headers: ['ETag', 'Location'] },
      200: { description: 'An Idempotency-Key retry: the game created the first time, as it is now.', schema: 'Game', headers: ['ETag', 'Location'] },
    },
    problems: [problems.unknownGame, problems.invalidOptions, problems.invalidIdempotencyKey, problems.idempotencyKeyReused],
    notes: { 422: 'The Idempotency-Key was used before for a different creation.' },
  },
  listGames: {
    tag: 'games',
    summary: "The caller's games",
    description:
      'Games waiting for the caller come first, oldest decision first; then games in play, games with open seats, and finished games. ' +
      'A read model that may lag a second or two behind the games themselves.',
    success: { 200: { description: "The caller's games.", schema: 'GameList' } },
  },
  getGame: {
    tag: 'games',
    summary: 'A game as the caller may see it',
    description:
      'Strongly consistent. `you` is absent when the caller is not seated (a spectator). `legalCommands` lists every command the caller may post now.\n\n' +
      'The ETag is the version. The answer is the caller\'s own (the token says who asks): a private cache may keep it and ' +
      'revalidate it with `If-None-Match`, which is answered with 304 and no body while the game has not moved.',
    parameters: ['IfNoneMatch'],
    success: {
      200: { description: 'The game.', schema: 'Game', headers: ['ETag', 'GameCacheControl', 'VaryAuthorization'] },
      304: { description: 'The game has not changed since the ETag in If-None-Match.', headers: ['ETag', 'GameCacheControl', 'VaryAuthorization'] },
    },
    problems: [problems.gameNotFound],
  },
  joinGame: {
    tag: 'games',
    summary: 'Take an open seat',
    description: 'No body, or an empty JSON object. Joining a game you already sit at answers with your seat. When the last seat is taken the game starts.',
    success: { 200: { description: 'The game as the new player sees it (`you` is the seat).', schema: 'Game', headers: ['ETag'] } },
    problems: [problems.invalidBody, problems.gameNotFound, problems.gameFull, problems.busy],
  },
  submitCommand: {
    tag: 'games',
    summary: 'Post a command',
    description:
      'The body is one of the `legalCommands` from `GET /games/{gameId}`, exactly as listed.\n\n' +
      'Send `If-Match` with the ETag you saw: if the game moved on meanwhile the answer is 412 and nothing changes. ' +
      'Without `If-Match` the command is judged against the current state.\n\n' +
      'An `Idempotency-Key` you used for one of your recent commands returns that command\'s answer ' +
      '(header `Idempotent-Replayed: true`) and appends nothing.',
    parameters: ['IfMatch', 'IdempotencyKey'],
    requestSchema: 'Command',
    requestExamples: {
      draw: { summary: 'Ripper Rummy: draw from the draw pile', value: { type: 'draw', from: 'deck' } },
      pick: { summary: 'Mr. Jack: pick Holmes', value: { type: 'pick', character: 'holmes' } },
      keep: { summary: 'Mr. Jack Extension, the draft: keep Madame and Gull', value: { type: 'keep', characters: ['madame', 'gull'] } },
      place: { summary: 'Mr. Jack Extension, start hexes: Madame on f7', value: { type: 'place', character: 'madame', to: 'f7' } },
      barricade: { summary: "Mr. Jack Extension: Lane's barricade between g5 and g6", value: { type: 'barricade', between: ['g5', 'g6'] } },
      flee: { summary: "Mr. Jack Extension: Holmes flees Pizer to g7", value: { type: 'flee', character: 'holmes', to: 'g7' } },
      leap: { summary: 'Mr. Jack Extension: Spring-Heeled Jack leaps to l6', value: { type: 'leap', to: 'l6' } },
    },
    success: {
      200: {
        description: 'Accepted (or replayed). The game after the command, as the caller sees it, with the new version.',
        schema: 'Game',
        headers: ['ETag', 'IdempotentReplayed'],
      },
    },
    problems: [
      problems.invalidCommand,
      problems.invalidIfMatch,
      problems.invalidIdempotencyKey,
      problems.notAPlayer,
      problems.gameNotFound,
      problems.gameNotStarted,
      problems.gameOver,
      problems.busy,
      problems.staleVersion,
      problems.ruleRejected,
      problems.idempotencyKeyReused,
    ],
    notes: {
      412: 'If-Match names an older version; `currentVersion` says which is current (when known).',
      422: "Well-formed but against the rules: `code` is the rule's own (e.g. `not-your-turn`, `meld-needs-victim`), or `idempotency-key-reused`.",
    },
  },
  getHistory: {
    tag: 'games',
    summary: "The game's history as the caller may see it",
    description: `One entry per version, oldest first; each entry's events are redacted for the caller. Pages of ${HISTORY_PAGE.default} by default.`,
    parameters: ['HistoryAfter', 'HistoryLimit'],
    success: { 200: { description: 'A page of history.', schema: 'HistoryPage' } },
    problems: [problems.invalidQuery, problems.gameNotFound],
  },
  getOpenApi: {
    tag: 'docs',
    summary: 'This document',
    success: { 200: { description: 'OpenAPI 3.1 in YAML.', mediaType: 'application/yaml' } },
  },
  getDocs: {
    tag: 'docs',
    summary: 'Human-readable API documentation',
    success: { 200: { description: 'An HTML page generated from this document.', mediaType: 'text/html' } },
  },
};
