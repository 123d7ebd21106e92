/**
 * The time bank (docs/time.md), pure: a game option beside `turnTimeLimitHours` (one or the other).
 * Each seat has its own bank of time. A decision may take what is in the bank: its deadline is its
 * start plus the bank. When the decision closes, the bank is what was left of it (the deadline less
 * the moment it closed) plus the increment, never more than the maximum. A passed deadline thus
 * leaves only the increment, and the game's usual fallback plays for the seat at that deadline.
 * Vacation needs nothing here: it moves the deadline, so the time spent on vacation stays in the bank.
 */
import type { Decision, Seat } from '../../../domain/engine/game.js';
import type { PlatformOptions, Snapshot, TimeBankOptions, TimedDecision } from '../core/model.js';
import { movedDeadline, vacationOf } from './seat-vacation.js';

const HOUR_MS = 3_600_000;

export const TIME_BANK_LIMITS = {
  /** The least a bank may start with or hold, in hours. */
  minHours: 1,
  /** The most a bank may ever hold (60 days), in hours. */
  maxHours: 24 * 60,
  /** The largest increment per decision (7 days), in hours. */
  maxIncrementHours: 24 * 7,
} as const;

/** What a bank holds, in whole milliseconds (stored per seat in `Snapshot.banks`). */
const hoursToMs = (hours: number) => Math.round(hours * HOUR_MS);

/** Why these bank settings are refused, or null when they are sane. */
export function timeBankProblem(bank: TimeBankOptions): string | null {
  const { initialHours, incrementHours, maxHours } = bank;
  if (!(initialHours >= TIME_BANK_LIMITS.minHours)) return `timeBank.initialHours: must be at least ${TIME_BANK_LIMITS.minHours}.`;
  if (!(incrementHours > 0 && incrementHours <= TIME_BANK_LIMITS.maxIncrementHours)) return `timeBank.incrementHours: must be more than 0 and at most ${TIME_BANK_LIMITS.maxIncrementHours}.`;
  if (!(maxHours <= TIME_BANK_LIMITS.maxHours)) return `timeBank.maxHours: must be at most ${TIME_BANK_LIMITS.maxHours}.`;
  if (initialHours > maxHours) return 'timeBank.initialHours: must not be more than timeBank.maxHours.';
  return null;
}

/** The bank `seat` holds for its next decision (or held when its open decision started). */
export function bankMs(s: Pick<Snapshot, 'banks' | 'platform'>, seat: Seat): number {
  const bank = s.platform.timeBank;
  if (!bank) return hoursToMs(s.platform.turnTimeLimitHours);
  return s.banks?.[seat] ?? hoursToMs(bank.initialHours);
}

/** The bank after a decision that closed at `closedAt` with deadline `deadline`: what was left, plus the increment, capped. */
export function bankAfter(bank: TimeBankOptions, deadline: string, closedAt: Date): number {
  const left = Math.max(0, Date.parse(deadline) - closedAt.getTime());
  return Math.min(hoursToMs(bank.maxHours), left + hoursToMs(bank.incrementHours));
}

/**
 * The banks once `previous`'s decisions that are no longer open have closed at `now` (a decision
 * stays open while the same seat keeps the same kind, as deadlines.ts keeps its clock). A seat on
 * vacation is credited the vacation so far: its deadline has not been moved yet (vacation-clock.ts
 * moves it when the vacation ends). Undefined for a game without a time bank.
 */
export function banksAfter(s: Pick<Snapshot, 'banks' | 'platform' | 'seatCount' | 'vacations'>, previous: readonly TimedDecision[], open: readonly Decision[], now: Date): number[] | undefined {
  const bank = s.platform.timeBank;
  if (!bank) return undefined;
  const banks = Array.from({ length: s.seatCount }, (_, seat) => bankMs(s, seat));
  for (const p of previous) {
    if (open.some((d) => d.seat === p.seat && d.kind === p.kind)) continue;
    const vacation = vacationOf(s, p.seat);
    const deadline = vacation ? movedDeadline(p, vacation, now.toISOString()) : p.deadline;
    banks[p.seat] = bankAfter(bank, deadline, now);
  }
  return banks;
}

/** Hours a seat's bank holds, as players are shown it (to a hundredth). */
export const bankHours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/** The words mails use for a game's time limit. */
export function timeLimitWords(platform: PlatformOptions): string {
  const bank = platform.timeBank;
  if (!bank) return `${platform.turnTimeLimitHours} h per decision`;
  return `a time bank of ${bank.initialHours} h, ${bank.incrementHours} h more after each decision, at most ${bank.maxHours} h`;
}
