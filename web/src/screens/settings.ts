/** Settings: the mails (which, the time zone and clock of their times), the devices signed in, signing out, deleting the account. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { api, expectNoContent, setToken, unwrapData } from '../app/api.js';
import { loadSettings } from '../app/lists.js';
import { navigate, PATHS } from '../app/navigation.js';
import { askDeletion, attempt, forgetPlayer, say, setMe, store } from '../app/store.js';
import { confirmBox } from '../parts/forms/confirm.js';
import { formValues } from '../parts/forms/forms.js';
import { clockField, deviceTimeZone, timeZoneField } from '../parts/settings/time-zone.js';
import { webhooksPart } from '../parts/settings/webhooks.js';
import { vacationPart } from '../parts/settings/vacation.js';
import { calendarLinkPart } from '../parts/settings/calendar-link.js';
import { notificationModeFields, notificationModeValues } from '../parts/settings/notification-modes.js';
import { ago, lastUsed } from '../words/format.js';

export function settingsScreen(): TemplateResult {
  const { me, tokens, confirmingDeletion } = store;
  if (!me) return html`<p>Loading…</p>`;
  const save = (e: Event) => {
    const f = formValues(e);
    void attempt(async () => {
      const timeZone = f.timeZone === undefined || f.timeZone === 'UTC' ? null : f.timeZone;
      const clock = f.clock === '12h' ? '12h' : '24h';
      setMe(unwrapData(await api().api.PATCH('/players/me', { body: { notifications: { email: f.email === 'on', reminders: f.reminders === 'on', news: f.news === 'on', ...notificationModeValues(f) }, timeZone, clock } })));
      say('info', 'Saved.');
    });
  };
  const useDeviceZone = (zone: string) =>
    void attempt(async () => {
      setMe(unwrapData(await api().api.PATCH('/players/me', { body: { timeZone: zone } })));
      say('info', `Your e-mails now give times in ${zone.replaceAll('_', ' ')}.`);
    });
  return html`<p>Signed in as <strong>${me.name}</strong> (${me.email}); e-mail subscription ${me.subscription.state}.</p>
      <form @submit=${save}>
        <div class="check"><input type="checkbox" id="st-email" name="email" ?checked=${me.notifications.email} /><label for="st-email">E-mail me about my games: my turns, invitations</label></div>
        <div class="check"><input type="checkbox" id="st-rem" name="reminders" ?checked=${me.notifications.reminders} /><label for="st-rem">Remind me before a deadline</label></div>
        <div class="check"><input type="checkbox" id="st-news" name="news" ?checked=${me.notifications.news} /><label for="st-news">Mail me game news too: a game starts or ends, a player leaves</label></div>
        ${notificationModeFields(me.notifications, me.timeZone, me.clock)}
        ${timeZoneField(me.timeZone, deviceTimeZone(), useDeviceZone)}
        ${clockField(me.clock)}
        <button type="submit">Save</button>
      </form>
      ${vacationPart()}
      ${tokens
        ? html`<h2>Devices</h2>
            <p class="muted">Each device you signed in on holds a token of its own; revoke one you lost.</p>
            <ul class="devices">
              ${tokens.map(
                (t) => html`<li>
                  ${t.label}${t.current ? ' (this browser)' : ''} — added ${ago(t.createdAt)}${t.lastUsedAt ? `, last used ${lastUsed(t.lastUsedAt)}` : ''}
                  ${t.current
                    ? nothing
                    : html`<button type="button" class="small danger" aria-label=${`Revoke ${t.label}`} @click=${() =>
                        void attempt(async () => {
                          expectNoContent(await api().api.DELETE('/players/me/tokens/{tokenId}', { params: { path: { tokenId: t.tokenId } } }));
                          await loadSettings();
                          say('info', `${t.label}: revoked.`);
                        })}>Revoke</button>`}
                </li>`,
              )}
            </ul>`
        : nothing}
      ${webhooksPart()}
      ${calendarLinkPart()}
      <p><button type="button" @click=${() => (setToken(null), navigate(PATHS.signIn))}>Sign out of this browser</button></p>
      <h2>Delete your account</h2>
      ${confirmingDeletion
        ? confirmBox({
            id: 'del-warning',
            warning: html`<strong>This cannot be undone.</strong> You leave every game that is waiting for players (the ones you created are cancelled, invitations to you are withdrawn);
              in games being played your seat is marked away, so your turns are played for you. Your address is forgotten and every device is signed out.
              The games keep the name you played them under.`,
            doIt: 'Delete my account for good',
            confirm: deleteAccount,
            keep: 'Keep my account',
            cancel: () => askDeletion(false),
          })
        : html`<p><button type="button" class="danger" @click=${() => askDeletion(true)}>Delete my account…</button></p>`}`;
}

function deleteAccount(): void {
  void attempt(async () => {
    expectNoContent(await api().api.DELETE('/players/me'));
    forgetPlayer();
    setToken(null);
    navigate(PATHS.signIn);
    say('info', 'Your account is deleted.');
  });
}
