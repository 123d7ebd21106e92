/**
 * The runner of seats nobody waits for, a stream step: when a new version leaves a
 * decision to a seat that is played at once (deadlines.ts playedAtOnce: a bot's seat; a player's
 * seat that is away, with onTimeout "bot" or while another player is still at the table), the
 * platform makes that one move — the bot's, or the game's fallback — and it is appended as version
 * + 1 through the same decide path as a player's command. The sweeper plays the same moves
 * (playFor) when the runner did not: a game handed over, a bot that failed, a stream behind.
 *
 * One move per version: the move's own version comes through the stream again and the next seat
 * is played on it, so a chain advances one version at a time. The append is conditional on the
 * version acted on: if anyone moved first, or this version is delivered again after the runner
 * already moved, the append conflicts and nothing happens (never a double move).
 *
 * A bot sees only what that seat's player would get from GET /games/{id}, as JSON (botCommand).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { BotLevel } from '../../../domain/engine/bot.js';
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { rngFor } from '../../../domain/engine/rng.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import { DEFAULT_BOT_LEVEL } from '../games/bot-seats.js';
import { decideOn } from '../games/decide-version.js';
import { playedAtOnce } from '../core/deadlines.js';
import type { GameRecord, TimedDecision } from '../core/model.js';
import { fail, type Outcome } from '../core/outcome.js';
import { botPlaysTimeouts } from '../core/platform-options.js';
import type { Clock, DueStore, EventStore, Log } from '../core/ports.js';
import { problems } from '../core/problems.js';
import type { BatchCounts } from './stream-consumer.js';
import { gameResource } from '../games/resource.js';

export interface RunnerDeps {
  readonly games: GameRegistry;
  readonly events: EventStore;
  readonly clock: Clock;
  /** The deadline index: a game the runner leaves (over budget, or its move failed) is made due now, so the sweeper plays it. */
  readonly due?: DueStore;
  readonly log?: Log;
}

/**
 * A runaway guard: moves played at once per game in one stream batch. A chain advances one version
 * per delivery, so a healthy game makes one or two per batch; a game past this stops here and is
 * handed to the sweeper (due now), which plays those seats at its next run.
 */
export const MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH = 8;

export type RunnerResult = 'moved' | 'nothing-to-play' | 'lost-race' | 'over-budget' | 'refused';

/** The first pending decision played at once (lowest seat first; the others follow in later versions). */
function decisionAtOnce(record: GameRecord): TimedDecision | null {
  const s = record.snapshot;
  return [...s.pending].sort((a, b) => a.seat - b.seat).find((d) => playedAtOnce(s, d.seat)) ?? null;
}

export async function playAtOnce(deps: RunnerDeps, record: GameRecord, batch: BatchCounts = { counts: new Map() }): Promise<RunnerResult> {
  if (record.snapshot.status !== 'active') return 'nothing-to-play';
  const game = deps.games.get(record.snapshot.game);
  const decision = game ? decisionAtOnce(record) : null;
  if (!game || !decision) return 'nothing-to-play';
  const counter = `at-once:${record.gameId}`;
  const moves = batch.counts.get(counter) ?? 0;
  if (moves >= MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH) {
    deps.log?.('moves at once over budget in this batch; the sweeper takes over', { gameId: record.gameId, version: record.version });
    await handOver(deps, record);
    return 'over-budget';
  }
  const next = playFor(game, record, decision.seat, null, deps.clock.now());
  if (!next.ok) {
    // The bot could not choose, or the game refused its own fallback or the bot's command: a bug. The sweeper tries later.
    deps.log?.('could not play a seat at once', { gameId: record.gameId, version: record.version, seat: decision.seat, code: next.problem.code, ...(next.problem.code === 'internal-error' ? { detail: next.problem.detail } : {}) });
    await handOver(deps, record);
    return 'refused';
  }
  batch.counts.set(counter, moves + 1);
  return (await deps.events.append(next.value)) === 'appended' ? 'moved' : 'lost-race';
}

/**
 * The version in which the platform plays `seat`'s decision (`passed`: the deadline that passed,
 * or null when the seat is played at once): the bot's move for a bot's seat, and with onTimeout
 * "bot" for a player's (a bot seat's lateness counts no timeout: it is never away); otherwise the
 * game's fallback.
 */
export function playFor(game: AnyGame, latest: GameRecord, seat: Seat, passed: TimedDecision | null, now: Date): Outcome<GameRecord> {
  const s = latest.snapshot;
  const ownBot = s.seats[seat]?.bot;
  if (game.bot && (ownBot || botPlaysTimeouts(s.platform))) {
    const level: BotLevel = ownBot?.level ?? DEFAULT_BOT_LEVEL;
    const command = botCommand(game, latest, seat, level);
    if (!command.ok) return fail(problems.internalError(`the bot could not choose: ${command.error}`));
    return decideOn(game, latest, seat, command.value, { kind: 'bot', level, deadlinePassed: ownBot ? null : passed }, now);
  }
  return decideOn(game, latest, seat, game.timeoutCommand(s.state, seat), { kind: 'fallback', deadlinePassed: passed }, now);
}

/** The sweeper plays every seat played at once whenever it looks at a game (sweeper.ts): make this one due now. */
async function handOver(deps: RunnerDeps, record: GameRecord): Promise<void> {
  await deps.due?.schedule(record.gameId, record.version, deps.clock.now().toISOString());
}

/** The part of a seat's GET /games/{id} JSON a bot is given. */
const SeatJson = /* @__PURE__ */ builtOnce(() => z.object({
  view: z.unknown(),
  legalCommands: z.array(z.unknown()),
  pending: z.array(z.object({ seat: z.int(), kind: z.string(), prompt: z.string() })),
}));

/**
 * The bot's command for `seat` at `record`: built from exactly the JSON that seat's player gets
 * from GET /games/{id} (a JSON round-trip, so no state object can leak through), with randomness
 * from the game's seed under its own label and the version (a decision replays; never logged).
 */
export function botCommand(game: AnyGame, record: GameRecord, seat: Seat, level: BotLevel): { ok: true; value: unknown } | { ok: false; error: string } {
  const holder = record.snapshot.seats[seat];
  if (!game.bot || !holder) return { ok: false, error: 'no bot for this game or seat' };
  const seen = SeatJson().parse(JSON.parse(JSON.stringify(gameResource(game, record, holder.playerId))));
  if (seen.legalCommands.length === 0) return { ok: false, error: 'no legal command' };
  const rng = rngFor(record.snapshot.rng, `${record.snapshot.seed}/bot/${seat}`, record.version);
  try {
    const chosen = game.bot.choose({ seat, view: seen.view, legalCommands: seen.legalCommands, pending: seen.pending.map((p) => ({ seat: p.seat, kind: p.kind, prompt: p.prompt })) }, level, rng);
    return { ok: true, value: chosen };
  } catch (e) {
    return { ok: false, error: String(e) };
  }
}
