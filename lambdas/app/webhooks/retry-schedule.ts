/**
 * When a failed delivery is tried again: exponential backoff over about a day, as the Standard
 * Webhooks guidance suggests. Attempt n+1 is due RETRY_DELAYS_MS[n-1] after attempt n failed; after
 * the last, the delivery is given up and its webhook marked failing (its owner mailed once).
 * Retries wait for the sweeper (every 5 minutes deployed), so the first few come a little late.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after attempts 1, 2, …: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (about 27.6 h in all). */
export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

/** Attempts in all before a delivery is given up. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long an attempt may take before it counts as failed. */
export const ATTEMPT_TIMEOUT_MS = 5000;

/**
 * While the stream makes the first attempt, the delivery is already stored as due this much later:
 * should the attempt never report (a crash), the sweeper makes it then; it is not made twice meanwhile.
 */
export const FIRST_ATTEMPT_LEASE_MS = 2 * MINUTE;

/** When the attempt after `attempts` failed ones is due, or null: give up. */
export function nextAttemptAt(attempts: number, failedAt: Date): string | null {
  const wait = RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait).toISOString();
}

/** Whether a receiver's status counts as delivered. */
export const delivered = (status: number): boolean => status >= 200 && status < 300;
