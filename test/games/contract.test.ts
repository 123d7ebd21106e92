/**
 * The game contract, checked the same way for every registered game and the test-only counter
 * game, over each variant the game declares (`game.variants`):
 *  - seeded playouts reach the end with a winner;
 *  - every listed command is accepted; sampled unlisted commands are rejected;
 *  - `timeoutCommand` is always one of the late seat's listed commands;
 *  - `evolve` is total (any recorded event applies to any reachable state without throwing);
 *  - views, redacted events and pending decisions are plain JSON;
 *  - its words (`game.words`) word every event as each viewer sees it with one of the game's own
 *    sentences, never the generic form of an event without one;
 *  - non-interference: changing what a viewer may not see (the game's own `perturbHidden` /
 *    `perturbHiddenEvent`) changes neither its view, the pending decisions, its legal commands nor
 *    its redacted history, nor the numbered list its turn mail gives — and the perturbations do change something (the property is not vacuous);
 *  - bots: bot-vs-bot playouts end, every choice is a listed command, and a bot handed a state's
 *    and its hidden-information twin's player JSON chooses the same with the same rng.
 * A new game only has to be registered to be held to all of this.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../domain/engine/decider.js';
import { BOT_LEVELS, type BotInput, type BotLevel } from '../../domain/engine/bot.js';
import type { AnyGame, CommandOf, EventOf, Seat, StateOf, Viewer } from '../../domain/engine/game.js';
import { commandOfReply, normaliseWords, numberCommands } from '../../domain/engine/mail-commands.js';
import { isRejection } from '../../domain/engine/rejection.js';
import { sentenceOf, type Names } from '../../domain/engine/sentences.js';
import { createRng } from '../../domain/engine/rng.js';
import { productGames } from '../../domain/games/registry.js';
import { feedDecisions } from '../../lambdas/app/calendar/calendar-feed.js';
import { feedText } from '../../lambdas/app/calendar/ics.js';
import { scheduleDecisions } from '../../lambdas/app/core/deadlines.js';
import type { Snapshot } from '../../lambdas/app/core/model.js';
import { effort } from '../support/games/effort.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { canonical, expectListedAccepted, jsonProblem, patientChooser, randomPlayout } from '../support/games/game-harness.js';

/** How much each game is played per variant: whole games are cheap for some games, dearer for others. */
const PLAYOUTS = effort(8, 12);
const SAMPLED_STATES = 60;
/** Bot-vs-bot games per variant, and how often a bot's choice is replayed on a hidden-information twin. */
const BOT_PLAYOUTS = 2;
const TWIN_EVERY = 4;
/**
 * A seat at `hard` plays at `hard` during a game's first HARD_DECISIONS bot decisions and at
 * `normal` after them: hard's search (140–190 ms a Ripper Rummy decision on this machine) over a
 * whole game to 100 points was the dearest part of the suite. Its choices are still checked listed
 * and twin-equal on those: about 15 hard decisions a game at the bounded count (40 took 13 s of
 * CPU over the three Ripper Rummy variants, 16 about 8 s).
 */
const HARD_DECISIONS = effort(16, 120);
const TIMEOUT = 120_000; // seeded and bounded; generous for a loaded 2-core machine

const games: AnyGame[] = [...productGames.values(), counterGame];

interface Corpus<G extends AnyGame> {
  seats: number;
  states: StateOf<G>[];
  events: EventOf<G>[];
  commands: CommandOf<G>[];
  finished: number;
  played: number;
}

