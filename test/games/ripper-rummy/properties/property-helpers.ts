/**
 * Shared pieces of the Ripper Rummy property tests. The playout properties run once per player
 * count, each in its own test file so the runner can spread them over the machine's cores.
 * The generic contract test (test/games/contract.test.ts) plays the declared variants; these play
 * every combination of the rule flags and check what only this game has (card accounting, scores).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../domain/engine/rng.js';
import { ripperRummy } from '../../../../domain/games/ripper-rummy/index.js';
import { CARD_IDS } from '../../../../domain/games/ripper-rummy/rules/cards.js';
import { handsScoredOf, seatsOf, type State } from '../../../../domain/games/ripper-rummy/play/state.js';
import { canonical, expectListedAccepted, jsonProblem } from '../../../support/games/game-harness.js';
import { effort } from '../../../support/games/effort.js';
import { everyCard } from '../fixtures.js';
import { playout } from './playout.js';

const ALL_IDS = new Set(CARD_IDS);
const FLAGS = ['voteCallerNeedsOwnMeld', 'reshuffleKeepsTopDiscard', 'sceneStealsMatchingCard', 'escapeWindowAfterGoingOut'] as const;

/** Options for game i: every combination of the four rule flags comes round. */
export function optionsFor(players: number, i: number, targetScore: number) {
  return { players, targetScore, ...Object.fromEntries(FLAGS.map((f, bit) => [f, ((i >> bit) & 1) === 1])) };
}

export function accountingProblem(s: State): string | null {
  const cards = everyCard(s);
  if (cards.length !== 62) return `${cards.length} cards in play`;
  const unique = new Set(cards);
  if (unique.size !== 62) return 'a card is in two places';
  for (const c of unique) if (!ALL_IDS.has(c)) return `unknown card ${c}`;
  return null;
}

/** The element at `i` modulo the length: draws from a pool with an arbitrary index. */
export function nth<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('nth of an empty list');
  return item;
}

export const PROPERTY_TIMEOUT = 60_000; // seeded, heavy runs on a shared 2-core machine

/** Random legal playouts with `players` players: they finish, and every reachable state is sound. */
export function describePlayouts(players: number): void {
  describe(`random legal playouts with ${players} players`, { timeout: PROPERTY_TIMEOUT }, () => {
    const GAMES = effort(250, 700);

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
        const winners = ripperRummy.result(p.state)?.winners ?? [];
        const scores = p.state.scores;
        expect(winners).toHaveLength(1);
        const best = scores[winners[0] ?? -1];
        expect(best).toBeGreaterThanOrEqual(10);
        expect(scores.filter((x) => x === best)).toHaveLength(1);
        expect(Math.max(...scores)).toBe(best);
        // Totals are the sums of the per-hand breakdowns (the history's HandScored events; the state keeps the last hand only).
        const hands = p.events.flatMap((e) => (e.type === 'HandScored' ? [e.score] : []));
        const summed = seatsOf(p.state).map((seat) => hands.reduce((a, h) => a + (h.players[seat]?.total ?? 0), 0));
        expect(summed).toEqual(scores);
        expect(p.state.scoredHands).toEqual(hands.slice(-1));
        expect(handsScoredOf(p.state)).toBe(hands.length);
        handsPlayed += hands.length;
      }
      expect(states).toBeGreaterThan(GAMES * 50);
      expect(handsPlayed).toBeGreaterThanOrEqual(GAMES);
    });

    it('full games to 100 points: listed commands accepted, deadline commands legal, everything plain JSON', () => {
      // Option combinations 0, 5, 10, 15, 4, 9: each flag on and off (the contract test plays the declared variants).
      for (let i = 0; i < 6; i++) {
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
  });
}
