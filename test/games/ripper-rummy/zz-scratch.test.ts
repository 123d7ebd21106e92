import { it, expect } from 'vitest';
import { isRejection } from '../../../domain/engine/rejection.js';
import { createRng } from '../../../domain/engine/rng.js';
import { inCatalogueOrder, SUSPECT_IDS } from '../../../domain/games/ripper-rummy/cards.js';
import type { Command } from '../../../domain/games/ripper-rummy/commands.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/state.js';
import { canonical } from '../../support/game-harness.js';
import { playout } from './playout.js';
import { optionsFor } from './property-helpers.js';

it('scratch: timeout legal everywhere, exhaustive legality', () => {
  let states = 0, checked = 0;
  const problems: string[] = [];
  for (const players of [2, 3, 4]) for (let i = 0; i < 16; i++) {
    playout(optionsFor(players, i, 30), `scr-${players}-${i}`, { onState: (s) => {
      states++;
      for (const d of ripperRummy.pending(s)) {
        const t = ripperRummy.timeoutCommand(s, d.seat);
        if (!ripperRummy.legalCommands(s, d.seat).some((c) => canonical(c) === canonical(t))) problems.push(`timeout ${JSON.stringify(t)} ${d.kind}`);
      }
      if (states % 5 !== 0) return;
      for (let seat = 0; seat < s.seatCount; seat++) {
        const listed = new Set(ripperRummy.legalCommands(s, seat).map(canonical));
        const hand = inCatalogueOrder(s.hands[seat] ?? []);
        const space: Command[] = [{ type: 'call-vote' }, { type: 'draw', from: 'deck' }, { type: 'draw', from: 'discard' }, { type: 'ripper-escapes' }, { type: 'pass' }];
        for (const suspect of [...SUSPECT_IDS, null]) space.push({ type: 'vote', suspect });
        for (const card of hand) {
          space.push({ type: 'discard', card }, { type: 'play', card });
          for (const suspect of SUSPECT_IDS) space.push({ type: 'play', card, suspect });
          for (const take of s.discardPile) { space.push({ type: 'play', card, take }); for (const suspect of SUSPECT_IDS) space.push({ type: 'play', card, suspect, take }); }
        }
        if (hand.length <= 14) for (let mask = 1; mask < 1 << hand.length; mask++) {
          const cards = hand.filter((_, k) => mask & (1 << k));
          if (cards.length >= 2 && cards.length <= 7) space.push({ type: 'meld', cards });
        }
        for (const c of space) {
          const ok = !isRejection(ripperRummy.decide(s, c, seat, createRng('x', 0)));
          checked++;
          if (ok !== listed.has(canonical(c))) problems.push(`seat ${seat} ${JSON.stringify(c)} ok=${ok}`);
        }
      }
    } });
  }
  console.log(states, checked, problems.slice(0, 20), problems.length);
  expect(problems).toEqual([]);
}, 600000);
