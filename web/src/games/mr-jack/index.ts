/**
 * Mr. Jack on the web: the board with its targets, the moves beside it (below it on a phone, so a
 * chosen group's hexes stay in view), the panel of facts, its words and its part of the new-game form.
 */
import { html, nothing } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import type { MrJackView } from '../../../../domain/games/mr-jack/view/view.js';
import { mrJackWords } from '../../../../domain/games/mr-jack/words/words.js';
import type { WebGame } from '../web-game.js';
import { mrJackBoard } from './board.js';
import { MR_JACK_CREATION } from './creation.js';
import { characterName } from './labels.js';
import { jackActions, movesSection, type Action } from './moves.js';
import { mrJackPanel } from './panel.js';
import { MR_JACK_WORDS } from './words.js';

const viewOf = (g: Game) => g.view as unknown as MrJackView | null;

export const mrJack: WebGame = {
  id: mrJackWords.id,
  title: mrJackWords.title,
  sentences: mrJackWords.sentences,
  play(g, ctx) {
    const v = viewOf(g);
    const { groups, plain } = jackActions(v, g.legalCommands);
    const chosen = groups.find((x) => x.key === ctx.group) ?? null;
    const moves = g.legalCommands.length ? movesSection(v, groups, plain, chosen, ctx) : nothing;
    if (!v) return moves;
    return html`<div class="jack">${mrJackBoard(v, chosen, (a: Action) => ctx.post(a.command))}<div>${moves}${mrJackPanel(v, '', g.status === 'cancelled')}</div></div>`;
  },
  past(g) {
    const v = g.view as unknown as MrJackView;
    // No group chosen, so no hex is a target and nothing is posted.
    return { main: mrJackBoard(v, null, () => undefined, `Board at version ${g.version}`), side: mrJackPanel(v, 'past-') };
  },
  names(g) {
    const v = viewOf(g);
    return { character: (id) => characterName(v, id) };
  },
  words: MR_JACK_WORDS,
  creation: MR_JACK_CREATION,
};
