/**
 * Property tests over random legal playouts (seeded, so every failure reproduces):
 *  - games with 2, 3 and 4 players always finish with a result;
 *  - all 62 cards are accounted for exactly once in every reachable state;
 *  - every listed command is accepted, random unlisted ones are refused;
 *  - non-interference: what a seat may not see never changes its view, pending, legal commands,
 *    or its redacted history;
 *  - state, events and views are plain JSON.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isRejection } from '../../../domain/engine/rejection.js';
import { createRng, type Rng } from '../../../domain/engine/rng.js';
import { CARD_IDS, inCatalogueOrder, SUSPECT_IDS } from '../../../domain/games/ripper-rummy/cards.js';
import type { Command } from '../../../domain/games/ripper-rummy/commands.js';
import type { Event } from '../../../domain/games/ripper-rummy/events.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/state.js';
import { canonical, expectListedAccepted, expectUnlistedRejected, randomPlayout } from '../../support/game-harness.js';
import { everyCard } from './fixtures.js';
import { playout } from './playout.js';

// Heavy, seeded property runs: generous per-test timeout on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ALL_IDS = new Set(CARD_IDS);
const FLAGS = ['voteCallerNeedsOwnMeld', 'reshuffleKeepsTopDiscard', 'sceneStealsMatchingCard', 'escapeWindowAfterGoingOut'] as const;

/** Options for game i: every combination of the four rule flags comes round. */
function optionsFor(players: number, i: number, targetScore: number) {
  return { players, targetScore, ...Object.fromEntries(FLAGS.map((f, bit) => [f, ((i >> bit) & 1) === 1])) };
}

function accountingProblem(s: State): string | null {
  const cards = everyCard(s);
  if (cards.length !== 62) return `${cards.length} cards in play`;
  const unique = new Set(cards);
  if (unique.size !== 62) return 'a card is in two places';
  for (const c of unique) if (!ALL_IDS.has(c)) return `unknown card ${c}`;
  return null;
}

/** Plain JSON: no undefined, functions, class instances, NaN/Infinity. */
function jsonProblem(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonProblem(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) return `${path}.${k} is undefined`;
      const p = jsonProblem(v, `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${path} is not plain JSON (${typeof value})`;
}

const seatsOf = (s: State) => Array.from({ length: s.seatCount }, (_, i) => i);

describe.each([2, 3, 4])('random legal playouts with %i players', (players) => {
  const GAMES = 700;

  it(`${GAMES} games (every option combination) finish with a result, all 62 cards accounted for at every step`, () => {
    let states = 0;
    let handsPlayed = 0;
    for (let i = 0; i < GAMES; i++) {
      const p = playout(optionsFor(players, i, 10), `bulk-${players}-${i}`, {
        onState: (s, step) => {
          states++;
          const problem = accountingProblem(s);
          if (problem) throw new Error(`game ${i} step ${step}: ${problem}`);
          if ((ripperRummy.result(s) === null) === (ripperRummy.pending(s).length === 0)) throw new Error(`game ${i} step ${step}: pending/result mismatch`);
        },
      });
      expect(p.finished, `game ${i} unfinished`).toBe(true);
      const result = ripperRummy.result(p.state);
      const scores = p.state.scores;
      expect(result?.winners).toHaveLength(1);
      const winner = result?.winners[0] as number;
      expect(scores[winner]).toBeGreaterThanOrEqual(10);
      expect(scores.filter((x) => x === scores[winner])).toHaveLength(1);
      expect(Math.max(...scores)).toBe(scores[winner]);
      // Totals are the sums of the per-hand breakdowns.
      const summed = seatsOf(p.state).map((seat) => p.state.scoredHands.reduce((a, h) => a + (h.players[seat]?.total ?? 0), 0));
      expect(summed).toEqual(scores);
      handsPlayed += p.state.scoredHands.length;
    }
    expect(states).toBeGreaterThan(GAMES * 50);
    expect(handsPlayed).toBeGreaterThanOrEqual(GAMES);
  });

  it('full games to 100 points: listed commands accepted, deadline commands legal, everything plain JSON', () => {
    for (let i = 0; i < 12; i++) {
      const p = playout(optionsFor(players, i * 5, 100), `full-${players}-${i}`, {
        onState: (s, step) => {
          if (step % 9 !== 0) return;
          const rng = createRng(`full-${i}`, step);
          expectListedAccepted(ripperRummy, s, players, rng);
          for (const d of ripperRummy.pending(s)) {
            const timeout = ripperRummy.timeoutCommand(s, d.seat);
            expect(ripperRummy.legalCommands(s, d.seat).some((c) => canonical(c) === canonical(timeout)), `timeout ${JSON.stringify(timeout)}`).toBe(true);
            expect(d.prompt.length).toBeGreaterThan(0);
          }
          expect(jsonProblem(s)).toBeNull();
          for (const viewer of [...seatsOf(s), 'spectator' as const]) expect(jsonProblem(ripperRummy.view(s, viewer))).toBeNull();
        },
      });
      expect(p.finished).toBe(true);
      expect(ripperRummy.result(p.state)?.winners).toHaveLength(1);
      expect(p.state.scores.some((x) => x >= 100)).toBe(true);
      for (const e of p.events) {
        expect(jsonProblem(e)).toBeNull();
        for (const viewer of [...seatsOf(p.state), 'spectator' as const]) expect(jsonProblem(ripperRummy.redact(e, viewer))).toBeNull();
      }
    }
  });

  it('also plays to the end through the shared harness', () => {
    for (let i = 0; i < 20; i++) {
      const p = randomPlayout(ripperRummy, { players, targetScore: 30 }, `harness-${players}-${i}`, { maxSteps: 20_000 });
      expect(p.finished).toBe(true);
    }
  });
});

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
});

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
  const cards = r.picks.map((n) => from[n % from.length] as string);
  const card = cards[0] as string;
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
      const take = r.take === undefined ? undefined : (s.discardPile.length > 0 ? s.discardPile[r.take % s.discardPile.length] : CARD_IDS[r.take % 62]) as string;
      return { type: 'play', card, ...(r.suspect ? { suspect: r.suspect } : {}), ...(take ? { take } : {}) };
    }
  }
}

