/**
 * Settings: vacation (docs/time.md). While none runs, a last day away (today to 30 days ahead)
 * starts one now; while one runs, when it ends and a button to end it. The days left, and
 * auto-vacation switched on or off at once. Uses POST/DELETE /players/me/vacation and PATCH
 * /players/me {autoVacation}; their answers update the profile shown.
 */
import { html, type TemplateResult } from 'lit-html';
import { api, unwrapData } from '../../app/api.js';
import { attempt, say, setMe, store } from '../../app/store.js';
import { exactly, fromNow } from '../../words/format.js';
import { daysCharged, daysLeftText, vacationDateRange, vacationEnd } from '../../words/vacation.js';
import { formValues } from '../forms/forms.js';

type VacationState = { vacation: { until: string } | null; vacationDaysLeft: number; autoVacation: boolean };

function apply(answer: VacationState): void {
  if (store.me) setMe({ ...store.me, ...answer });
}

function start(e: Event): void {
  const { until: lastDay } = formValues(e);
  const end = vacationEnd(lastDay ?? '');
  if (!end) return say('error', 'Choose a last day away from today on.');
  void attempt(async () => {
    apply(unwrapData(await api().api.POST('/players/me/vacation', { body: { until: end.toISOString() } })));
    say('info', `You are on vacation until ${exactly(end.toISOString())}: your deadlines wait.`);
  });
}

function end(): void {
  void attempt(async () => {
    apply(unwrapData(await api().api.DELETE('/players/me/vacation')));
    say('info', 'Your vacation is over: your deadlines run again.');
  });
}

function switchAuto(e: Event): void {
  const on = (e.target as HTMLInputElement).checked;
  void attempt(async () => {
    setMe(unwrapData(await api().api.PATCH('/players/me', { body: { autoVacation: on } })));
    say('info', on ? 'Auto-vacation is on.' : 'Auto-vacation is off: a missed deadline gets the game’s fallback.');
  });
}

export function vacationPart(): TemplateResult {
  const me = store.me;
  if (!me) return html``;
  const range = vacationDateRange();
  return html`<section class="vacation" aria-labelledby="vacation-h">
    <h2 id="vacation-h">Vacation</h2>
    <p class="muted">While you are on vacation your deadlines wait in every game: no reminders, nothing played for you. Your opponents see it. Each started day counts.</p>
    <p class="days-left"><strong>${daysLeftText(me.vacationDaysLeft)}</strong> (2.5 more each month, at most 30).</p>
    ${me.vacation
      ? html`<p role="status" class="on-vacation">
          On vacation until <time datetime=${me.vacation.until}>${exactly(me.vacation.until)}</time> (${fromNow(me.vacation.until)}).
          <button type="button" @click=${end}>End my vacation now</button>
        </p>`
      : html`<form class="vacation-start" @submit=${start}>
          <label for="vac-until">Last day away (at most 30 days ahead)</label>
          <input id="vac-until" name="until" type="date" required min=${range.min} max=${range.max} @input=${showCost} />
          <p class="muted vacation-cost" aria-live="polite"></p>
          <button type="submit">Start my vacation now</button>
        </form>`}
    <div class="check">
      <input type="checkbox" id="vac-auto" ?checked=${me.autoVacation} .checked=${me.autoVacation} @change=${switchAuto} />
      <label for="vac-auto">Auto-vacation: when I miss a deadline, start a vacation (up to 7 days) instead of playing for me</label>
    </div>
  </section>`;
}

/** What the chosen day costs, said beside the field as it changes. */
function showCost(e: Event): void {
  const input = e.target as HTMLInputElement;
  const out = input.form?.querySelector('.vacation-cost');
  const end = vacationEnd(input.value);
  if (out) out.textContent = end ? `Until ${exactly(end.toISOString())}: ${daysCharged(end)} vacation day${daysCharged(end) === 1 ? '' : 's'}.` : '';
}
