/**
 * The bot runner (issue 17), a stream step: when a new version leaves a decision to a bot — a bot's
 * own seat, or a player's seat that is away in an `onTimeout: "bot"` game — the bot makes one move
 * and it is appended as version + 1 through the same decide path as a player's command.
 *
 * One move per version: the move's own version comes through the stream again and the next bot acts
 * on it, so a chain of bots advances one version at a time. The append is conditional on the
 * version acted on: if anyone moved first, or this version is delivered again after the bot already
 * moved, the append conflicts and nothing happens (never a double move).
 *
 * The bot sees only what that seat's player would get from GET /games/{id}, as JSON (botCommand).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../domain/engine/built-once.js';
import type { BotLevel } from '../../domain/engine/bot.js';
import type { AnyGame, Seat } from '../../domain/engine/game.js';
import { rngFor } from '../../domain/engine/rng.js';
import type { GameRegistry } from '../../domain/games/registry.js';
import { DEFAULT_BOT_LEVEL } from './bot-seats.js';
import { decideOn } from './decide-version.js';
import { isAway } from './deadlines.js';
import type { GameRecord, Snapshot, TimedDecision } from './model.js';
import { botPlaysTimeouts } from './platform-options.js';
import type { Clock, DueStore, EventStore, Log } from './ports.js';
import type { BatchCounts } from './stream-consumer.js';
import { gameResource } from './resource.js';

export interface BotRunDeps {
  readonly games: GameRegistry;
  readonly events: EventStore;
  readonly clock: Clock;
  /** The deadline index: a game the runner leaves (over budget, or its bot failed) is made due now, so the sweeper plays it. */
  readonly due?: DueStore;
  readonly log?: Log;
}

/**
 * A runaway guard: bot moves per game in one stream batch. A chain advances one version per
 * delivery, so a healthy game makes one or two per batch; a game past this stops here and is handed
 * to the sweeper (due now), which plays the bots' turns at its next run.
 */
export const MAX_BOT_MOVES_PER_GAME_PER_BATCH = 8;

export type BotRunResult = 'moved' | 'no-bot-turn' | 'lost-race' | 'over-budget' | 'refused';

/** The bot level a seat is played at now, or null when its player plays it. */
export function botLevelFor(s: Snapshot, seat: Seat): BotLevel | null {
  const holder = s.seats[seat];
  if (!holder) return null;
  if (holder.bot) return holder.bot.level;
  return botPlaysTimeouts(s.platform) && isAway(s, seat) ? DEFAULT_BOT_LEVEL : null;
}

/** The first pending decision a bot must take now (lowest seat first; the others follow in later versions). */
function botDecision(s: Snapshot): { readonly decision: TimedDecision; readonly level: BotLevel } | null {
  for (const decision of [...s.pending].sort((a, b) => a.seat - b.seat)) {
    const level = botLevelFor(s, decision.seat);
    if (level) return { decision, level };
  }
  return null;
}

export async function playBots(deps: BotRunDeps, record: GameRecord, batch: BatchCounts = { counts: new Map() }): Promise<BotRunResult> {
  const s = record.snapshot;
  if (s.status !== 'active') return 'no-bot-turn';
  const game = deps.games.get(s.game);
  const turn = game?.bot ? botDecision(s) : null;
  if (!game || !turn) return 'no-bot-turn';
  const counter = `bot-moves:${record.gameId}`;
  const moves = batch.counts.get(counter) ?? 0;
  if (moves >= MAX_BOT_MOVES_PER_GAME_PER_BATCH) {
    deps.log?.('bot moves over budget in this batch; the sweeper takes over', { gameId: record.gameId, version: record.version });
    await handOver(deps, record);
    return 'over-budget';
  }
  const seat = turn.decision.seat;
  const command = botCommand(game, record, seat, turn.level);
  if (!command.ok) {
    deps.log?.('bot could not choose', { gameId: record.gameId, version: record.version, seat, error: command.error });
    await handOver(deps, record);
    return 'refused';
  }
  const next = decideOn(game, record, seat, command.value, { kind: 'bot', level: turn.level, deadlinePassed: null }, deps.clock.now());
  if (!next.ok) {
    // The bot chose a command the game then refused: a bug in the bot. The deadline sweeper plays the seat later.
    deps.log?.('bot command rejected', { gameId: record.gameId, version: record.version, seat, code: next.problem.code });
    await handOver(deps, record);
    return 'refused';
  }
  batch.counts.set(counter, moves + 1);
  return (await deps.events.append(next.value)) === 'appended' ? 'moved' : 'lost-race';
}

/** The sweeper plays a bot's turn whenever it looks at a game (sweeper.ts): make this one due now. */
async function handOver(deps: BotRunDeps, record: GameRecord): Promise<void> {
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