/** Plays the variant's games and keeps a sample of what they passed through. */
function collect<G extends AnyGame>(game: G, options: Readonly<Record<string, unknown>>, variant: string): Corpus<G> {
  const corpus: Corpus<G> = { seats: 0, states: [], events: [], commands: [], finished: 0, played: 0 };
  const all: StateOf<G>[] = [];
  for (let i = 0; i < PLAYOUTS; i++) {
    const p = randomPlayout(game, options, `contract-${game.id}-${variant}-${i}`, {
      maxSteps: 20_000,
      choose: patientChooser(game),
      onState: (s) => all.push(s),
    });
    corpus.played++;
    if (p.finished) corpus.finished++;
    corpus.events.push(...p.setupEvents, ...p.steps.flatMap((s) => s.events));
    corpus.commands.push(...p.steps.map((s) => s.command));
  }
  corpus.seats = game.seats(game.options.parse(options)).count;
  // An even sample over every playout's whole length, the final states included.
  const every = Math.max(1, Math.floor(all.length / SAMPLED_STATES));
  corpus.states = all.filter((_, i) => i % every === 0 || !!game.result(all[i]));
  return corpus;
}

/**
 * What a bot is handed: exactly the JSON GET /games/{id} gives the seat's player (its view, its legal
 * commands, the pending decisions), through a JSON round-trip, so no state object can reach it.
 */
function asPlayerSees<G extends AnyGame>(game: G, state: StateOf<G>, seat: Seat): BotInput<unknown, CommandOf<G>> {
  return JSON.parse(JSON.stringify({ seat, view: game.view(state, seat), legalCommands: game.legalCommands(state, seat), pending: game.pending(state) }));
}

const FEED_NOW = new Date('2026-12-01T12:00:00.000Z');

/** The calendar feed of seat `seat`'s player in a game at `state`, as GET /calendar/{feed} would answer it. */
function feedOf(game: AnyGame, state: unknown, seatCount: number, seat: Seat): string {
  const seats = Array.from({ length: seatCount }, (_, i) => ({ playerId: `p${i}`, name: `P${i}` }));
  const snapshot: Snapshot = {
    game: game.id,
    status: game.result(state) ? 'finished' : 'active',
    createdAt: FEED_NOW.toISOString(),
    createdBy: 'p0',
    options: {},
    platform: { turnTimeLimitHours: 72 },
    seatCount,
    seats,
    seed: 'seed',
    state,
    pending: scheduleDecisions(game.pending(state), [], FEED_NOW, 72),
    recentKeys: {},
    timeouts: seats.map(() => 0),
  };
  const decisions = feedDecisions(game, { gameId: 'g1', snapshot }, `p${seat}`, 'https://play.example');
  return feedText({ playerName: `P${seat}`, decisions, vacation: null, now: FEED_NOW, domain: 'play.example' });
}
/** The seat's commands as its turn mail lists them. */
const mailList = (game: AnyGame, state: unknown, seat: Seat) => {
  const legal = game.legalCommands(state, seat);
  return numberCommands(legal, game.mailCommands(legal, game.view(state, seat)));
};

const viewers = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, s) => s), 'spectator'];

