// The web client's time-zone choice (web/src/parts/settings/time-zone.ts): what the settings offer.
import { describe, expect, it } from 'vitest';
import { clockOf, deviceClock, deviceTimeZone, timeSuggestion, timeZoneChoices } from '../../../web/src/parts/settings/time-zone.js';

describe('the time zones the settings offer', () => {
  it('lists UTC first, then every zone the runtime knows in order, the player’s and the device’s among them once', () => {
    const choices = timeZoneChoices('Asia/Kolkata', 'Europe/Berlin');
    expect(choices[0]).toBe('UTC');
    expect(choices.filter((z) => z === 'UTC')).toHaveLength(1);
    // A zone stored under a name the runtime does not list is still offered, so the field shows it.
    expect(choices).toContain('Asia/Kolkata');
    expect(choices.filter((z) => z === 'Europe/Berlin')).toHaveLength(1);
    expect(choices.slice(1)).toEqual([...choices.slice(1)].sort());
    expect(choices.length).toBeGreaterThan(300);
    expect(timeZoneChoices(null, null)).toEqual(timeZoneChoices(null, 'UTC'));
  });

  it('knows this device’s zone', () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('the clock a new player signs up with', () => {
  it('is 12-hour where the device writes "6:30 PM", else 24-hour', () => {
    expect(['h11', 'h12'].map(clockOf)).toEqual(['12h', '12h']);
    expect(['h23', 'h24', undefined].map(clockOf)).toEqual(['24h', '24h', '24h']);
    expect(deviceClock()).toBe(clockOf(new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle));
    expect(clockOf(new Intl.DateTimeFormat('en-US', { hour: 'numeric' }).resolvedOptions().hourCycle)).toBe('12h');
    expect(clockOf(new Intl.DateTimeFormat('de-DE', { hour: 'numeric' }).resolvedOptions().hourCycle)).toBe('24h');
  });
});

describe('what My games offers a player whose mails give times in UTC', () => {
  const device = { zone: 'America/New_York', clock: '12h' as const };
  it('is this device’s zone and clock, while the player has no zone and has not said to keep UTC here', () => {
    expect(timeSuggestion({ timeZone: null }, device, false)).toEqual({ zone: 'America/New_York', clock: '12h' });
  });
  it('is nothing for a player with a zone, on a device in UTC or saying no zone, or once they kept UTC', () => {
    expect(timeSuggestion({ timeZone: 'Europe/Berlin' }, device, false)).toBeNull();
    expect(timeSuggestion({ timeZone: null }, { zone: 'UTC', clock: '24h' }, false)).toBeNull();
    expect(timeSuggestion({ timeZone: null }, { zone: null, clock: '24h' }, false)).toBeNull();
    expect(timeSuggestion({ timeZone: null }, device, true)).toBeNull();
  });
});
