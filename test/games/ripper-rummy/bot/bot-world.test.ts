/**
 * `hard`'s determinized worlds (domain/games/ripper-rummy/bot/world.ts) and playouts
 * (bot/search.ts): a world rebuilt from a seat's JSON view holds every card of the catalogue exactly
 * once, keeps every hand's size and the seat's own hand, and shows that seat exactly the view it was
 * built from; a playout from it ends with a finite hand value within its budget.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../domain/engine/rng.js';
import { playOut } from '../../../../domain/games/ripper-rummy/bot/search.js';
import { unseenCards, worldFromView } from '../../../../domain/games/ripper-rummy/bot/world.js';
import { ripperRummy } from '../../../../domain/games/ripper-rummy/index.js';
import { CARD_IDS } from '../../../../domain/games/ripper-rummy/rules/cards.js';
import type { State } from '../../../../domain/games/ripper-rummy/play/state.js';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import { canonical, randomPlayout } from '../../../support/games/game-harness.js';

const TIMEOUT = 60_000;
/** Every n-th state of each playout is checked, from every seat. */
const EVERY = 7;

/** Seeded random games of every variant, sampled; the sealed and paused positions come up in them. */
function sampledStates(): State[] {
  const out: State[] = [];
  Object.values(ripperRummy.variants).forEach((options, v) => {
    for (let i = 0; i < 2; i++) {
      randomPlayout(ripperRummy, options, `rr-world-${v}-${i}`, { maxSteps: 3_000, onState: (s, step) => step % EVERY === 0 && out.push(s) });
    }
  });
  return out;
}

/** Every card the state holds, wherever it lies (hands, piles, areas, sealed discards). */
function allCards(s: State): string[] {
  return [
    ...s.hands.flat(),
    ...s.drawPile,
    ...s.discardPile,
    ...s.areas.flatMap((a) => [...a.melds.flatMap((m) => m.cards), ...a.singles].map((p) => p.card)),
    ...(s.commissioner?.chosen.map((c) => c.card) ?? []),
  ].sort();
}

const seen = (state: State, seat: number): RipperRummyView => JSON.parse(JSON.stringify(ripperRummy.view(state, seat)));

describe("hard's determinized world", () => {
  const states = sampledStates().filter((s) => s.handNumber > 0);

  it('holds each card once, the public counts and the own hand, and shows the seat the view it came from', { timeout: TIMEOUT }, () => {
    expect(states.length).toBeGreaterThan(50);
    let sealed = 0;
    for (const [k, state] of states.entries()) {
      for (let seat = 0; seat < state.seatCount; seat++) {
        const view = seen(state, seat);
        const world = worldFromView(view, seat, createRng('world', k));
        expect(allCards(world)).toEqual([...CARD_IDS].sort());
        expect(world.hands.map((h) => h.length)).toEqual(view.handCounts);
        expect([...(world.hands[seat] ?? [])].sort()).toEqual([...(view.yourHand ?? [])].sort());
        expect(world.drawPile.length).toBe(view.drawPileCount);
        expect(canonical(ripperRummy.view(world, seat))).toBe(canonical(view));
        if ((state.commissioner?.chosen.length ?? 0) > 0) sealed++;
      }
    }
    expect(sealed, 'some positions with sealed Commissioner discards').toBeGreaterThan(0);
  });

  it('draws what is hidden from the cards the seat cannot see, and differently with another rng', { timeout: TIMEOUT }, () => {
    let differed = 0;
    for (const [k, state] of states.entries()) {
      const view = seen(state, 0);
      const unseen = unseenCards(view).sort();
      const world = worldFromView(view, 0, createRng('world', k));
      const hidden = [...world.hands.slice(1).flat(), ...world.drawPile, ...(world.commissioner?.chosen.filter((c) => c.seat !== 0).map((c) => c.card) ?? [])].sort();
      expect(hidden).toEqual(unseen);
      const other = worldFromView(view, 0, createRng('world-other', k));
      if (canonical(other.hands) !== canonical(world.hands) || canonical(other.drawPile) !== canonical(world.drawPile)) differed++;
    }
    expect(differed).toBeGreaterThan(states.length / 2);
  });

  it('a playout of a listed command ends with a finite value within its budget', { timeout: TIMEOUT }, () => {
    let played = 0;
    for (const [k, state] of states.entries()) {
      if (k % 5 !== 0) continue;
      const seat = ripperRummy.pending(state)[0]?.seat;
      if (seat === undefined) continue;
      const command = ripperRummy.legalCommands(state, seat)[0];
      if (command === undefined) continue;
      const world = worldFromView(seen(state, seat), seat, createRng('playout', k));
      const { value, plays } = playOut(world, command, seat, createRng('playout-rules', k), 300);
      expect(Number.isFinite(value)).toBe(true);
      expect(plays).toBeGreaterThan(0);
      expect(plays).toBeLessThanOrEqual(300);
      played++;
    }
    expect(played).toBeGreaterThan(5);
  });
});
