/** The frame of every page: the brand and the menu (from the route table), the heading, the note, the screen. */
import { html, type TemplateResult } from 'lit-html';
import { token } from '../app/api.js';
import { PATHS } from '../app/navigation.js';
import { ROUTES } from '../app/routes.js';
import { store } from '../app/store.js';
import type { Drawn } from '../games/web-game.js';

function menu(signedIn: boolean): TemplateResult[] {
  const shown = ROUTES.filter((r) => r.menu === (signedIn ? 'signed-in' : 'signed-out'));
  return shown.map((r, i) => html`${i ? ' ' : ''}<a href=${r.path}>${r.heading}</a>`);
}

export function layout(main: Drawn, heading: string): TemplateResult {
  const { note } = store;
  return html`<header class="top">
      <a href=${PATHS.myGames} class="brand">Whitechapel</a>
      <nav aria-label="Main">${menu(token() !== null)}</nav>
    </header>
    <main id="main">
      <h1>${heading}</h1>
      <div role="status" aria-live="polite" class=${note ? `note ${note.kind}` : 'note-empty'}>${note?.text ?? ''}</div>
      ${main}
    </main>`;
}
