// When a player's daily digest is due (lambdas/app/notifications/digest-time.ts): the next time their
// clock shows the digest hour, in their zone, across changes of summer time, and never twice in a day.
import { describe, expect, it } from 'vitest';
import { MIN_DIGEST_GAP_MS, nextDigestAt, slotAfter } from '../../../lambdas/app/notifications/digest-time.js';

const at = (iso: string) => new Date(iso);

describe('the next digest time', () => {
  it('is today at the hour when that is still ahead, else tomorrow (UTC for a player without a zone)', () => {
    expect(nextDigestAt(at('2026-12-05T06:30:00Z'), 8, null)).toBe('2026-12-05T08:00:00.000Z');
    expect(nextDigestAt(at('2026-12-05T08:00:00Z'), 8, null)).toBe('2026-12-06T08:00:00.000Z');
    expect(nextDigestAt(at('2026-12-05T23:59:00Z'), 0, null)).toBe('2026-12-06T00:00:00.000Z');
    expect(nextDigestAt(at('2026-12-31T09:00:00Z'), 8, 'UTC')).toBe('2027-01-01T08:00:00.000Z');
  });

  it('is the hour in the player’s own zone, on their own day', () => {
    // 08:00 in Berlin is 07:00 UTC in winter.
    expect(nextDigestAt(at('2026-12-05T06:30:00Z'), 8, 'Europe/Berlin')).toBe('2026-12-05T07:00:00.000Z');
    expect(nextDigestAt(at('2026-12-05T07:30:00Z'), 8, 'Europe/Berlin')).toBe('2026-12-06T07:00:00.000Z');
    // 22:00 UTC on the 5th is already the 6th in Tokyo (07:00): its 8 o'clock is an hour away.
    expect(nextDigestAt(at('2026-12-05T22:00:00Z'), 8, 'Asia/Tokyo')).toBe('2026-12-05T23:00:00.000Z');
    // 20:00 in New York (UTC−5) is 01:00 UTC the next day.
    expect(nextDigestAt(at('2026-12-05T12:00:00Z'), 20, 'America/New_York')).toBe('2026-12-06T01:00:00.000Z');
  });

  it('follows summer time: the same local hour before and after the change', () => {
    // New York moves to UTC−4 on 2026-03-08 at 02:00 local.
    expect(nextDigestAt(at('2026-03-07T14:00:00Z'), 8, 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    expect(nextDigestAt(at('2026-03-06T14:00:00Z'), 8, 'America/New_York')).toBe('2026-03-07T13:00:00.000Z');
    // An hour the day skips (02:00 on the change) comes an hour later, once.
    const skipped = nextDigestAt(at('2026-03-08T05:00:00Z'), 2, 'America/New_York');
    expect(skipped).toBe('2026-03-08T07:00:00.000Z');
  });

  it('reads a zone the runtime does not know as UTC (a stored zone is never a reason not to mail)', () => {
    expect(nextDigestAt(at('2026-12-05T06:30:00Z'), 8, 'Mars/Olympus_Mons')).toBe('2026-12-05T08:00:00.000Z');
  });

  it('after a digest, the next is the next day’s, even when the hour moved earlier or later since', () => {
    expect(slotAfter('2026-12-05T08:00:00.000Z', at('2026-12-05T08:01:00Z'), 8, null)).toBe('2026-12-06T08:00:00.000Z');
    // A sweep late by hours still moves it to the next day, not to a time already past.
    expect(slotAfter('2026-12-05T08:00:00.000Z', at('2026-12-06T09:00:00Z'), 8, null)).toBe('2026-12-07T08:00:00.000Z');
    // The hour moved to 10 the same morning: not a second digest that day.
    expect(slotAfter('2026-12-05T08:00:00.000Z', at('2026-12-05T09:00:00Z'), 10, null)).toBe('2026-12-06T10:00:00.000Z');
    expect(Date.parse(slotAfter('2026-12-05T08:00:00.000Z', at('2026-12-05T08:00:00Z'), 5, null)) - Date.parse('2026-12-05T08:00:00.000Z')).toBeGreaterThanOrEqual(MIN_DIGEST_GAP_MS);
  });
});
