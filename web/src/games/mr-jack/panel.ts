/**
 * What the Mr. Jack board says in words, beside it: the characters, the round, the witness, Jack
 * (for Jack only), the Extension's draft.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { MrJackView } from '../../../../domain/games/mr-jack/view/view.js';
import { characterName } from './labels.js';
import { characterIcon, witnessEye } from './symbols/characters.js';
import './symbols/symbols.css';

/**
 * A character card of the round: the one being played now (picked, so already used, but not yet
 * done with: not struck through), those played, those left.
 */
function roundCardChip(v: MrJackView, c: MrJackView['roundCards'][number], stopped: boolean): TemplateResult {
  const now = c.active && !stopped;
  return html`<span class=${`chip round-card ${now ? 'active' : c.used ? 'used' : ''}`}>${characterIcon(c.character)}${characterName(v, c.character)}${now ? ' (now)' : c.used ? ' (played)' : ''}</span> `;
}

/**
 * What the board says in words: the characters, the round, the witness, Jack (for Jack only).
 * `stopped`: the game ended without a winner (abandoned), so nobody is to act.
 */
export function mrJackPanel(v: MrJackView, idPrefix = '', stopped = false): TemplateResult {
  const role = v.you.role;
  return html`<section class="panel" aria-labelledby=${`${idPrefix}jack-facts`}>
    <h2 id=${`${idPrefix}jack-facts`}>${v.round === 0 ? `Before round 1 of ${v.lastRound}` : `Round ${v.round} of ${v.lastRound}`}</h2>
    <p>
      ${role ? html`You play <strong>${role === 'jack' ? 'Jack' : 'the Detective'}</strong>.` : 'You are watching.'}
      ${v.jack ? html` Jack is <strong class="secret">${characterName(v, v.jack)}</strong>${role === 'jack' && !v.over ? ' (only you see this)' : ''}.` : nothing}
    </p>
    <div class="jack-cards">
      <p class=${`witness ${v.witness === 'visible' ? 'seen' : 'unseen'}`}>${witnessEye(v.witness === 'visible')}<span>Witness card: Jack is <strong>${v.witness === 'visible' ? 'seen' : 'unseen'}</strong></span></p>
      ${roundTrack(v, idPrefix, stopped)}
    </div>
    ${v.turn && !stopped ? html`<p class="prompt">${v.turn.prompt}</p>` : nothing}
    ${v.roundCards.length
      ? html`<p>This round: ${v.roundCards.map((c) => roundCardChip(v, c, stopped))}</p>`
      : nothing}
    ${v.characters.length ? charactersTable(v) : nothing}
    ${v.alibi.jackDraws?.length ? html`<p>Jack's alibi cards: ${v.alibi.jackDraws.map((c) => characterName(v, c)).join(', ')}</p>` : nothing}
    ${v.alibi.detectiveDraws?.length ? html`<p>The Detective's alibi cards: ${v.alibi.detectiveDraws.map((c) => characterName(v, c)).join(', ')}</p>` : nothing}
    ${v.draft ? draftLines(v, v.draft) : nothing}
  </section>`;
}

/**
 * The Extension's draft in words: who has chosen, and, while it lasts, the characters always in
 * play and the viewer's own dealt cards (the buttons name them too, but only in pairs).
 */
function draftLines(v: MrJackView, draft: NonNullable<MrJackView['draft']>): TemplateResult {
  const names = (ids: readonly string[]) => ids.map((c) => characterName(v, c)).join(', ');
  const mine = v.you.role ? draft[v.you.role] : null;
  return html`${!draft.revealed ? html`<p>Always in play: ${names(draft.alwaysIn)}.${mine?.dealt ? html` Dealt to you: ${names(mine.dealt)}; you keep two.` : nothing}</p>` : nothing}
    <p>Draft: ${(['jack', 'detective'] as const).map((r) => html`${r === 'jack' ? 'Jack' : 'Detective'} ${draft[r].chosen ? 'has chosen' : 'is choosing'}${draft[r].kept ? ` (${names(draft[r].kept ?? [])})` : ''}. `)}</p>`;
}

function charactersTable(v: MrJackView): TemplateResult {
  return html`<table class="chars">
      <caption>Characters</caption>
      <thead><tr><th scope="col">Character</th><th scope="col">Hex</th><th scope="col">Side</th><th scope="col">Light</th></tr></thead>
      <tbody>
        ${v.characters.map(
          (c) => html`<tr>
            <th scope="row" class=${c.side}>${characterIcon(c.id)}${c.name}</th>
            <td>${c.hex ?? 'gone'}</td>
            <td>${c.side === 'cleared' ? '✓ cleared' : 'suspect'}</td>
            <td>${c.visible ? 'seen' : 'unseen'}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
}

/** The round track: each round a disc, those played struck through, the one being played marked (none once the game stopped). */
function roundTrack(v: MrJackView, idPrefix: string, stopped: boolean): TemplateResult {
  const rounds = Array.from({ length: v.lastRound }, (_, i) => i + 1);
  const now = stopped || v.over ? -1 : v.round;
  return html`<div><span class="sr" id=${`${idPrefix}round-track`}>Round track</span>
    <ol class="round-track" aria-labelledby=${`${idPrefix}round-track`}>
      ${rounds.map((r) => html`<li class=${r < v.round ? 'done' : r === now ? 'now' : ''}>${r}<span class="sr">${r < v.round ? ' (played)' : r === now ? ' (now)' : ''}</span></li>`)}
    </ol></div>`;
}
