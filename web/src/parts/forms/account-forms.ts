/**
 * The forms a player signs up or signs in with, shared by the first page, the sign-in page and a
 * game's card (a game link opened signed out): sign up (a new account's token signs in at once),
 * a sign-in link by mail and its code, and a token (for developers).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { sameAddress, type InvitationInLink } from '../../app/invitation-link.js';
import { api, unwrapData } from '../../app/api.js';
import { PATHS, reroute } from '../../app/navigation.js';
import { signedIn } from '../../app/session.js';
import { attempt, say } from '../../app/store.js';
import { formValues } from './forms.js';
import { deviceClock, deviceTimeZone } from '../settings/time-zone.js';

/**
 * Registers a player and returns their token (the device's zone and clock go along, when the server
 * knows the zone). `invitation`: the token of the invitation link the page was opened from, sent when
 * the address is the invited one.
 */
export async function register(name: string, email: string, invitation?: InvitationInLink | null): Promise<string> {
  // Mails give times in this device's zone, on its clock; a zone the server does not know is no reason not to sign up.
  const who = { name, email, clock: deviceClock(), ...(invitation && sameAddress(invitation.email, email) ? { invitation: invitation.token } : {}) };
  const zone = deviceTimeZone();
  let answer = await api().api.POST('/players', { body: zone ? { ...who, timeZone: zone } : who });
  if (zone && (answer.error as { code?: string } | undefined)?.code === 'invalid-time-zone') answer = await api().api.POST('/players', { body: who });
  return unwrapData(answer).token;
}

/**
 * The sign-up form. `id` keeps the fields' ids unique on a page; `done` gets the new token (by
 * default: signed in, back to the page that asked).
 */
export function signUpForm(opts: { id: string; button: string; done?: (token: string) => Promise<void>; invitation?: InvitationInLink | null }): TemplateResult {
  const done = opts.done ?? (async (token: string) => signedIn(token));
  return html`<form class="sign-up" @submit=${(e: Event) => {
    const { name, email } = formValues(e);
    void attempt(async () => done(await register(name ?? '', email ?? '', opts.invitation)));
  }}>
    <label for=${`${opts.id}-name`}>Your name (shown to other players)</label>
    <input id=${`${opts.id}-name`} name="name" autocomplete="nickname" required maxlength="60" />
    <label for=${`${opts.id}-email`}>E-mail address (your turns are mailed here)</label>
    <input id=${`${opts.id}-email`} name="email" type="email" autocomplete="email" required .value=${opts.invitation?.email ?? ''} />
    ${opts.invitation ? html`<p class="muted">The address you were invited at: signing up with it needs no code from a mail. Another address works too.</p>` : nothing}
    <button type="submit">${opts.button}</button>
  </form>`;
}

/** Signing in by mail: a link (and a code) is mailed to the address, then the code typed here signs in. */
export function signInByMailForms(id: string): TemplateResult {
  return html`<form @submit=${(e: Event) => {
      const { email } = formValues(e);
      void attempt(async () => {
        unwrapData(await api().api.POST('/sessions', { body: { email: email ?? '' } }));
        say('info', `If ${email} has an account, a mail with a sign-in link is on its way.`);
      });
    }}>
      <label for=${`${id}-email`}>E-mail address</label>
      <input id=${`${id}-email`} name="email" type="email" autocomplete="email" required />
      <button type="submit">Mail me a sign-in link</button>
    </form>
    <form @submit=${(e: Event) => {
      const { code } = formValues(e);
      history.replaceState(null, '', `${PATHS.signIn}?code=${encodeURIComponent(code ?? '')}`);
      void reroute();
    }}>
      <label for=${`${id}-code`}>Or the code from the mail</label>
      <input id=${`${id}-code`} name="code" autocomplete="one-time-code" required />
      <button type="submit">Sign in with the code</button>
    </form>`;
}

/** A bearer token pasted in: for developers and scripts, folded away from players. */
export function developerTokenForm(id: string): TemplateResult {
  return html`<details class="developers">
    <summary>For developers: sign in with an API token</summary>
    <p class="muted">A token from <code>POST /players</code> or Settings → devices. The API is documented at <a href="/docs">/docs</a>.</p>
    <form @submit=${(e: Event) => {
      const { token: value } = formValues(e);
      if (value) signedIn(value);
    }}>
      <label for=${`${id}-token`}>Token</label>
      <input id=${`${id}-token`} name="token" autocomplete="off" required />
      <button type="submit">Sign in with the token</button>
    </form>
  </details>`;
}
