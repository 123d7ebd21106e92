/**
 * The settings' calendar link (docs/time.md): a button that issues the player's private calendar
 * feed address, shown once with a button to copy it. Issuing again replaces the address (the one
 * before stops working), so the button says so once an address exists.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { api, unwrapData } from '../../app/api.js';
import { attempt, say, update } from '../../app/store.js';

/** The address issued on this visit of the settings: the server keeps only its hash, so it is shown only now. */
const state: { url: string | null } = { url: null };

/** Forgets the address shown (the settings are opened anew). */
export function resetCalendarLink(): void {
  state.url = null;
}

function issue(): void {
  void attempt(async () => {
    state.url = unwrapData(await api().api.POST('/players/me/calendar')).url;
    say('info', 'Your calendar link is ready. Copy it now: it is shown only once.');
    update();
  });
}

async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    say('info', 'Copied.');
  } catch {
    say('info', 'Select the link and copy it.');
  }
}

export function calendarLinkPart(): TemplateResult {
  const { url } = state;
  return html`<h2>Calendar</h2>
    <p class="muted">
      Your deadlines in a calendar app (Google Calendar, Apple Calendar, Outlook…): each pending decision of yours at its deadline, with alerts a day and an hour before,
      and your vacation. Subscribe to the link; anyone who has it sees your deadlines. Getting a new link turns the old one off.
    </p>
    ${url
      ? html`<p class="calendar-link">
          <label for="cal-url">Your calendar link (shown once)</label>
          <input id="cal-url" type="text" readonly .value=${url} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
          <button type="button" @click=${() => void copy(url)}>Copy link</button>
        </p>`
      : nothing}
    <p><button type="button" @click=${issue}>${url ? 'Get a new calendar link' : 'Get my calendar link'}</button></p>`;
}
