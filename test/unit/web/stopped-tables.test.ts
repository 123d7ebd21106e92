// An abandoned game's table (web/src/games/ripper-rummy/table.ts, web/src/games/mr-jack/panel.ts):
// drawn as it stopped, but nobody is said to be acting, unlike the same table in play.
import { describe, expect, it } from 'vitest';
import { startGame } from '../../../domain/engine/decider.js';
import type { AnyGame } from '../../../domain/engine/game.js';
import { createRng } from '../../../domain/engine/rng.js';
import { productGames } from '../../../domain/games/registry.js';
import type { MrJackView } from '../../../domain/games/mr-jack/view/view.js';
import type { RipperRummyView } from '../../../domain/games/ripper-rummy/view/view.js';
import { mrJackPanel } from '../../../web/src/games/mr-jack/panel.js';
import { rummyTable } from '../../../web/src/games/ripper-rummy/table.js';
import { textOf } from '../../support/source/template-text.js';

function viewOfStarted(id: string, options: unknown, seats: number): unknown {
  const game = productGames.get(id) as AnyGame;
  const { state } = startGame(game, game.options.parse(options) as never, seats, createRng('stopped-table', 0));
  return game.view(state, 0);
}

describe('a table of an abandoned game', () => {
  it('Ripper Rummy: nobody is to draw or play', () => {
    const v = viewOfStarted('ripper-rummy', { players: 2 }, 2) as RipperRummyView;
    const seat = (s: number) => `Seat ${s + 1}`;
    expect(textOf(rummyTable(v, seat))).toMatch(/is to (draw|play)/);
    expect(textOf(rummyTable(v, seat, '', true))).not.toMatch(/is to (draw|play)|Waiting for/);
  });

  it("Mr. Jack: the turn's prompt is not shown, and no character card is being played", () => {
    const v = viewOfStarted('mr-jack', {}, 2) as MrJackView;
    const prompt = v.turn?.prompt ?? '';
    expect(prompt).not.toBe('');
    expect(textOf(mrJackPanel(v))).toContain(prompt);
    expect(textOf(mrJackPanel(v, '', true))).not.toContain(prompt);
    expect(textOf(mrJackPanel(v, '', true))).not.toContain('(now)');
  });
});
