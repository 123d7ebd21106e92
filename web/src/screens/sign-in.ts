/** Sign in: by a mailed link or its code first, a token under "for developers"; new players are sent to sign up. */
import { html, type TemplateResult } from 'lit-html';
import { PATHS } from '../app/navigation.js';
import { developerTokenForm, signInByMailForms } from '../parts/forms/account-forms.js';

export function signInScreen(): TemplateResult {
  return html`<section aria-labelledby="by-mail">
      <h2 id="by-mail">By e-mail</h2>
      ${signInByMailForms('si')}
    </section>
    <p>New here? <a href=${PATHS.welcome}>Sign up on the first page</a>: one form, no password.</p>
    ${developerTokenForm('si')}`;
}
