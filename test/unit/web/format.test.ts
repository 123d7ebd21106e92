// The web client's relative times: deadlines, and a token's last use, which the API records to the hour.
import { describe, expect, it } from 'vitest';
import { ago, exactly, fromNow, lastUsed } from '../../../web/src/words/format.js';

const now = Date.parse('2026-12-02T14:07:00.000Z');

describe('relative times', () => {
  it('say deadlines in the largest whole unit', () => {
    expect(fromNow('2026-12-04T14:07:00.000Z', now)).toBe('in 2 days');
    expect(fromNow('2026-12-02T17:07:00.000Z', now)).toBe('in 3 hours');
    expect(fromNow('2026-12-02T14:05:00.000Z', now)).toBe('2 minutes ago');
  });

  it('say a use recorded in the current hour as "this hour", not minutes after the hour began', () => {
    expect(lastUsed('2026-12-02T14:00:00.000Z', now)).toBe('this hour');
    expect(lastUsed('2026-12-02T13:00:00.000Z', now)).toBe('1 hour ago');
    expect(lastUsed('2026-11-30T14:00:00.000Z', now)).toBe('2 days ago');
  });

  it('say a past moment ahead of the browser\'s clock (the server\'s clock ahead) as "just now", not "in 9 hours"', () => {
    expect(ago('2026-12-02T23:07:00.000Z', now)).toBe('just now');
    expect(ago('2026-12-02T14:06:30.000Z', now)).toBe('just now');
    expect(ago('2026-12-02T14:05:00.000Z', now)).toBe('2 minutes ago');
    expect(ago('2026-11-30T14:07:00.000Z', now)).toBe('2 days ago');
  });
});

describe('a deadline’s exact time', () => {
  it('says the time today, the weekday within the week, the date beyond, in the given zone', () => {
    const fmt = (o: Intl.DateTimeFormatOptions, iso: string) => new Intl.DateTimeFormat(undefined, { ...o, timeZone: 'Europe/Berlin' }).format(new Date(iso));
    expect(exactly('2026-12-02T20:30:00.000Z', now, 'Europe/Berlin')).toBe(fmt({ hour: 'numeric', minute: '2-digit' }, '2026-12-02T20:30:00.000Z'));
    // 23:30 UTC is after midnight in Berlin: another day there, so the weekday.
    expect(exactly('2026-12-02T23:30:00.000Z', now, 'Europe/Berlin')).toBe(fmt({ weekday: 'short', hour: 'numeric', minute: '2-digit' }, '2026-12-02T23:30:00.000Z'));
    expect(exactly('2026-12-02T23:30:00.000Z', now, 'Europe/Berlin')).toMatch(/^Thu/);
    expect(exactly('2026-12-12T09:00:00.000Z', now, 'Europe/Berlin')).toBe(fmt({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }, '2026-12-12T09:00:00.000Z'));
    expect(exactly('2026-12-12T09:00:00.000Z', now, 'Europe/Berlin')).toContain('12');
  });
});
