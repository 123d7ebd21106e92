/**
 * `hard`'s look-ahead to the witness call. The witness call is what the round is played for (it
 * clears one group of suspects, and an unseen Jack may leave next round), and up to three more
 * activations come before it: the bot's own next one (in a round's order D J J D, or J D D J, the
 * second picker also has the third) and the other seat's, who can undo what a move did. The
 * shallow search of `normal` scores a position as if the call came right after the bot's own
 * activation, so it cannot tell a move that survives the reply from one that does not; looking
 * deeper into its own activation (what `hard` used to do) changes nothing there.
 *
 * So here every activation left before the call is played out by whoever picks it: the bot takes
 * its best ends (a few, each followed further), the other seat its single best end by its own
 * lights. What the other seat wants is modelled without its secrets: the Detective (as Jack sees
 * him) wants the fewest suspects left on average, which needs no knowledge of who Jack is; Jack (as
 * the Detective sees him, not knowing who he is) wants the opposite, as many as possible. An
 * activation is searched as a beam over its steps (pick → move or ability → the rest). Every rule
 * application counts against the decision's budget, so a decision stays fast and replays exactly.
 */
import type { Seat } from '../../../engine/game.js';
import { isRejection } from '../../../engine/rejection.js';
import type { Rng } from '../../../engine/rng.js';
import type { MrJackCommand } from '../play/commands.js';
import { decide } from '../play/decide.js';
import { evolve } from '../play/evolve.js';
import { legalCommands } from '../play/legal.js';
import { actingSeats } from '../rules/turn.js';
import type { MrJackState, Role } from '../play/state.js';
import { evaluate } from './evaluate.js';

export interface Budget {
  /** Rule applications (decide + evolve of one command) left for this decision. */
  plays: number;
}

export interface RoundSearch {
  /** Continuations kept at each step of an activation. */
  beam: number;
  /** The bot's own activation ends followed further (the other seat's: its best one only). */
  ownEnds: number;
  /** Steps of one activation searched (a pick, a move, an ability, Watson's facing, …). */
  steps: number;
}

interface Scored {
  state: MrJackState;
  value: number;
}

/**
 * The value for `role` (seat `seat`) of `state`, the activations left before the witness call
 * played out as above; `state` may be in the middle of the bot's own activation.
 */
export function valueToWitnessCall(state: MrJackState, seat: Seat, role: Role, search: RoundSearch, budget: Budget, rng: Rng): number {
  if (finished(state) || budget.plays <= 0) return evaluate(state, role);
  const [actor] = actingSeats(state);
  if (actor === undefined) return evaluate(state, role);
  const mine = actor === seat;
  const score = mine ? (s: MrJackState) => evaluate(s, role) : theirScore(role);
  const ends = activationEnds(state, actor, score, search, budget, rng);
  if (ends.length === 0) return evaluate(state, role);
  if (!mine) return valueToWitnessCall((ends[0] as Scored).state, seat, role, search, budget, rng);
  return Math.max(...ends.slice(0, search.ownEnds).map((e) => valueToWitnessCall(e.state, seat, role, search, budget, rng)));
}

/** What the other seat is taken to maximise (see the top of this file). */
function theirScore(role: Role): (s: MrJackState) => number {
  return role === 'jack' ? (s) => evaluate(s, 'detective') : (s) => -evaluate(s, 'detective');
}

/** Nothing more is played before the witness call: the game is over, or all four activations are. */
function finished(state: MrJackState): boolean {
  return state.outcome !== null || (state.activation === null && state.roundCards.length > 0 && state.used.length === state.roundCards.length);
}

/**
 * The positions where `seat`'s activation (from its pick, or from where it stands) can end, best
 * first by `score`: a beam search over its steps. Positions still inside the activation when the
 * steps or the budget run out are scored where they stand.
 */
function activationEnds(state: MrJackState, seat: Seat, score: (s: MrJackState) => number, search: RoundSearch, budget: Budget, rng: Rng): Scored[] {
  const ends: Scored[] = [];
  let frontier: Scored[] = [{ state, value: score(state) }];
  for (let step = 0; step < search.steps && frontier.length > 0; step++) {
    const next: Scored[] = [];
    for (const node of frontier) {
      for (const command of legalCommands(node.state, seat)) {
        if (command.type === 'resign' || command.type === 'accuse') continue;
        if (budget.plays-- <= 0) break;
        const after = playToCall(node.state, command, seat, rng);
        if (after === null) continue;
        const scored = { state: after, value: score(after) };
        (activationOver(after, seat) ? ends : next).push(scored);
      }
    }
    next.sort((a, b) => b.value - a.value);
    frontier = next.slice(0, search.beam);
  }
  // Cut short (steps or budget): the best unfinished activations stand for themselves.
  if (frontier[0] !== undefined && frontier[0].state !== state) ends.push(...frontier);
  return ends.sort((a, b) => b.value - a.value);
}

function activationOver(state: MrJackState, seat: Seat): boolean {
  return state.outcome !== null || state.activation === null || state.activation.seat !== seat;
}

/**
 * The world after `command`, stopped just before the witness call (what the call clears depends on
 * who Jack is, which the Detective's world only guesses); null if the rebuilt world refuses it.
 */
export function playToCall(state: MrJackState, command: MrJackCommand, seat: Seat, rng: Rng): MrJackState | null {
  const events = decide(state, command, seat, rng);
  if (isRejection(events)) return null;
  let s = state;
  for (const event of events) {
    if (event.type === 'WitnessCalled') break;
    s = evolve(s, event);
  }
  return s;
}
