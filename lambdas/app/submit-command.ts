/**
 * Use case: a seated player posts one command (design §2–§4).
 *
 * One Query loads the newest version (it carries the whole snapshot), the game decides, and one
 * conditional PutItem appends version + 1. With If-Match a lost race is a 412; without it the
 * command is re-decided against the new state a few times. An Idempotency-Key the seat used
 * recently returns the first answer and appends nothing.
 */
import type { AnyGame, Seat } from '../../domain/engine/game.js';
import { sha256 } from './auth.js';
import { canonicalJson } from './canonical.js';
import type { AppContext } from './context.js';
import { decideOn } from './decide-version.js';
import { rememberedKey, seatOf } from './evolve-record.js';
import type { GameRecord, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
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
  readonly resource: GameResource;
}

export async function submitCommand(ctx: AppContext, player: PlayerRecord, gameId: string, req: CommandRequest): Promise<Outcome<CommandAnswer>> {
  const hash = sha256(canonicalJson(req.command));
  for (let attempt = 0; ; attempt++) {
    const latest = await ctx.events.latest(gameId);
    if (!latest) return fail(problems.gameNotFound(gameId));
    const game = ctx.games.get(latest.snapshot.game);
    if (!game) return fail(problems.gameNotFound(gameId));
    const seat = seatOf(latest.snapshot, player.playerId);
    if (seat === null) return fail(problems.notAPlayer());

    if (req.idempotencyKey !== undefined) {
      const replay = await replayIfRemembered(ctx, game, latest, seat, player.playerId, req.idempotencyKey, hash, req.command);
      if (replay) return replay;
    }
    if (req.ifMatch !== undefined && req.ifMatch !== latest.version) return fail(problems.staleVersion(latest.version));

    const decided = decideOn(game, latest, seat, req.command, { kind: 'player', playerId: player.playerId }, ctx.clock.now(), req.idempotencyKey === undefined ? undefined : { key: req.idempotencyKey, hash });
    if (!decided.ok) return decided;
    if ((await ctx.events.append(decided.value)) === 'appended') {
      return ok({ appended: true, resource: gameResource(game, decided.value, player.playerId) });
    }
    // Lost a race. A concurrent duplicate of this very request may have won: answer with it.
    if (req.idempotencyKey !== undefined) {
      const again = await ctx.events.latest(gameId);
      const replay = again && (await replayIfRemembered(ctx, game, again, seat, player.playerId, req.idempotencyKey, hash, req.command));
      if (replay) return replay;
    }
    if (req.ifMatch !== undefined) return fail(problems.staleVersion(null));
    if (attempt + 1 >= ATTEMPTS_WITHOUT_IF_MATCH) return fail(problems.busy('deciding'));
  }
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
  return ok({ appended: false, resource: gameResource(game, first, playerId) });
}

/** Whether a posted command is the one stored (stored commands are as the game's schema parsed them). */
function sameCommand(game: AnyGame, stored: unknown, posted: unknown): boolean {
  const parsed = game.commands.safeParse(posted);
  return parsed.success && canonicalJson(parsed.data) === canonicalJson(stored);
}
