/**
 * The time zone a player's mails give times in (the API's `timeZone`; null is UTC), and the clock
 * (`clock`: "18:30" or "6:30 PM"). A new player signs up with this device's; the settings let the
 * zone be chosen, or set to this device's in one click (a player from before time zones, or one who
 * moved), and the clock be chosen.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Player } from '../../../../client/index.js';

/** This device's IANA time zone, or null where the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone.length > 0 ? zone : null;
  } catch {
    return null;
  }
}

/** A zone as a person reads it: "America/New York". */
const shown = (zone: string) => zone.replaceAll('_', ' ');

/** The zones to choose from: UTC first, then every zone the browser knows, the player's and the device's among them. */
export function timeZoneChoices(current: string | null, device: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = new Set([...known, ...(current ? [current] : []), ...(device ? [device] : [])]);
  rest.delete('UTC');
  return ['UTC', ...[...rest].sort()];
}

/** The settings' field (named `timeZone`, UTC for null) and, when this device is elsewhere, a button to take its zone. */
export function timeZoneField(current: string | null, device: string | null, useDevice: (zone: string) => void): TemplateResult {
  const chosen = current ?? 'UTC';
  return html`<label for="st-tz">Times in my e-mails (deadlines, moves)</label>
    <select id="st-tz" name="timeZone">
      ${timeZoneChoices(current, device).map((z) => html`<option value=${z} ?selected=${z === chosen}>${shown(z)}</option>`)}
    </select>
    ${device && device !== chosen
      ? html`<p class="muted">This device is set to ${shown(device)}.
          <button type="button" class="small" @click=${() => useDevice(device)}>Use ${shown(device)}</button></p>`
      : nothing}`;
}

/** The API's `clock`, as the contract (client/) says it. */
export type ClockStyle = Player['clock'];

/** The clock a locale's hour cycle stands for: h11 and h12 ("6:30 PM") are 12-hour; h23, h24 or none 24-hour. */
export function clockOf(hourCycle: string | undefined): ClockStyle {
  return hourCycle === 'h12' || hourCycle === 'h11' ? '12h' : '24h';
}

/** This device's clock, as its locale writes an hour. */
export function deviceClock(): ClockStyle {
  try {
    return clockOf(new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle);
  } catch {
    return '24h';
  }
}

const CLOCK_LABELS: Readonly<Record<ClockStyle, string>> = { '24h': '24-hour (18:30)', '12h': '12-hour (6:30 PM)' };

/** The settings' field (named `clock`). */
export function clockField(current: ClockStyle): TemplateResult {
  return html`<label for="st-clock">Clock in my e-mails</label>
    <select id="st-clock" name="clock">
      ${(Object.keys(CLOCK_LABELS) as ClockStyle[]).map((c) => html`<option value=${c} ?selected=${c === current}>${CLOCK_LABELS[c]}</option>`)}
    </select>`;
}

/** This device's zone and clock, offered to a player whose mails still give times in UTC (null: nothing to offer). */
export interface TimeSuggestion {
  readonly zone: string;
  readonly clock: ClockStyle;
}

/**
 * What My games offers a player whose mails give times in UTC while this device is elsewhere: an
 * account from before time zones, or one whose zone the server did not know at sign-up. Nothing
 * once they said to keep UTC on this device (`kept`), or when the device says no zone.
 */
export function timeSuggestion(profile: { readonly timeZone: string | null }, device: { readonly zone: string | null; readonly clock: ClockStyle }, kept: boolean): TimeSuggestion | null {
  if (kept || profile.timeZone !== null || device.zone === null || device.zone === 'UTC') return null;
  return { zone: device.zone, clock: device.clock };
}

/** The note My games shows with a suggestion: take this device's zone (and clock, when it differs), or keep UTC. */
export function timeSuggestionNote(s: TimeSuggestion, current: ClockStyle, use: () => void, keep: () => void): TemplateResult {
  const withClock = s.clock !== current;
  return html`<section class="note info" aria-label="Times in your e-mails">
    <p>Your e-mails give times in UTC${withClock ? html`, ${CLOCK_LABELS[current]}` : nothing}. This device is set to ${shown(s.zone)}${withClock ? html`, ${CLOCK_LABELS[s.clock]}` : nothing}.</p>
    <div class="row"><button type="button" class="small" @click=${use}>Use ${shown(s.zone)}${withClock ? `, ${s.clock === '12h' ? '12' : '24'}-hour` : ''}</button>
      <button type="button" class="small" @click=${keep}>Keep UTC</button></div>
  </section>`;
}