describe.each(games.map((g) => [g.id, g] as const))('the game contract: %s', (_id, game) => {
  it('declares at least one variant, each valid options', () => {
    expect(Object.keys(game.variants).length).toBeGreaterThan(0);
    for (const options of Object.values(game.variants)) expect(game.options.safeParse(options).success).toBe(true);
  });

  describe.each(Object.entries(game.variants))('variant %s', (variant, options) => {
    let corpus: Corpus<typeof game>;
    beforeAll(() => {
      corpus = collect(game, options, variant);
    }, TIMEOUT);

    it('seeded playouts end with a winner', () => {
      expect(corpus.finished).toBe(corpus.played);
      for (const s of corpus.states.filter((x) => game.result(x))) {
        const r = game.result(s);
        expect(r?.winners.length).toBeGreaterThan(0);
        expect(game.pending(s)).toEqual([]);
      }
    });

    it('every listed command is accepted; sampled unlisted ones are rejected', { timeout: TIMEOUT }, () => {
      const rng = createRng(`unlisted-${variant}`, 0);
      let unlisted = 0;
      for (const s of corpus.states) {
        expectListedAccepted(game, s, corpus.seats, rng);
        for (let seat = 0; seat < corpus.seats; seat++) {
          const listed = new Set(game.legalCommands(s, seat).map((c: unknown) => canonical(c)));
          // Candidates: commands that were legal somewhere in these games, so well-formed and plausible.
          for (let k = 0; k < 12; k++) {
            const candidate = rng.pick(corpus.commands);
            if (listed.has(canonical(candidate))) continue;
            const out = game.decide(s, candidate, seat, rng);
            expect(isRejection(out), `unlisted ${JSON.stringify(candidate)} accepted for seat ${seat}`).toBe(true);
            unlisted++;
          }
        }
      }
      expect(unlisted).toBeGreaterThan(corpus.states.length);
    });

    it('its mail commands: one per legal command, in order, each named back by its number and by its words alone', () => {
      let named = 0;
      for (const s of corpus.states) {
        for (const d of game.pending(s)) {
          const legal = game.legalCommands(s, d.seat);
          const numbered = numberCommands(legal, game.mailCommands(legal, game.view(s, d.seat)));
          const words = numbered.map((n) => normaliseWords(n.words));
          expect(new Set(words).size, `words repeat: ${words.join(' | ')}`).toBe(words.length);
          for (const n of numbered) {
            expect(canonical(commandOfReply(numbered, String(n.number))?.command)).toBe(canonical(n.command));
            expect(canonical(commandOfReply(numbered, n.words.toUpperCase())?.command), n.words).toBe(canonical(n.command));
            named++;
          }
        }
      }
      expect(named).toBeGreaterThan(corpus.states.length);
    });

    it('a pending seat always has legal commands, and timeoutCommand is one of them', () => {
      for (const s of corpus.states) {
        for (const d of game.pending(s)) {
          const listed = game.legalCommands(s, d.seat).map((c: unknown) => canonical(c));
          expect(listed.length).toBeGreaterThan(0);
          expect(listed).toContain(canonical(game.timeoutCommand(s, d.seat)));
        }
      }
    });

    it('evolve is total: any recorded event applies to any reachable state', () => {
      const rng = createRng(`evolve-${variant}`, 0);
      for (const s of corpus.states) {
        for (let k = 0; k < 20; k++) {
          const e = rng.pick(corpus.events);
          expect(() => game.evolve(s, e), `${e.type} on a sampled state`).not.toThrow();
        }
      }
    });

    it('views, redacted events and decisions are plain JSON', () => {
      for (const s of corpus.states) {
        expect(jsonProblem(game.pending(s))).toBeNull();
        expect(jsonProblem(game.result(s))).toBeNull();
        for (const v of viewers(corpus.seats)) expect(jsonProblem(game.view(s, v)), `view for ${v}`).toBeNull();
      }
      for (const e of corpus.events.slice(0, 2_000)) {
        for (const v of viewers(corpus.seats)) expect(jsonProblem(game.redact(e, v)), `${e.type} for ${v}`).toBeNull();
      }
    });

    it("its words word every event as each viewer sees it with a sentence of the game's own", () => {
      const names: Names = { seat: (s) => `Seat ${s + 1}`, card: String, suspect: String, character: String };
      for (const e of corpus.events.slice(0, 2_000)) {
        for (const v of viewers(corpus.seats)) {
          const seen = game.redact(e, v);
          if (seen === null) continue;
          // The generic form (no template) is what a sentence that fits nothing falls to.
          expect(sentenceOf(game.words.sentences[seen.type] ?? [], seen, names), `${seen.type} for ${v}`).not.toBe(sentenceOf([], seen, names));
        }
      }
    });

    it('every view fits the game\'s view schema (what openapi.yaml documents), for every seat and a spectator', () => {
      for (const s of corpus.states) {
        for (const v of viewers(corpus.seats)) {
          const parsed = game.viewSchema.safeParse(game.view(s, v));
          expect(parsed.success ? null : parsed.error.issues.slice(0, 3), `view for ${v}`).toBeNull();
        }
      }
    });

    it('non-interference: what a viewer may not see never changes its view, the decisions, its commands or its history', () => {
      const rng = createRng(`secrets-${variant}`, 0);
      let changedStates = 0;
      let changedEvents = 0;
      for (const s of corpus.states) {
        for (const v of viewers(corpus.seats)) {
          const t = game.perturbHidden(s, v, rng);
          if (canonical(t) !== canonical(s)) changedStates++;
          expect(canonical(game.view(t, v)), `view for ${v}`).toBe(canonical(game.view(s, v)));
          expect(game.pending(t)).toEqual(game.pending(s));
          if (v !== 'spectator') expect(canonical(game.legalCommands(t, v))).toBe(canonical(game.legalCommands(s, v)));
          // The numbered list a turn mail gives the seat (play by mail) is as blind as its commands.
          if (v !== 'spectator') expect(canonical(mailList(game, t, v))).toBe(canonical(mailList(game, s, v)));
        }
      }
      for (const e of corpus.events.slice(0, 3_000)) {
        for (const v of viewers(corpus.seats)) {
          const f = game.perturbHiddenEvent(e, v, rng);
          if (canonical(f) !== canonical(e)) changedEvents++;
          expect(canonical(game.redact(f, v)), `${e.type} for ${v}`).toBe(canonical(game.redact(e, v)));
        }
      }
      expect(changedStates, 'perturbHidden changed no state').toBeGreaterThan(0);
      expect(changedEvents, 'perturbHiddenEvent changed no event').toBeGreaterThan(0);
    });

    it("non-interference: a seat's calendar feed (lambdas/app/calendar/) does not change with what its player may not see", () => {
      const rng = createRng(`feed-secrets-${variant}`, 0);
      let events = 0;
      for (const s of corpus.states.slice(0, 40)) {
        for (let seat = 0; seat < corpus.seats; seat++) {
          const feed = feedOf(game, s, corpus.seats, seat);
          events += feed.split('BEGIN:VEVENT').length - 1;
          expect(feedOf(game, game.perturbHidden(s, seat, rng), corpus.seats, seat), `feed of seat ${seat}`).toBe(feed);
        }
      }
      expect(events, 'no feed listed a decision').toBeGreaterThan(0);
    });

    it('bots: bot-vs-bot playouts end; each choice is a listed command, made from the seat\'s JSON only, the same for a twin differing in hidden information', { timeout: TIMEOUT }, () => {
      const twins = createRng(`bot-twins-${variant}`, 0);
      let compared = 0;
      for (let i = 0; i < BOT_PLAYOUTS; i++) {
        let decision = 0;
        const p = randomPlayout(game, options, `bots-${game.id}-${variant}-${i}`, {
          maxSteps: 20_000,
          choose: (_rng, commands, state, seat) => {
            const stream = decision++;
            const seated = BOT_LEVELS[(i + seat) % BOT_LEVELS.length] as BotLevel;
            const level: BotLevel = seated === 'hard' && stream >= HARD_DECISIONS ? 'normal' : seated;
            const botRng = () => createRng(`bot-${variant}-${i}`, stream);
            const choice = game.bot.choose(asPlayerSees(game, state, seat), level, botRng());
            expect(commands.map((c: unknown) => canonical(c)), `${level} bot's choice`).toContain(canonical(choice));
            if (stream % TWIN_EVERY === 0) {
              const twin = game.perturbHidden(state, seat, twins);
              expect(canonical(game.bot.choose(asPlayerSees(game, twin, seat), level, botRng())), 'choice on the twin').toBe(canonical(choice));
              compared++;
            }
            return choice;
          },
        });
        expect(p.finished, `bot game ${i} ended`).toBe(true);
      }
      expect(compared).toBeGreaterThan(0);
    });

    it('replaying the recorded events from the initial state gives the same state (evolve needs no randomness)', () => {
      const parsed = game.options.parse(options);
      const p = randomPlayout(game, options, `replay-${variant}`, { choose: patientChooser(game), maxSteps: 20_000 });
      const replayed = fold(game, game.initialState(parsed, corpus.seats), [...p.setupEvents, ...p.steps.flatMap((s) => s.events)]);
      expect(canonical(replayed)).toBe(canonical(p.state));
    });
  });
});
