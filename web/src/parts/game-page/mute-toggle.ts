/**
 * A game's "mute turn mails" switch (docs/notifications.md), for a player seated at a game not over.
 * Whether the game is muted comes from the player's profile (`mutedGames`), read once if the page
 * has not read it, and from what the mute routes answered: not from the game, whose ETag does not
 * change with a mute (the browser's cache would answer a revalidated read with the old `muted`).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import { api, unwrapData } from '../../app/api.js';
import { attempt, say, setMe, store, update } from '../../app/store.js';

const answered = new Map<string, boolean>();
let readingProfile = false;

/** Whether the caller muted `g`'s turn mails, as last known; null until the profile is read. */
export function isMuted(g: Pick<Game, 'gameId'>): boolean | null {
  const known = answered.get(g.gameId);
  if (known !== undefined) return known;
  return store.me ? store.me.mutedGames.includes(g.gameId) : null;
}

function readProfile(): void {
  if (readingProfile) return;
  readingProfile = true;
  void attempt(async () => {
    setMe(unwrapData(await api().api.GET('/players/me')));
    update();
  }).finally(() => (readingProfile = false));
}

function setMuted(gameId: string, muted: boolean): void {
  void attempt(async () => {
    const params = { params: { path: { gameId } } };
    const answer = unwrapData(muted ? await api().api.POST('/games/{gameId}/mute', params) : await api().api.DELETE('/games/{gameId}/mute', params));
    answered.set(answer.gameId, answer.muted);
    say('info', answer.muted ? 'No more turn mails for this game; reminders before a deadline still come.' : 'Turn mails for this game come again.');
    update();
  });
}

export function muteToggle(g: Game, disabled: boolean): TemplateResult | typeof nothing {
  if (g.you === undefined || g.status === 'finished' || g.status === 'cancelled') return nothing;
  const muted = isMuted(g);
  if (muted === null) return (readProfile(), nothing);
  return html`<p class="mute-toggle">
    <button type="button" class="small" aria-pressed=${muted ? 'true' : 'false'} ?disabled=${disabled} @click=${() => setMuted(g.gameId, !muted)}>
      ${muted ? 'Unmute turn mails' : 'Mute turn mails'}
    </button>
    <span class="muted">${muted ? 'Turn mails for this game are off (reminders still come).' : 'You get a mail when this game waits for you.'}</span>
  </p>`;
}
