/**
 * Deciding one command against a stored version, for a player (submit-command), for the
 * platform's fallback or for a bot (play-at-once.ts, from the stream or the sweeper): the next
 * record to append, or the problem.
 */
import type { BotLevel } from '../../../domain/engine/bot.js';
import { applyCommand } from '../../../domain/engine/decider.js';
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { isRejection } from '../../../domain/engine/rejection.js';
import { rngFor } from '../../../domain/engine/rng.js';
import { isAway, TIMEOUTS_BEFORE_AWAY } from '../core/deadlines.js';
import { nextRecord } from './evolve-record.js';
import type { Actor, GameRecord, PlatformEvent, Snapshot, TimedDecision } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';

/**
 * Who acts: the seated player; the platform's deadline fallback on the seat's behalf; or a bot, for
 * its own seat or standing in for a player (a passed deadline or an away seat with onTimeout "bot").
 * `deadlinePassed` is the decision whose deadline made it act (it counts a timeout), or null.
 */
export type Acting =
  | { readonly kind: 'player'; readonly playerId: string }
  | { readonly kind: 'fallback'; readonly deadlinePassed: TimedDecision | null }
  | { readonly kind: 'bot'; readonly level: BotLevel; readonly deadlinePassed: TimedDecision | null };

/** Decide a seat's command against a version: the next record, or the problem to answer. */
export function decideOn(
  game: AnyGame,
  latest: GameRecord,
  seat: Seat,
  rawCommand: unknown,
  acting: Acting,
  now: Date,
  idempotency?: { readonly key: string; readonly hash: string },
): Outcome<GameRecord> {
  const s = latest.snapshot;
  if (s.status === 'waiting') return fail(problems.gameNotStarted(s.seatCount));
  if (s.status === 'finished') return fail(problems.gameOver());
  // Cancelled before it began: there is no state to decide against.
  if (s.status === 'cancelled') return fail(problems.gameCancelled());
  const parsed = game.commands.safeParse(rawCommand);
  if (!parsed.success) return fail(problems.invalidCommand(parsed.error.issues));
  const out = applyCommand(game, s.state, seat, parsed.data, rngFor(s.rng, s.seed, latest.version + 1));
  if (isRejection(out)) return fail(problems.ruleRejected(out));
  const bookkeeping = acting.kind === 'player' ? playerIsBack(s, seat) : fallbackTaken(s, seat, acting.deadlinePassed);
  return ok(
    nextRecord(game, latest, {
      actor: actorOf(acting, seat),
      at: now,
      command: parsed.data,
      ...(idempotency ? { idempotency: { seat, ...idempotency } } : {}),
      platformEvents: bookkeeping.platformEvents,
      events: out.events,
      changes: { state: out.state, timeouts: bookkeeping.timeouts },
    }),
  );
}

function actorOf(acting: Acting, seat: Seat): Actor {
  if (acting.kind === 'player') return { kind: 'player', playerId: acting.playerId, seat };
  if (acting.kind === 'bot') return { kind: 'bot', seat, level: acting.level };
  return { kind: 'system', reason: acting.deadlinePassed ? 'deadline' : 'away' };
}

/** A player acting for themselves ends their run of timeouts (and their away status). */
function playerIsBack(s: Snapshot, seat: Seat): { timeouts: number[]; platformEvents: PlatformEvent[] } {
  const wasAway = isAway(s, seat);
  return { timeouts: s.timeouts.map((t, i) => (i === seat ? 0 : t)), platformEvents: wasAway ? [{ type: 'SeatBack', seat }] : [] };
}

/** A deadline fallback counts a timeout; the one that reaches the limit marks the seat away. */
function fallbackTaken(s: Snapshot, seat: Seat, passed: TimedDecision | null): { timeouts: number[]; platformEvents: PlatformEvent[] } {
  if (!passed) return { timeouts: [...s.timeouts], platformEvents: [] };
  const timeouts = s.timeouts.map((t, i) => (i === seat ? t + 1 : t));
  const platformEvents: PlatformEvent[] = [{ type: 'DeadlinePassed', seat, kind: passed.kind, deadline: passed.deadline }];
  if ((timeouts[seat] ?? 0) === TIMEOUTS_BEFORE_AWAY) platformEvents.push({ type: 'SeatAway', seat });
  return { timeouts, platformEvents };
}
