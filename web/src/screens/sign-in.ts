/** Sign in: by a mailed link or its code, with a token, or sign up (a new account's token signs in at once). */
import { html, type TemplateResult } from 'lit-html';
import { api, unwrapData } from '../app/api.js';
import { PATHS, reroute } from '../app/navigation.js';
import { signedIn } from '../app/session.js';
import { attempt, say } from '../app/store.js';
import { formValues } from '../parts/forms.js';
import { deviceClock, deviceTimeZone } from '../parts/time-zone.js';

export function signInScreen(): TemplateResult {
  return html`<section aria-labelledby="by-mail">
        <h2 id="by-mail">By e-mail</h2>
        <form @submit=${(e: Event) => {
          const { email } = formValues(e);
          void attempt(async () => {
            unwrapData(await api().api.POST('/sessions', { body: { email: email ?? '' } }));
            say('info', `If ${email} has an account, a mail with a sign-in link is on its way.`);
          });
        }}>
          <label for="si-email">E-mail address</label>
          <input id="si-email" name="email" type="email" autocomplete="email" required />
          <button type="submit">Mail me a sign-in link</button>
        </form>
        <form @submit=${(e: Event) => {
          const { code } = formValues(e);
          history.replaceState(null, '', `${PATHS.signIn}?code=${encodeURIComponent(code ?? '')}`);
          void reroute();
        }}>
          <label for="si-code">Or the code from the mail</label>
          <input id="si-code" name="code" autocomplete="one-time-code" required />
          <button type="submit">Sign in with the code</button>
        </form>
      </section>
      <section aria-labelledby="by-token">
        <h2 id="by-token">With a token</h2>
        <form @submit=${(e: Event) => {
          const { token: value } = formValues(e);
          if (value) signedIn(value);
        }}>
          <label for="si-token">Token</label>
          <input id="si-token" name="token" autocomplete="off" required />
          <button type="submit">Sign in with the token</button>
        </form>
      </section>
      <section aria-labelledby="sign-up">
        <h2 id="sign-up">New here? Sign up</h2>
        <form @submit=${(e: Event) => {
          const { name, email } = formValues(e);
          void attempt(async () => {
            // Mails give times in this device's zone, on its clock; a zone the server does not know is no reason not to sign up.
            const who = { name: name ?? '', email: email ?? '', clock: deviceClock() };
            const zone = deviceTimeZone();
            let answer = await api().api.POST('/players', { body: zone ? { ...who, timeZone: zone } : who });
            if (zone && (answer.error as { code?: string } | undefined)?.code === 'invalid-time-zone') answer = await api().api.POST('/players', { body: who });
            signedIn(unwrapData(answer).token);
          });
        }}>
          <label for="su-name">Your name (shown to other players)</label>
          <input id="su-name" name="name" autocomplete="nickname" required maxlength="60" />
          <label for="su-email">E-mail address (your turns are mailed here)</label>
          <input id="su-email" name="email" type="email" autocomplete="email" required />
          <button type="submit">Sign up</button>
        </form>
      </section>`;
}
