/**
 * Use case: a seated player posts one command (docs/architecture.md §2–§4).
 *
 * The newest version (it carries the whole snapshot) comes from one Query, or from this process's
 * memory of it (onLatestVersion); the game decides, and one conditional PutItem appends version + 1.
 * With If-Match a lost race is a 412; without it the command is re-decided against the new state a
 * few times. An Idempotency-Key the seat used recently returns the first answer and appends nothing
 * (also when a concurrent duplicate of the request won the race: the next look finds its key).
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { sha256 } from '../accounts/auth.js';
import { canonicalJson } from '../core/canonical.js';
import type { AppContext } from '../core/context.js';
import { decideOn } from './decide-version.js';
import { rememberedKey, seatOf } from './evolve-record.js';
import type { GameRecord, PlayerRecord } from '../core/model.js';
import { onLatestVersion } from './on-latest-version.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { gameResource, type GameResource } from './resource.js';

const ATTEMPTS_WITHOUT_IF_MATCH = 4;

export interface CommandRequest {
  readonly command: unknown;
  /** The version the client saw (from ETag), or undefined for "whatever is current". */
  readonly ifMatch?: number;
  readonly idempotencyKey?: string;
}

export interface CommandAnswer {
  /** False when an Idempotency-Key retry returned the first answer without appending. */
  readonly appended: boolean;
  /** Decided on the version this process remembered, without reading the game (see onLatestVersion). */
  readonly remembered: boolean;
  readonly resource: GameResource;
}

/**
 * `present` shapes the answer for the caller's channel (the HTTP route encodes it as JSON): it runs
 * with the answer, while the append is in flight (onLatestVersion), and must be pure.
 */
export function submitCommand(ctx: AppContext, player: PlayerRecord, gameId: string, req: CommandRequest): Promise<Outcome<CommandAnswer>>;
export function submitCommand<R>(ctx: AppContext, player: PlayerRecord, gameId: string, req: CommandRequest, present: (answer: CommandAnswer) => R): Promise<Outcome<R>>;
export function submitCommand<R>(
  ctx: AppContext,
  player: PlayerRecord,
  gameId: string,
  req: CommandRequest,
  present: (answer: CommandAnswer) => R = (answer) => answer as R,
): Promise<Outcome<R>> {
  const hash = sha256(canonicalJson(req.command));
  const idempotency = req.idempotencyKey === undefined ? undefined : { key: req.idempotencyKey, hash };
  return onLatestVersion(ctx, gameId, { attempts: ATTEMPTS_WITHOUT_IF_MATCH, busy: problems.busy('deciding') }, async (latest, game) => {
    const seat = seatOf(latest.snapshot, player.playerId);
    if (seat === null) return { answer: fail(problems.notAPlayer()) };
    if (idempotency) {
      const replay = await replayIfRemembered(ctx, game, latest, seat, player.playerId, idempotency.key, hash, req.command);
      if (replay) return { answer: replay.ok ? ok(present(replay.value)) : replay };
    }
    if (req.ifMatch !== undefined && req.ifMatch !== latest.version) return { answer: fail(problems.staleVersion(latest.version)) };
    const decided = decideOn(game, latest, seat, req.command, { kind: 'player', playerId: player.playerId }, ctx.clock.now(), idempotency);
    if (!decided.ok) return { answer: decided };
    return { append: decided.value, answerAppended: (record, remembered) => present({ appended: true, remembered, resource: gameResource(game, record, player.playerId) }) };
  });
}

async function replayIfRemembered(
  ctx: AppContext,
  game: AnyGame,
  latest: GameRecord,
  seat: Seat,
  playerId: string,
  key: string,
  hash: string,
  command: unknown,
): Promise<Outcome<CommandAnswer> | null> {
  const remembered = rememberedKey(latest.snapshot, seat, key);
  if (!remembered) return null;
  if (remembered.legacyHash !== undefined && remembered.legacyHash !== hash) return fail(problems.idempotencyKeyReused('command'));
  // The first answer was the game as of that version: rebuild it from the stored version.
  const first = remembered.version === latest.version ? latest : await ctx.events.atVersion(latest.gameId, remembered.version);
  if (!first) return null;
  if (remembered.legacyHash === undefined) {
    // Only a digest was remembered: the version itself says which key and command made it.
    if (first.idempotencyKey !== key || first.actor.kind !== 'player' || first.actor.seat !== seat) return null;
    if (!sameCommand(game, first.command, command)) return fail(problems.idempotencyKeyReused('command'));
  }
  return ok({ appended: false, remembered: false, resource: gameResource(game, first, playerId) });
}

/** Whether a posted command is the one stored (stored commands are as the game's schema parsed them). */
function sameCommand(game: AnyGame, stored: unknown, posted: unknown): boolean {
  const parsed = game.commands.safeParse(posted);
  return parsed.success && canonicalJson(parsed.data) === canonicalJson(stored);
}
