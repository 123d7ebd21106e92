/**
 * `hard`'s search: determinized playouts. The heuristic (heuristic.ts) judges a command by what it
 * does now; it cannot see that a discard feeds the other seat's meld, that holding a card costs
 * points when the other seat goes out first, or that drawing the top discard leaves the deck for
 * later. Playing the hand out shows that, with the rules themselves.
 *
 * So: the heuristic's few best commands are the candidates. For each of several worlds rebuilt from
 * the view (world.ts: hidden cards drawn consistently with it), each candidate is applied with the
 * game's own `decide`/`evolve`, and the hand is played to its scoring with the heuristic for every
 * seat (the bot's own later decisions included). A candidate's value is its average over the worlds
 * of the seat's hand total less the best other seat's. Every candidate meets the same worlds and the
 * same playout randomness (common random numbers), so the comparison is not drowned by the luck of
 * the deal. Rule applications are counted against a fixed budget, never a clock, so a decision
 * replays exactly from the view and the rng.
 */
import type { Seat } from '../../../engine/game.js';
import { isRejection } from '../../../engine/rejection.js';
import { createRng, type Rng } from '../../../engine/rng.js';
import type { Command } from '../play/commands.js';
import { decide } from '../play/decide.js';
import { evolve } from '../play/evolve.js';
import { legalCommands } from '../play/legal.js';
import { pending } from '../play/pending.js';
import { scoreHand } from '../rules/scoring.js';
import type { HandScore, State } from '../play/state.js';
import { view } from '../view/view.js';
import { heuristicChoice } from './heuristic.js';
import { worldFromView } from './world.js';

export interface SearchBudget {
  /** Rule applications (one `decide` and its events' `evolve`) for the whole decision. */
  plays: number;
  /** Worlds at most, whatever is left of the budget; worlds are started while some budget is left. */
  worlds: number;
  /**
   * How sure the playouts must be before overruling the heuristic: a candidate it ranks lower must
   * beat its choice by this many standard errors of the paired difference over the same worlds.
   * Playouts are noisy (a hand's score swings by tens of points); switching on a small average
   * alone made play worse than the heuristic's (30% of 40 games against `normal`).
   */
  confidence: number;
}

export interface Candidate {
  readonly command: Command;
  /** The heuristic's value of it. */
  readonly value: number;
}

/**
 * The heuristic's best candidates (ties among them broken by the playouts' average), unless a
 * lower-ranked candidate beats that choice clearly over the same worlds (see `confidence`). Worlds
 * are played while the budget lasts; every candidate is played in each world started.
 */
export function bestByPlayouts(viewOf: ReturnType<typeof view>, seat: Seat, candidates: readonly Candidate[], budget: SearchBudget, rng: Rng): Command {
  const outcomes: number[][] = candidates.map(() => []);
  let left = budget.plays;
  for (let w = 0; w < budget.worlds && left > 0; w++) {
    const world = worldFromView(viewOf, seat, rng);
    // One seed per world, shared by the candidates: the same deck luck for each.
    const seed = `rr-playout-${rng.int(2 ** 31)}`;
    // A world once started is played out for every candidate (the budget may overrun by one world):
    // a candidate cut short there would be compared with others played to the end.
    candidates.forEach((candidate, i) => {
      const { value, plays } = playOut(world, candidate.command, seat, createRng(seed, 0), MAX_PLAYOUT_STEPS);
      outcomes[i]?.push(value);
      left -= plays;
    });
  }
  const top = Math.max(...candidates.map((c) => c.value));
  const means = outcomes.map(mean);
  let chosen = -1;
  candidates.forEach((c, i) => {
    if (c.value === top && (chosen < 0 || (means[i] as number) > (means[chosen] as number))) chosen = i;
  });
  const base = outcomes[chosen] as number[];
  let bestGain = 0;
  let overruled = chosen;
  candidates.forEach((c, i) => {
    if (c.value === top) return;
    const diffs = (outcomes[i] as number[]).map((v, w) => v - (base[w] as number));
    const gain = mean(diffs);
    if (gain > bestGain && gain > budget.confidence * standardError(diffs)) [bestGain, overruled] = [gain, i];
  });
  return (candidates[overruled] as Candidate).command;
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

function standardError(xs: readonly number[]): number {
  if (xs.length < 2) return Infinity;
  const m = mean(xs);
  const variance = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(variance / xs.length);
}

/** Rule applications a playout may take before it is scored where it stands (a hand ends long before). */
const MAX_PLAYOUT_STEPS = 600;

/** `command` by `seat` in `world`, then the hand played out with the heuristic for every seat. */
export function playOut(world: State, command: Command, seat: Seat, rng: Rng, maxPlays: number): { value: number; plays: number } {
  let state = world;
  let plays = 0;
  let next: { seat: Seat; command: Command } | null = { seat, command };
  const startHand = world.handNumber;
  while (next !== null && plays < maxPlays) {
    const events = decide(state, next.command, next.seat, rng);
    plays++;
    if (isRejection(events)) break; // a rebuilt world may refuse what the real one allows: score as it stands
    for (const event of events) {
      if (event.type === 'HandScored') return { value: handValue(event.score, seat), plays };
      state = evolve(state, event);
    }
    next = nextDecision(state, rng);
    if (state.handNumber !== startHand) break;
  }
  return { value: standingValue(state, seat), plays };
}

/** The first pending seat and what the heuristic would play there. */
function nextDecision(state: State, rng: Rng): { seat: Seat; command: Command } | null {
  const decision = pending(state)[0];
  if (decision === undefined) return null;
  const commands = legalCommands(state, decision.seat);
  if (commands.length === 0) return null;
  const command = commands.length === 1 ? (commands[0] as Command) : heuristicChoice(view(state, decision.seat), decision.seat, commands, rng);
  return { seat: decision.seat, command };
}

/** The seat's hand total less the best other seat's. */
function handValue(score: HandScore, seat: Seat): number {
  const mine = score.players.find((p) => p.seat === seat)?.total ?? 0;
  const others = score.players.filter((p) => p.seat !== seat).map((p) => p.total);
  return mine - Math.max(...others);
}

/** A playout cut short (budget, refusal): the hand scored as if it ended now. */
function standingValue(state: State, seat: Seat): number {
  return handValue(scoreHand(state, { reason: 'went-out', seat }).score, seat);
}
