/**
 * Properties over reachable states and histories (seeded, so every failure reproduces):
 *  - every listed command is accepted, random unlisted ones are refused;
 *  - non-interference: what a seat may not see (the game's own perturbations, secrecy.ts) never
 *    changes its view, pending, legal commands, or its redacted history.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isRejection } from '../../../../domain/engine/rejection.js';
import { createRng } from '../../../../domain/engine/rng.js';
import type { Command } from '../../../../domain/games/ripper-rummy/play/commands.js';
import type { Event } from '../../../../domain/games/ripper-rummy/play/events.js';
import { ripperRummy } from '../../../../domain/games/ripper-rummy/index.js';
import { CARD_IDS, inCatalogueOrder, SUSPECT_IDS } from '../../../../domain/games/ripper-rummy/rules/cards.js';
import { seatsOf, type State } from '../../../../domain/games/ripper-rummy/play/state.js';
import { effort, seeded } from '../../../support/games/effort.js';
import { canonical, expectListedAccepted, expectUnlistedRejected } from '../../../support/games/game-harness.js';
import { playout } from './playout.js';
import { nth, optionsFor, PROPERTY_TIMEOUT } from './property-helpers.js';

/** Cases per property (test/support/games/effort.ts); the floors below are shares of them. */
const UNLISTED_RUNS = effort(1500, 4000);
const STATE_TWIN_RUNS = effort(800, 2000);
const EVENT_TWIN_RUNS = effort(1500, 4000);

/** Reachable states and histories to draw from in the properties below. */
const pool: State[] = [];
const history: Event[] = [];
beforeAll(() => {
  for (const players of [2, 3, 4]) {
    for (let i = 0; i < 10; i++) {
      const p = playout(optionsFor(players, i, 40), `pool-${players}-${i}`, {
        onState: (s, step) => {
          if (step % 7 === 0 || s.commissioner || s.escapeWindow || s.vote.ballots.length > 0) pool.push(s);
        },
      });
      history.push(...p.events);
    }
  }
}, PROPERTY_TIMEOUT);

/** A random command recipe, turned into a schema-valid command for a given state and seat. */
const recipe = fc.record({
  type: fc.constantFrom('call-vote', 'vote', 'draw', 'meld', 'meld', 'play', 'play', 'play', 'discard', 'discard', 'ripper-escapes', 'pass'),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 7 }),
  source: fc.constantFrom('hand', 'hand', 'hand', 'discard', 'any'),
  suspect: fc.option(fc.constantFrom(...SUSPECT_IDS), { nil: undefined }),
  take: fc.option(fc.nat(), { nil: undefined }),
  deck: fc.boolean(),
});

type Recipe = typeof recipe extends fc.Arbitrary<infer T> ? T : never;

function build(r: Recipe, s: State, seat: number): Command {
  const source = r.source === 'hand' ? (s.hands[seat] ?? []) : r.source === 'discard' ? s.discardPile : CARD_IDS;
  const from = source.length > 0 ? source : CARD_IDS;
  const cards = r.picks.map((n) => nth(from, n));
  const card = nth(cards, 0);
  switch (r.type) {
    case 'call-vote':
    case 'ripper-escapes':
    case 'pass':
      return { type: r.type };
    case 'vote':
      return { type: 'vote', suspect: r.suspect ?? null };
    case 'draw':
      return { type: 'draw', from: r.deck ? 'deck' : 'discard' };
    case 'meld':
      // Melds are sets: the listed form is in catalogue order (decide accepts any order as the same meld).
      return { type: 'meld', cards: inCatalogueOrder(cards) };
    case 'discard':
      return { type: 'discard', card };
    default: {
      const take = r.take === undefined ? undefined : nth(s.discardPile.length > 0 ? s.discardPile : CARD_IDS, r.take);
      return { type: 'play', card, ...(r.suspect ? { suspect: r.suspect } : {}), ...(take ? { take } : {}) };
    }
  }
}

