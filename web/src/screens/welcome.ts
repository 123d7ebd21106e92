/**
 * The first page a visitor meets: what Whitechapel is (its two games, a turn a day by mail, free
 * and open source), then signing up, then signing in by mail; the token form only for developers.
 */
import { html, type TemplateResult } from 'lit-html';
import { developerTokenForm, signInByMailForms, signUpForm } from '../parts/forms/account-forms.js';
import './welcome.css';

export function welcomeScreen(): TemplateResult {
  return html`<p class="lede">Two Jack the Ripper games to play with friends over days, not hours, on any phone or computer.</p>
    <ul class="pitch">
      <li>
        <h2>Ripper Rummy</h2>
        <p>A card game for 2 to 4: meld evidence against the suspects, play the victims and the scenes, and vote on who the Ripper is before he escapes.</p>
      </li>
      <li>
        <h2>Mr. Jack</h2>
        <p>A duel in the gaslit streets of Whitechapel: one of you is Jack, hiding among eight characters; the other is the detective who must find him.</p>
      </li>
      <li>
        <h2>A turn a day, by mail</h2>
        <p>When it is your move, a mail brings the link; play it in a minute and get on with your day. Bots fill empty seats, so you can play alone too.</p>
      </li>
      <li>
        <h2>Free and open source</h2>
        <p>No ads, no fees, your address only for your turns. Anyone may run it; the <a href="/docs">API</a> is open to other clients and bots.</p>
      </li>
    </ul>
    <section class="join-box" aria-labelledby="sign-up">
      <h2 id="sign-up">Sign up</h2>
      <p class="muted">Your name and an address: that is all. No password: you sign in again by a link we mail you.</p>
      ${signUpForm({ id: 'su', button: 'Sign up' })}
    </section>
    <section aria-labelledby="by-mail">
      <h2 id="by-mail">Have an account? Sign in by e-mail</h2>
      ${signInByMailForms('wm')}
    </section>
    ${developerTokenForm('wd')}`;
}
