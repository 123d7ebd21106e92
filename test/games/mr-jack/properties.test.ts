// Seeded property tests (docs/architecture.md §2): random legal playouts end with a winner within 8 rounds;
// exactly the listed commands are accepted; Jack's secrets never change what the Detective sees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../../domain/engine/decider.js';
import type { Viewer } from '../../../domain/engine/game.js';
import { isRejection } from '../../../domain/engine/rejection.js';
import { createRng } from '../../../domain/engine/rng.js';
import { mrJack, type MrJackCommand, type MrJackEvent, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { BOARD_HEXES, EDITIONS, EXIT_IDS, HEX_LABELS } from '../../../domain/games/mr-jack/rules/board.js';
import { BASE_CHARACTERS, type CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { DIRECTIONS, isStreet } from '../../../domain/games/mr-jack/rules/hex.js';
import { canonical, randomPlayout, type Chooser, type Playout } from '../../support/games/game-harness.js';
import { effort, seeded } from '../../support/games/effort.js';
import { seenIn, type MrJack } from './helpers.js';

/**
 * Mostly keeps games going: accusations and resignations are rare, so playouts reach round 8 too.
 * Also checks that the acting seat always has something to do besides resigning.
 */
const patient: Chooser<MrJack> = (rng, commands) => {
  if (!commands.some((c) => c.type !== 'resign')) throw new Error('only resign is legal');
  const ordinary = commands.filter((c) => c.type !== 'accuse' && c.type !== 'resign');
  const roll = rng.next();
  if (ordinary.length === 0 || roll < 0.01) return rng.pick(commands);
  return rng.pick(ordinary);
};

function invariants(s: MrJackState): void {
  const hexes = Object.values(s.positions);
  if (new Set(hexes).size !== hexes.length) throw new Error('two characters on one hex');
  if (!hexes.every(isStreet)) throw new Error('a character off the streets');
  if (s.jack !== null && s.cleared.includes(s.jack)) throw new Error('Jack was cleared');
  if (s.round > 8) throw new Error('a ninth round');
  if (s.outcome === null && mrJack.pending(s).length !== 1) throw new Error('not exactly one pending decision');
  if (s.outcome !== null && mrJack.pending(s).length !== 0) throw new Error('pending after the end');
}

function playouts(count: number, options: Record<string, unknown>, prefix: string, choose?: Chooser<MrJack>): Playout<MrJack>[] {
  return Array.from({ length: count }, (_, i) => randomPlayout(mrJack, options, `${prefix}-${i}`, { onState: invariants, ...(choose ? { choose } : {}) }));
}

/**
 * Patient, but bold where the rare endings lie: Jack's character leaves by an exit whenever one is
 * listed, and now and then the Detective accuses — half the time the real Jack (this chooser may
 * peek at the state; no player could). Patient games alone reach the 2006 board's escape about once
 * in a hundred games and a right accusation once in three hundred; a third of the games played
 * boldly reach every ending within a few dozen.
 */
const bold: Chooser<MrJack> = (rng, commands, state, seat) => {
  const exits = commands.filter((c) => c.type === 'move' && (EXIT_IDS as readonly string[]).includes(c.to));
  if (exits.length > 0) return rng.pick(exits);
  const accusations = commands.filter((c) => c.type === 'accuse');
  if (accusations.length > 0 && rng.next() < 0.03) {
    const right = accusations.find((c) => c.suspect === state.jack);
    return right && rng.next() < 0.5 ? right : rng.pick(accusations);
  }
  return patient(rng, commands, state, seat);
};

describe('random legal playouts', () => {
  // Every third game is played boldly, so even the bounded count reaches every ending (the
  // expectation below); without them the 2006 board's first escape came at game 550.
  const PATIENT_GAMES = effort(300, 1000);
  const WILD_GAMES = effort(200, 500);
  it.each(['2016', '2006'])(`on the %s board, ${PATIENT_GAMES} patient and bold games all end with a winner within 8 rounds`, (board) => {
    const reasons = new Map<string, number>();
    const games = Array.from({ length: PATIENT_GAMES }, (_, i) =>
      randomPlayout(mrJack, { board }, `patient-${board}-${i}`, { onState: invariants, choose: i % 3 === 2 ? bold : patient }),
    );
    for (const p of games) {
      expect(p.finished).toBe(true);
      const outcome = p.state.outcome!;
      expect(mrJack.result(p.state)).toMatchObject({ winner: outcome.winner, reason: outcome.reason, round: outcome.round });
      expect(outcome.round).toBeLessThanOrEqual(8);
      const jackSeat = p.state.jackSeat!;
      expect(mrJack.result(p.state)?.winners).toEqual([outcome.winner === 'jack' ? jackSeat : 1 - jackSeat]);
      reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
    }
    // The playouts reach every ending, so the property covers them all.
    expect([...reasons.keys()].sort()).toEqual(['accused-right', 'accused-wrong', 'escaped', 'resigned', 'round-8']);
  });

  it(`${WILD_GAMES} fully random games (accusations as likely as any move) also end with a winner`, () => {
    for (const p of playouts(WILD_GAMES, { role: 'random' }, 'wild')) {
      expect(p.finished).toBe(true);
      expect(mrJack.result(p.state)?.winners).toHaveLength(1);
    }
  });
});

// ---- exactly the listed commands are accepted ------------------------------------------------

const manholes = [...new Set([...EDITIONS['2016'].manholes, ...EDITIONS['2006'].manholes])];
const gaslightHexes = BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label);

/** Every well-formed command whose parameters could matter (whistles to every hex included). */
const SHAPE_SPACE: MrJackCommand[] = [
  { type: 'resign' },
  ...BASE_CHARACTERS.flatMap((c): MrJackCommand[] => [{ type: 'pick', character: c }, { type: 'accuse', suspect: c }, { type: 'swap', with: c }]),
  ...[...HEX_LABELS, ...EXIT_IDS].map((to): MrJackCommand => ({ type: 'move', to })),
  ...DIRECTIONS.map((direction): MrJackCommand => ({ type: 'face', direction })),
  ...EXIT_IDS.flatMap((from) => EXIT_IDS.map((to): MrJackCommand => ({ type: 'move-cordon', from, to }))),
  ...[...gaslightHexes, 'g5', 'b7'].flatMap((from) => [...gaslightHexes, 'g5'].map((to): MrJackCommand => ({ type: 'move-gaslight', from, to }))),
  ...[...manholes, 'g5'].flatMap((from) => [...manholes, 'h8'].map((to): MrJackCommand => ({ type: 'move-manhole-cover', from, to }))),
  ...BASE_CHARACTERS.flatMap((character) =>
    HEX_LABELS.flatMap((to) => [undefined, 1, 2, 3].map((points): MrJackCommand => ({ type: 'whistle', character, to, ...(points === undefined ? {} : { points }) }))),
  ),
];

const SHAPE_KEYS = SHAPE_SPACE.map(canonical);
const SHAPE_KEY_SET = new Set(SHAPE_KEYS);

function sampledStates(games: number, every: number): MrJackState[] {
  const states: MrJackState[] = [];
  for (let i = 0; i < games; i++) {
    randomPlayout(mrJack, { board: i % 2 ? '2006' : '2016' }, `legal-${i}`, {
      choose: patient,
      onState: (s, step) => {
        if (step % every === 0 || s.activation?.character === 'goodley') states.push(s);
      },
    });
  }
  return states;
}

describe('legal commands', () => {
  const states = sampledStates(effort(20, 40), 5);

  it('samples states at every kind of step', () => {
    const steps = new Set(states.map((s) => mrJack.view(s, 0).turn?.step ?? 'none'));
    expect([...steps].sort()).toEqual(expect.arrayContaining(['ability', 'face', 'move', 'move-or-ability', 'move-or-swap', 'pick', 'whistle']));
  });

  it('in sampled states, a well-formed command is accepted exactly when it is listed', () => {
    const rng = createRng('legal', 0);
    let checked = 0;
    for (const state of states) {
      for (const seat of [0, 1]) {
        const listed = new Set(mrJack.legalCommands(state, seat).map(canonical));
        SHAPE_SPACE.forEach((command, i) => {
          const accepted = !isRejection(mrJack.decide(state, command, seat, rng));
          if (accepted !== listed.has(SHAPE_KEYS[i]!)) {
            throw new Error(`seat ${seat} ${JSON.stringify(command)}: accepted=${accepted}, listed=${listed.has(SHAPE_KEYS[i]!)}`);
          }
          checked++;
        });
        // …and the space covers every listed command, so nothing listed escaped the comparison.
        for (const c of listed) expect(SHAPE_KEY_SET.has(c)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(effort(250_000, 500_000));
  });

  it('random well-formed commands (fast-check) are rejected unless listed', () => {
    const label = fc.constantFrom(...HEX_LABELS);
    const exit = fc.constantFrom(...EXIT_IDS);
    const character = fc.constantFrom(...BASE_CHARACTERS);
    const command: fc.Arbitrary<MrJackCommand> = fc.oneof(
      fc.record({ type: fc.constant('pick' as const), character }),
      fc.record({ type: fc.constant('move' as const), to: fc.oneof(label, exit) }),
      fc.record({ type: fc.constant('accuse' as const), suspect: character }),
      fc.record({ type: fc.constant('swap' as const), with: character }),
      fc.record({ type: fc.constant('face' as const), direction: fc.constantFrom(...DIRECTIONS) }),
      fc.record({ type: fc.constant('move-gaslight' as const), from: label, to: label }),
      fc.record({ type: fc.constant('move-cordon' as const), from: exit, to: exit }),
      fc.record({ type: fc.constant('move-manhole-cover' as const), from: label, to: label }),
      fc.record({ type: fc.constant('whistle' as const), character, to: label }),
      fc.record({ type: fc.constant('whistle' as const), character, to: label, points: fc.integer({ min: 1, max: 3 }) }),
    );
    const rng = createRng('fc', 0);
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.constantFrom(0, 1), command, (i, seat, cmd) => {
        const state = states[i]!;
        expect(mrJack.commands.safeParse(cmd).success).toBe(true);
        const listed = mrJack.legalCommands(state, seat).some((c) => canonical(c) === canonical(cmd));
        expect(!isRejection(mrJack.decide(state, cmd, seat, rng))).toBe(listed);
      }),
      { seed: seeded(20240611), numRuns: effort(1000, 3000) },
    );
  });

  it('the command schema refuses wrong shapes', () => {
    for (const bad of [{ type: 'move' }, { type: 'move', to: 'z9' }, { type: 'pick', character: 'holmes', extra: 1 }, { type: 'fly' }, { type: 'face', direction: 'E' }]) {
      expect(mrJack.commands.safeParse(bad).success).toBe(false);
    }
  });
});

// ---- non-interference: secrets never reach a viewer who may not see them before the end --------

/** Everything `viewer` gets from the game after these events: view, redacted history, decisions, its commands. */
function seen(setupEvents: readonly MrJackEvent[], events: readonly MrJackEvent[], viewer: Viewer, options: Record<string, unknown>): string {
  const all = [...setupEvents, ...events];
  return seenIn(all.reduce(mrJack.evolve, mrJack.initialState(mrJack.options.parse(options), 2)), viewer, all);
}


/** Another base-game character, `shift` places on in the table (these playouts are base games). */
function otherCharacter(c: CharacterId, shift: number): CharacterId {
  const at = BASE_CHARACTERS.findIndex((b) => b === c);
  return BASE_CHARACTERS[(at + shift) % BASE_CHARACTERS.length]!;
}

describe('non-interference', () => {
  it('changing Jack’s identity or Jack’s Holmes draws never changes the Detective’s (or a spectator’s) view or history', () => {
    let comparisons = 0;
    let jackDrawsAltered = 0;
    for (let g = 0; g < 40; g++) {
      const options = { board: g % 2 ? '2006' : '2016', role: 'random' };
      const p = randomPlayout(mrJack, options, `secret-${g}`, { choose: patient });
      const jackSeat = p.setupEvents.find((e) => e.type === 'RolesAssigned')!.jackSeat;
      const detectiveSeat = 1 - jackSeat;
      // Histories cut between commands, before the last one: the end reveals everything, by design.
      const steps = p.steps.slice(0, p.finished ? -1 : undefined);
      for (const cut of [0, Math.floor(steps.length / 3), Math.floor((2 * steps.length) / 3), steps.length]) {
        const prefix = steps.slice(0, cut).flatMap((s) => s.events);
        for (const shift of [1, 3]) {
          const altSetup = p.setupEvents.map((e) => (e.type === 'JackIdentityDrawn' ? { ...e, character: otherCharacter(e.character, shift) } : e));
          const altPrefix = prefix.map((e) => (e.type === 'AlibiDrawn' && e.role === 'jack' ? { ...e, card: otherCharacter(e.card, shift) } : e));
          jackDrawsAltered += prefix.filter((e) => e.type === 'AlibiDrawn' && e.role === 'jack').length;
          for (const viewer of [detectiveSeat, 'spectator'] as const) {
            expect(seen(altSetup, altPrefix, viewer, options)).toBe(seen(p.setupEvents, prefix, viewer, options));
            comparisons++;
          }
          // The change is real: Jack's own view does change.
          expect(seen(altSetup, altPrefix, jackSeat, options)).not.toBe(seen(p.setupEvents, prefix, jackSeat, options));
        }
      }
    }
    expect(comparisons).toBeGreaterThan(500);
    expect(jackDrawsAltered).toBeGreaterThan(10);
  });

  it('the seed-dependent deck orders never reach anyone: another alibi order changes no view', () => {
    const { events } = startGame(mrJack, mrJack.options.parse({ role: 'jack' }), 2, createRng('orders', 1));
    const reordered = events.map((e) => (e.type === 'AlibiDeckShuffled' ? { ...e, order: [e.order[0]!, ...e.order.slice(1).reverse()] } : e));
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(seen(reordered, [], viewer, { role: 'jack' })).toBe(seen(events, [], viewer, { role: 'jack' }));
    }
  });

  it('secrecy.ts draws anew exactly what each viewer may not see, and no viewer tells the difference', () => {
    // Counted over every perturbation of a state before the end: how often each secret moved.
    const moved = { jack: 0, jackDraws: 0, detectiveDrawsForJack: 0, detectiveDrawsForSpectator: 0, alibiOrder: 0 };
    const rng = createRng('perturb', 0);
    for (let g = 0; g < 8; g++) {
      const p = randomPlayout(mrJack, { board: g % 2 ? '2006' : '2016', role: 'random' }, `perturb-${g}`, {
        choose: patient,
        onState: (state, step) => {
          if (step % 5 !== 0) return;
          for (const viewer of [0, 1, 'spectator'] as const) {
            const other = mrJack.perturbHidden(state, viewer, rng);
            expect(seenIn(other, viewer)).toBe(seenIn(state, viewer));
            invariants(other);
            if (state.outcome !== null) {
              expect({ ...other, alibiDeck: [], characterDeck: [] }).toEqual({ ...state, alibiDeck: [], characterDeck: [] });
              continue;
            }
            const role = typeof viewer === 'number' ? (viewer === state.jackSeat ? 'jack' : 'detective') : 'spectator';
            const drawsOf = (s: MrJackState, who: 'jack' | 'detective') => s.draws.filter((d) => d.role === who).map((d) => d.card);
            // What the viewer sees stays put; Jack is never a cleared character, a Detective's draw always is.
            if (role === 'jack') expect([other.jack, drawsOf(other, 'jack')]).toEqual([state.jack, drawsOf(state, 'jack')]);
            if (role === 'detective') expect(drawsOf(other, 'detective')).toEqual(drawsOf(state, 'detective'));
            expect(other.cleared).not.toContain(other.jack);
            for (const card of drawsOf(other, 'detective')) expect(other.cleared).toContain(card);
            expect(sortedCards([other.jack!, ...other.alibiDeck, ...other.draws.map((d) => d.card)])).toEqual(sortedCards(state.pool));
            if (other.jack !== state.jack) moved.jack++;
            if (canonical(drawsOf(other, 'jack')) !== canonical(drawsOf(state, 'jack'))) moved.jackDraws++;
            if (canonical(drawsOf(other, 'detective')) !== canonical(drawsOf(state, 'detective'))) moved[role === 'jack' ? 'detectiveDrawsForJack' : 'detectiveDrawsForSpectator']++;
            if (canonical(other.alibiDeck) !== canonical(state.alibiDeck)) moved.alibiOrder++;
          }
        },
      });
      // Every event of the history, as each viewer sees it.
      for (const e of [...p.setupEvents, ...p.steps.flatMap((s) => s.events)]) {
        for (const viewer of [0, 1, 'spectator'] as const) {
          expect(canonical(mrJack.redact(mrJack.perturbHiddenEvent(e, viewer, rng), viewer))).toBe(canonical(mrJack.redact(e, viewer)));
        }
      }
    }
    for (const [secret, count] of Object.entries(moved)) expect(count, secret).toBeGreaterThan(5);
  });
});

function sortedCards(cards: readonly CharacterId[]): CharacterId[] {
  return [...cards].sort();
}