describe('legality, both ways', { timeout: PROPERTY_TIMEOUT }, () => {
  it('refuses random unlisted commands (and the schema accepts every listed one)', () => {
    let unlisted = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), recipe, (si, seatRaw, r) => {
        const s = nth(pool, si);
        const seat = seatRaw % s.seatCount;
        const command = build(r, s, seat);
        expect(ripperRummy.commands.safeParse(command).success).toBe(true);
        const listed = ripperRummy.legalCommands(s, seat).some((c) => canonical(c) === canonical(command));
        if (!listed) unlisted++;
        expectUnlistedRejected(ripperRummy, s, seat, command, createRng('unlisted', si));
      }),
      { seed: seeded(42), numRuns: UNLISTED_RUNS },
    );
    expect(unlisted).toBeGreaterThan(UNLISTED_RUNS / 2);
  });

  it('accepts every listed command, for every seat, in sampled states', () => {
    expect(pool.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.nat(), (si) => {
        const s = nth(pool, si);
        for (const seat of seatsOf(s)) {
          for (const c of ripperRummy.legalCommands(s, seat)) expect(ripperRummy.commands.safeParse(c).success).toBe(true);
        }
        expectListedAccepted(ripperRummy, s, s.seatCount, createRng('listed', si));
      }),
      { seed: seeded(7), numRuns: 300 },
    );
  });

  it('in sampled states, decide accepts exactly the listed commands among every plausible command', () => {
    // An independent, exhaustive space of commands a client might post: every card in hand played with
    // no parameter, each suspect, or each discard-pile card taken; every discard; draws, votes, passes;
    // every meld of 3 or 4 cards from the hand of the seat whose turn it is.
    const space = (s: State, seat: number): Command[] => {
      const hand = inCatalogueOrder(s.hands[seat] ?? []);
      const out: Command[] = [{ type: 'call-vote' }, { type: 'draw', from: 'deck' }, { type: 'draw', from: 'discard' }, { type: 'ripper-escapes' }, { type: 'pass' }];
      for (const suspect of [...SUSPECT_IDS, null]) out.push({ type: 'vote', suspect });
      for (const card of hand) {
        out.push({ type: 'discard', card }, { type: 'play', card });
        for (const suspect of SUSPECT_IDS) out.push({ type: 'play', card, suspect });
        for (const take of s.discardPile) out.push({ type: 'play', card, take });
      }
      // Melds only for the seat whose turn it is (for anyone else the turn rule refuses them all).
      if (seat !== s.turn.seat) return out;
      for (let a = 0; a < hand.length; a++)
        for (let b = a + 1; b < hand.length; b++)
          for (let c = b + 1; c < hand.length; c++) {
            out.push({ type: 'meld', cards: [a, b, c].map((i) => nth(hand, i)) });
            for (let d = c + 1; d < hand.length; d++) out.push({ type: 'meld', cards: [a, b, c, d].map((i) => nth(hand, i)) });
          }
      return out;
    };
    let accepted = 0;
    let refused = 0;
    for (const s of pool.filter((_, i) => i % 4 === 0)) {
      for (const seat of seatsOf(s)) {
        const listed = new Set(ripperRummy.legalCommands(s, seat).map(canonical));
        for (const c of space(s, seat)) {
          const out = ripperRummy.decide(s, c, seat, createRng('space', 0));
          const ok = !isRejection(out);
          if (ok !== listed.has(canonical(c))) throw new Error(`seat ${seat}: ${JSON.stringify(c)} ${ok ? 'accepted but not listed' : 'listed but refused'}`);
          if (ok) accepted++;
          else refused++;
        }
      }
    }
    expect(accepted).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(accepted);
  });

  it('accepts a meld in any order as the same meld', () => {
    let checked = 0;
    for (const s of pool) {
      const seat = s.turn.seat;
      const meld = ripperRummy.legalCommands(s, seat).find((c) => c.type === 'meld');
      if (!meld || meld.type !== 'meld') continue;
      const reversed = { type: 'meld' as const, cards: [...meld.cards].reverse() };
      const a = ripperRummy.decide(s, meld, seat, createRng('m', 0));
      const b = ripperRummy.decide(s, reversed, seat, createRng('m', 0));
      expect(isRejection(b)).toBe(false);
      expect(b).toEqual(a);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('non-interference (§7)', { timeout: PROPERTY_TIMEOUT }, () => {
  const viewerArb = fc.oneof(fc.nat({ max: 3 }), fc.constant('spectator' as const));

  it("changing another seat's hand, the draw pile order, sealed discards or other votes never changes a seat's view, pending or legal commands", () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.nat(), viewerArb, fc.nat(), (si, v, salt) => {
        const s = nth(pool, si);
        const viewer = v === 'spectator' ? v : v % s.seatCount;
        const t = ripperRummy.perturbHidden(s, viewer, createRng('perturb', salt));
        if (canonical(t) !== canonical(s)) changed++;
        expect(canonical(ripperRummy.view(t, viewer))).toBe(canonical(ripperRummy.view(s, viewer)));
        expect(ripperRummy.pending(t)).toEqual(ripperRummy.pending(s));
        if (viewer !== 'spectator') expect(ripperRummy.legalCommands(t, viewer)).toEqual(ripperRummy.legalCommands(s, viewer));
      }),
      { seed: seeded(1888), numRuns: STATE_TWIN_RUNS },
    );
    expect(changed).toBeGreaterThan(STATE_TWIN_RUNS * 0.75);
  });

  it("changing what a seat may not see in an event never changes that seat's redacted history", () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.nat(), viewerArb, fc.nat(), (ei, v, salt) => {
        const e = nth(history, ei);
        const viewer = v === 'spectator' ? v : v % 2; // every history has seats 0 and 1
        const f = ripperRummy.perturbHiddenEvent(e, viewer, createRng('perturb-event', salt));
        if (canonical(f) !== canonical(e)) changed++;
        expect(canonical(ripperRummy.redact(f, viewer))).toBe(canonical(ripperRummy.redact(e, viewer)));
      }),
      { seed: seeded(1889), numRuns: EVENT_TWIN_RUNS },
    );
    expect(changed).toBeGreaterThan(EVENT_TWIN_RUNS * 0.075);
  });

  it('the view really does depend on what the seat may see (the property above is not vacuous)', () => {
    const s = pool.find((x) => (x.hands[0]?.length ?? 0) > 1 && x.winner === null);
    if (!s) throw new Error('no state with a hand to perturb');
    const mine = ripperRummy.perturbHidden(s, 1, createRng('mine', 0)); // from seat 1's point of view: seat 0's hand changes
    const differs = canonical(inCatalogueOrder(mine.hands[0] ?? [])) !== canonical(inCatalogueOrder(s.hands[0] ?? []));
    if (differs) expect(canonical(ripperRummy.view(mine, 0))).not.toBe(canonical(ripperRummy.view(s, 0)));
    expect(differs).toBe(true);
  });
});
