/**
 * Who placed where in a finished game, and who was absent from it (docs/ratings.md), from the
 * game's result and its history: pure.
 *
 * A seat is absent when its player left the game being played (stepped away with POST
 * /games/{id}/leave) and had not come back by the end, or when more than half of its decisions
 * were played for it (a deadline's fallback, a bot for it, or the platform while it was away).
 */
import type { GameResult, Seat } from '../../../domain/engine/game.js';
import type { RatingKind } from '../../../domain/engine/words.js';
import type { HistoryRecord } from '../core/ports.js';

/** Each seat's place (1 first, equal places a tie), in seat order. */
export function placesOf(kind: RatingKind, result: GameResult, seatCount: number): number[] {
  const seats = Array.from({ length: seatCount }, (_, i) => i);
  const scores = kind.system === 'weng-lin' && kind.rankBy === 'scores' ? scoresOf(result, seatCount) : null;
  if (scores) return seats.map((i) => 1 + scores.filter((other) => other > (scores[i] ?? 0)).length);
  const winners = new Set(result.winners);
  return seats.map((i) => (winners.has(i) ? 1 : 2));
}

function scoresOf(result: GameResult, seatCount: number): number[] | null {
  const scores = result.scores;
  if (!Array.isArray(scores) || scores.length !== seatCount || !scores.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return scores as number[];
}

/** How each seat's decisions were made over the game: by its player, or for it. */
export interface Attendance {
  readonly byPlayer: number[];
  readonly forSeat: number[];
  /** Left the game being played and not back by its end. */
  readonly left: boolean[];
}

/**
 * Counts each seat's decisions from the history (oldest first). A version the platform played for
 * an away seat does not name the seat: it counts for every seat away at that moment (with two
 * seats away at once both are well absent already).
 */
export function attendanceOf(history: readonly HistoryRecord[], seatCount: number): Attendance {
  const zeros = () => Array.from({ length: seatCount }, () => 0);
  const byPlayer = zeros();
  const forSeat = zeros();
  const left = Array.from({ length: seatCount }, () => false);
  const away = new Set<Seat>();
  for (const record of history) {
    const actor = record.actor;
    if (record.events.length > 0 && !record.platformEvents.some((e) => e.type === 'GameStarted')) {
      if (actor.kind === 'player' && actor.seat !== null) byPlayer[actor.seat] = (byPlayer[actor.seat] ?? 0) + 1;
      else if (actor.kind === 'bot') forSeat[actor.seat] = (forSeat[actor.seat] ?? 0) + 1;
      else if (actor.kind === 'system') {
        const late = record.platformEvents.flatMap((e) => (e.type === 'DeadlinePassed' ? [e.seat] : []));
        for (const seat of late.length > 0 ? late : actor.reason === 'away' ? [...away] : []) forSeat[seat] = (forSeat[seat] ?? 0) + 1;
      }
    }
    for (const e of record.platformEvents) {
      if (e.type === 'SeatAway') {
        away.add(e.seat);
        if (actor.kind === 'player' && actor.seat === e.seat) left[e.seat] = true;
      } else if (e.type === 'SeatBack') {
        away.delete(e.seat);
        left[e.seat] = false;
      }
    }
  }
  return { byPlayer, forSeat, left };
}

/** The absent seats of a game (see above). */
export function absentSeats(attendance: Attendance): Set<Seat> {
  const absent = new Set<Seat>();
  attendance.byPlayer.forEach((mine, seat) => {
    const played = attendance.forSeat[seat] ?? 0;
    if (attendance.left[seat] || played * 2 > mine + played) absent.add(seat);
  });
  return absent;
}
