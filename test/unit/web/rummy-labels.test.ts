// A Ripper Rummy command in the web client's words (web/src/games/ripper-rummy/labels.ts): a meld names each
// kind of card once, with how many, so a button stays one line on a phone.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../client/index.js';
import { startGame } from '../../../domain/engine/decider.js';
import type { AnyGame } from '../../../domain/engine/game.js';
import { createRng } from '../../../domain/engine/rng.js';
import { productGames } from '../../../domain/games/registry.js';
import type { RipperRummyView } from '../../../domain/games/ripper-rummy/view/view.js';
import { counted } from '../../../web/src/words/format.js';
import { rummyLabel } from '../../../web/src/games/ripper-rummy/labels.js';

describe('Ripper Rummy in words', () => {
  it('counts equal names, in the order each first comes', () => {
    expect(counted(['A', 'A', 'B', 'A'])).toEqual(['3 × A', 'B']);
    expect(counted(['A', 'B'])).toEqual(['A', 'B']);
    expect(counted([])).toEqual([]);
  });

  it("names a meld's cards from the view's catalogue, each kind once with how many", () => {
    const game = productGames.get('ripper-rummy') as AnyGame;
    const { state } = startGame(game, game.options.parse({ players: 2 }) as never, 2, createRng('rummy-labels', 0));
    const v = game.view(state, 0) as RipperRummyView;
    const copiesOf = (name: string) => v.catalogue.filter((c) => c.name === name).map((c) => c.id);
    const twice = v.catalogue.find((c) => copiesOf(c.name).length >= 2);
    const once = v.catalogue.find((c) => c.name !== twice?.name);
    expect(twice && once, 'the catalogue has a card in two copies and another').toBeTruthy();
    const meld = { type: 'meld', cards: [copiesOf(twice!.name)[0], once!.id, copiesOf(twice!.name)[1]] } as unknown as Command;
    expect(rummyLabel(v, meld)).toBe(`Meld 2 × ${twice!.name} + ${once!.name}`);
  });
});