describe('legality, both ways', () => {
  it('refuses random unlisted commands (and the schema accepts every listed one)', () => {
    let unlisted = 0;
    fc.assert(
      fc.property(fc.nat(), fc.nat(), recipe, (si, seatRaw, r) => {
        const s = pool[si % pool.length] as State;
        const seat = seatRaw % s.seatCount;
        const command = build(r, s, seat);
        expect(ripperRummy.commands.safeParse(command).success).toBe(true);
        const listed = ripperRummy.legalCommands(s, seat).some((c) => canonical(c) === canonical(command));
        if (!listed) unlisted++;
        expectUnlistedRejected(ripperRummy, s, seat, command, createRng('unlisted', si));
      }),
      { seed: 42, numRuns: 4000 },
    );
    expect(unlisted).toBeGreaterThan(2000);
  });

  it('accepts every listed command, for every seat, in sampled states', () => {
    expect(pool.length).toBeGreaterThan(200);
    fc.assert(
      fc.property(fc.nat(), (si) => {
        const s = pool[si % pool.length] as State;
        for (const seat of seatsOf(s)) {
          for (const c of ripperRummy.legalCommands(s, seat)) expect(ripperRummy.commands.safeParse(c).success).toBe(true);
        }
        expectListedAccepted(ripperRummy, s, s.seatCount, createRng('listed', si));
      }),
      { seed: 7, numRuns: 300 },
    );
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

/** Changes everything `viewer` may not see: other hands, the draw pile order, sealed discards, other votes. */
function perturbHidden(s: State, viewer: number | 'spectator', rng: Rng): State {
  const hidden = (seat: number) => seat !== viewer;
  const sealed = s.commissioner?.chosen ?? [];
  const poolCards = rng.shuffle([...seatsOf(s).filter(hidden).flatMap((x) => s.hands[x] ?? []), ...s.drawPile, ...sealed.filter((c) => hidden(c.seat)).map((c) => c.card)]);
  let k = 0;
  const take = (n: number) => poolCards.slice(k, (k += n));
  const hands = s.hands.map((h, x) => (hidden(x) ? take(h.length) : h));
  const drawPile = take(s.drawPile.length);
  const chosen = sealed.map((c) => (hidden(c.seat) ? { ...c, card: take(1)[0] as string } : c));
  const ballots = s.vote.ballots.map((b) => (hidden(b.seat) ? { ...b, suspect: rng.pick([...SUSPECT_IDS, null]) } : b));
  return { ...s, hands, drawPile, commissioner: s.commissioner && { ...s.commissioner, chosen }, vote: { ...s.vote, ballots } };
}

function perturbEvent(e: Event, viewer: number | 'spectator', rng: Rng): Event {
  const hidden = (seat: number) => seat !== viewer;
  switch (e.type) {
    case 'HandDealt': {
      const cards = rng.shuffle([...e.hands.flatMap((h, x) => (hidden(x) ? h : [])), ...e.drawPile]);
      let k = 0;
      const take = (n: number) => cards.slice(k, (k += n));
      return { ...e, hands: e.hands.map((h, x) => (hidden(x) ? take(h.length) : h)), drawPile: take(e.drawPile.length) };
    }
    case 'CardDrawn':
      return e.from === 'deck' && hidden(e.seat) ? { ...e, card: rng.pick(CARD_IDS) } : e;
    case 'DrawPileRebuilt':
    case 'DrawPileShuffled':
      return { ...e, drawPile: rng.shuffle(e.drawPile) };
    case 'VoteCast':
      return hidden(e.seat) ? { ...e, suspect: rng.pick([...SUSPECT_IDS, null]) } : e;
    case 'CommissionerDiscardChosen':
      return hidden(e.seat) ? { ...e, card: rng.pick(CARD_IDS) } : e;
    default:
      return e;
  }
}

describe('non-interference (§7)', () => {
  const viewerArb = fc.oneof(fc.nat({ max: 3 }), fc.constant('spectator' as const));

  it("changing another seat's hand, the draw pile order, sealed discards or other votes never changes a seat's view, pending or legal commands", () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.nat(), viewerArb, fc.nat(), (si, v, salt) => {
        const s = pool[si % pool.length] as State;
        const viewer = v === 'spectator' ? v : v % s.seatCount;
        const t = perturbHidden(s, viewer, createRng('perturb', salt));
        if (canonical(t) !== canonical(s)) changed++;
        expect(canonical(ripperRummy.view(t, viewer))).toBe(canonical(ripperRummy.view(s, viewer)));
        expect(ripperRummy.pending(t)).toEqual(ripperRummy.pending(s));
        if (viewer !== 'spectator') expect(ripperRummy.legalCommands(t, viewer)).toEqual(ripperRummy.legalCommands(s, viewer));
      }),
      { seed: 1888, numRuns: 2000 },
    );
    expect(changed).toBeGreaterThan(1500);
  });

  it("changing what a seat may not see in an event never changes that seat's redacted history", () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.nat(), viewerArb, fc.nat(), (ei, v, salt) => {
        const e = history[ei % history.length] as Event;
        const viewer = v === 'spectator' ? v : v % 2; // every history has seats 0 and 1
        const f = perturbEvent(e, viewer, createRng('perturb-event', salt));
        if (canonical(f) !== canonical(e)) changed++;
        expect(canonical(ripperRummy.redact(f, viewer))).toBe(canonical(ripperRummy.redact(e, viewer)));
      }),
      { seed: 1889, numRuns: 4000 },
    );
    expect(changed).toBeGreaterThan(300);
  });

  it('the view really does depend on what the seat may see (the property above is not vacuous)', () => {
    const s = pool.find((x) => (x.hands[0]?.length ?? 0) > 1 && x.winner === null) as State;
    const mine = perturbHidden(s, 1, createRng('mine', 0)); // from seat 1's point of view: seat 0's hand changes
    const differs = canonical(inCatalogueOrder(mine.hands[0] ?? [])) !== canonical(inCatalogueOrder(s.hands[0] ?? []));
    if (differs) expect(canonical(ripperRummy.view(mine, 0))).not.toBe(canonical(ripperRummy.view(s, 0)));
    expect(differs).toBe(true);
  });
});
