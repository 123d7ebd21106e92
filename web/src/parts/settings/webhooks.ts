/**
 * The settings' webhooks (docs/webhooks.md): the player's webhooks, a form to add one, and a delete
 * button each. A new webhook's signing secret is shown once, right after it is added, until the
 * page is left or another is added.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { api, expectNoContent, unwrapData } from '../../app/api.js';
import { attempt, say, update } from '../../app/store.js';
import { formValues } from '../forms/forms.js';

interface Listed {
  readonly webhookId: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly failing: boolean;
}

const EVENTS = [
  ['turn', 'My turn (a decision of mine is pending)'],
  ['game-started', 'A game starts'],
  ['game-ended', 'A game ends'],
  ['invitation', 'An invitation'],
] as const;

/** What this part shows: the list once read, and the secret of the webhook just added. */
const state: { list: readonly Listed[] | null; loading: boolean; secret: { webhookId: string; secret: string } | null } = { list: null, loading: false, secret: null };

async function load(): Promise<void> {
  state.list = unwrapData(await api().api.GET('/players/me/webhooks')).webhooks;
}

/** Read again whenever the settings are opened (the screen's load calls this). */
export async function loadWebhooks(): Promise<void> {
  state.secret = null;
  await load();
}

export function webhooksPart(): TemplateResult {
  const { list, secret } = state;
  if (list === null && !state.loading) {
    state.loading = true;
    void attempt(async () => {
      await load();
      state.loading = false;
      update();
    });
  }
  const add = (e: Event) => {
    const f = formValues(e);
    const url = (f.url ?? '').trim();
    const events = EVENTS.map(([id]) => id).filter((id) => f[`wh-${id}`] === 'on');
    void attempt(async () => {
      const created = unwrapData(await api().api.POST('/players/me/webhooks', { body: { url, ...(events.length ? { events } : {}) } }));
      await load();
      state.secret = { webhookId: created.webhookId, secret: created.secret };
      say('info', 'Webhook added. Copy its secret now: it is shown only once.');
    });
  };
  const remove = (h: Listed) =>
    void attempt(async () => {
      expectNoContent(await api().api.DELETE('/players/me/webhooks/{webhookId}', { params: { path: { webhookId: h.webhookId } } }));
      if (state.secret?.webhookId === h.webhookId) state.secret = null;
      await load();
      say('info', 'Webhook deleted.');
    });
  return html`<h2>Webhooks</h2>
    <p class="muted">For bots and other apps: we post each event to your https URL, signed with the webhook's secret (Standard Webhooks). At most 5.</p>
    ${list === null
      ? html`<p>Loading…</p>`
      : list.length === 0
        ? html`<p class="muted">No webhooks.</p>`
        : html`<ul class="devices webhooks">
            ${list.map(
              (h) => html`<li>
                <span class="hook-url">${h.url}</span> — ${h.events.join(', ')}${h.failing ? html` <strong>(failing)</strong>` : nothing}
                <button type="button" class="small danger" aria-label=${`Delete the webhook to ${h.url}`} @click=${() => remove(h)}>Delete</button>
                ${secret?.webhookId === h.webhookId
                  ? html`<p class="secret">Its secret, shown this once: <code>${secret.secret}</code></p>`
                  : nothing}
              </li>`,
            )}
          </ul>`}
    ${list !== null && list.length < 5
      ? html`<form @submit=${add}>
          <label for="wh-url">Webhook URL</label>
          <input id="wh-url" name="url" type="url" required placeholder="https://bot.example/whitechapel" />
          <fieldset>
            <legend>Events (none ticked: all of them)</legend>
            ${EVENTS.map(([id, label]) => html`<div class="check"><input type="checkbox" id=${`wh-${id}`} name=${`wh-${id}`} /><label for=${`wh-${id}`}>${label}</label></div>`)}
          </fieldset>
          <button type="submit">Add webhook</button>
        </form>`
      : nothing}`;
}
