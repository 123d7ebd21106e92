/**
 * Turn time (docs/architecture.md §5), pure: each pending decision's clock (`since`, `deadline`), when it gets
 * its reminder (a quarter of the time left), when a seat counts as away, when a game on hold is
 * abandoned, and when the sweeper next needs to look at a game.
 */
import type { Decision } from '../../../domain/engine/game.js';
import type { GameRecord, Snapshot, TimedDecision } from './model.js';
import { botPlaysTimeouts } from './platform-options.js';
import { takenSeats } from './seats.js';
import { vacationOf } from '../time/seat-vacation.js';

export const HOUR_MS = 3_600_000;
/** The reminder goes out when this fraction of the decision's time is left. */
const REMINDER_AT_FRACTION_LEFT = 0.25;
/** Two deadlines in a row mark a seat away: its decisions are then played at once (playedAtOnce). */
export const TIMEOUTS_BEFORE_AWAY = 2;
/** A game on hold (every player away, see onHold) this many days is abandoned: the platform ends it, status `cancelled`. */
export const DAYS_ON_HOLD_BEFORE_ABANDONED = 30;
const DAY_MS = 24 * HOUR_MS;

/**
 * Gives each open decision its clock. A decision that stays with the same seat and kind keeps its
 * clock (a multi-step turn is one decision); a new one starts a fresh clock.
 */
export function scheduleDecisions(decisions: readonly Decision[], previous: readonly TimedDecision[], now: Date, limitHours: number, banksMs?: readonly number[]): TimedDecision[] {
  return decisions.map((d) => {
    const before = previous.find((p) => p.seat === d.seat && p.kind === d.kind);
    if (before) return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: before.since, deadline: before.deadline };
    // With a time bank (time/time-bank.ts) a decision may take what is in its seat's bank.
    const limitMs = banksMs?.[d.seat] ?? limitHours * HOUR_MS;
    return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: now.toISOString(), deadline: new Date(now.getTime() + limitMs).toISOString() };
  });
}

export function reminderAt(d: TimedDecision, limitHours: number): string {
  return new Date(Date.parse(d.deadline) - limitHours * HOUR_MS * REMINDER_AT_FRACTION_LEFT).toISOString();
}

/** The hours a decision's reminder is reckoned from: the game's limit, or with a time bank the time the decision was given. */
export function reminderHours(platform: Snapshot['platform'], d: TimedDecision): number {
  return platform.timeBank ? (Date.parse(d.deadline) - Date.parse(d.since)) / HOUR_MS : platform.turnTimeLimitHours;
}

export const reminderKey = (d: TimedDecision) => `${d.seat}:${d.kind}:${d.since}`;

export function isAway(s: Pick<Snapshot, 'timeouts'>, seat: number): boolean {
  return (s.timeouts[seat] ?? 0) >= TIMEOUTS_BEFORE_AWAY;
}

/**
 * Whether someone is still at the table to play the game on: a bot (bots never go away, and they
 * play to win), or a player whose seat is not away.
 */
export function someoneAtTable(s: Pick<Snapshot, 'seats' | 'timeouts'>): boolean {
  return takenSeats(s).some(({ seat, holder }) => holder.bot !== undefined || !isAway(s, seat));
}

/**
 * Whether a seat's decisions are played as soon as they are asked for, by the stream's runner
 * (play-at-once.ts) or else the sweeper: a bot's seat; an away seat with onTimeout "bot"; an away
 * seat with the game's fallback while someone is still at the table (a player, or a bot). With the
 * fallback, every player away and no bot seated, nobody is held up and the game waits, no clock
 * running, for one of them to come back (onHold): a fallback only keeps the seat's place — Ripper
 * Rummy's never melds, so a game of fallbacks alone would be played for ever. A bot plays to win,
 * so a game with one plays on to its end. The game resource says so (`onHold`).
 */
export function playedAtOnce(s: Pick<Snapshot, 'seats' | 'timeouts' | 'platform' | 'vacations'>, seat: number): boolean {
  const holder = s.seats[seat];
  if (!holder) return false;
  if (holder.bot) return true;
  // Nothing plays for a player on vacation: their decisions wait for them (docs/time.md).
  if (vacationOf(s, seat)) return false;
  return isAway(s, seat) && (botPlaysTimeouts(s.platform) || someoneAtTable(s));
}

/** Whether a game being played waits for a player to come back (see playedAtOnce): every player is away, no bot is seated, and the fallback plays away seats. */
export function onHold(s: Pick<Snapshot, 'status' | 'seats' | 'timeouts' | 'platform'>): boolean {
  return s.status === 'active' && !botPlaysTimeouts(s.platform) && !someoneAtTable(s);
}

/** Whether an away seat's decision waits for a player to come back: nothing is due for it. */
export function waitsForReturn(s: Pick<Snapshot, 'status' | 'seats' | 'timeouts' | 'platform'>, seat: number): boolean {
  return isAway(s, seat) && onHold(s);
}

/**
 * When a game on hold is abandoned if nobody is back by then; null when it is not on hold. Nothing
 * is appended to a game on hold (nothing is played, nobody acts but to come back, which ends it),
 * so its newest version is the one that put it on hold.
 */
export function abandonAt(record: Pick<GameRecord, 'snapshot' | 'at'>): string | null {
  return onHold(record.snapshot) ? new Date(Date.parse(record.at) + DAYS_ON_HOLD_BEFORE_ABANDONED * DAY_MS).toISOString() : null;
}

/** When the sweeper must next look at a game: its next decision's moment (nextDue), or else when it is abandoned if still on hold. */
export function dueAt(record: Pick<GameRecord, 'snapshot' | 'at'>, reminded: ReadonlySet<string>): string | null {
  return nextDue(record.snapshot, reminded) ?? abandonAt(record);
}

/** The earliest moment a decision of this game needs the sweeper, or null when none will. */
export function nextDue(s: Snapshot, reminded: ReadonlySet<string>): string | null {
  if (s.status !== 'active') return null;
  const times: string[] = [];
  for (const d of s.pending) {
    if (waitsForReturn(s, d.seat)) continue;
    const vacation = vacationOf(s, d.seat);
    // On vacation the deadline does not run: the sweeper next looks at the vacation's end (it moves the deadline then).
    if (vacation) {
      times.push(vacation.until);
      continue;
    }
    if (isAway(s, d.seat)) times.push(d.since);
    else {
      times.push(d.deadline);
      // A bot seat gets no reminder (it has no mail): only its deadline, should its bot not have moved.
      if (!reminded.has(reminderKey(d)) && !s.seats[d.seat]?.bot) times.push(reminderAt(d, reminderHours(s.platform, d)));
    }
  }
  return times.sort()[0] ?? null;
}
