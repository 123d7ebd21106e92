/**
 * What happens by itself after a command (rules §3, §5, §9): the Extension's reveal of the pool
 * once both seats kept their pair and the next batch (or round 1) once a batch is placed; Holmes'
 * draw after his move, Abberline's questioning and the start of Pizer's flight at the end of
 * theirs, the end of a whistle or a flight, the end of an activation, and after the fourth
 * activation the witness call, the closing of a gaslight, the next round (or Jack's win after round 8).
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import type { MrJackEvent } from '../play/events.js';
import { evolve } from '../play/evolve.js';
import { LAST_ROUND, phaseOf, roleOfSeat, type Activation, type MrJackState } from '../play/state.js';
import type { CharacterId } from './characters.js';
import { gameEnded } from './ending.js';
import { afterPlacement, flightStarts, questioning, revealPool } from './extension.js';
import { Situation } from './situation.js';
import { draftersLeft } from './turn.js';
import { visibleCharacters } from './visibility.js';

/** Gaslight tiles 1–4 go out at the end of the round of their number (rules §3.3). */
const LAST_ROUND_WITH_A_GASLIGHT_TO_CLOSE = 4;

/** `events` followed by everything they set off, until a player must act again. */
export function withConsequences(state: MrJackState, events: MrJackEvent[], rng: Rng): MrJackEvent[] {
  const all = [...events];
  let s = events.reduce(evolve, state);
  for (let next = automaticEvents(s, rng); next.length > 0; next = automaticEvents(s, rng)) {
    all.push(...next);
    s = next.reduce(evolve, s);
  }
  return all;
}

function automaticEvents(state: MrJackState, rng: Rng): MrJackEvent[] {
  if (state.outcome !== null) return [];
  const phase = phaseOf(state);
  if (phase === 'draft') return draftersLeft(state).length === 0 ? revealPool(state, rng) : [];
  if (phase === 'placement') return afterPlacement(state, rng);
  const a = state.activation;
  if (a !== null) return activationEvents(state, a);
  if (state.used.length === state.roundCards.length && state.roundCards.length > 0) return endOfRound(state, rng);
  return [];
}

/**
 * What an activation sets off by itself: the end of a whistle or a flight that can go no
 * further, the abilities that act once the character has moved (Holmes, Abberline, Pizer), and
 * the end of the activation when no step is left.
 */
function activationEvents(state: MrJackState, a: Activation): MrJackEvent[] {
  if (a.facingDue) return [];
  const situation = new Situation(state);
  if (a.whistlePoints !== null) {
    // Spend all 3 points where legal (rules §11): the whistle ends when none is left or no
    // further step is possible.
    return a.whistlePoints === 0 || !situation.whistle().possible() ? [{ type: 'WhistleEnded', pointsLeft: a.whistlePoints }] : [];
  }
  if (a.fleeing !== undefined && !a.abilityUsed) {
    // Every character next to Pizer flees; one with nowhere to go is left where it stands.
    return situation.flight().possible() ? [] : [{ type: 'FlightEnded', stranded: [...a.fleeing] }];
  }
  if (a.moved && !a.abilityUsed) {
    const effect = AFTER_MOVE[a.character]?.(state, a);
    if (effect) return effect;
  }
  return situation.step() === null ? [{ type: 'ActivationEnded', character: a.character, abilityUsed: a.abilityUsed }] : [];
}

/** Abilities that act by themselves once the character has moved (null: nothing happens). */
const AFTER_MOVE: Partial<Record<CharacterId, (state: MrJackState, a: Activation) => MrJackEvent[] | null>> = {
  holmes: (state, a) => {
    const [top] = state.alibiDeck;
    return top === undefined ? null : holmesDraw(state, a.seat, top);
  },
  abberline: (state) => [questioning(state)],
  pizer: (state, a) => (a.fleeing === undefined ? [flightStarts(state)] : null),
};

/**
 * Holmes draws the top alibi card (rules §5): the Detective's draw clears that character publicly;
 * Jack's draw is withheld from the Detective. With the deck empty there is nothing to draw.
 */
function holmesDraw(state: MrJackState, seat: Seat, card: CharacterId): MrJackEvent[] {
  const role = roleOfSeat(state, seat) ?? 'detective';
  const drawn: MrJackEvent = { type: 'AlibiDrawn', seat, role, card };
  if (role === 'detective' && !state.cleared.includes(card)) return [drawn, { type: 'CharacterCleared', character: card, by: 'alibi' }];
  return [drawn];
}

function endOfRound(state: MrJackState, rng: Rng): MrJackEvent[] {
  const events: MrJackEvent[] = [witnessCall(state)];
  if (state.round <= LAST_ROUND_WITH_A_GASLIGHT_TO_CLOSE) {
    const tile = state.gaslights.find((g) => g.tile === state.round);
    if (tile !== undefined) events.push({ type: 'GaslightRemoved', round: state.round, tile: state.round, hex: tile.hex });
  }
  if (state.round >= LAST_ROUND) {
    events.push(gameEnded(state, 'jack', 'round-8'));
    return events;
  }
  const round = state.round + 1;
  if (round % 2 === 1) {
    // After an even round the whole character deck is shuffled again (rules §3.4).
    const order = rng.shuffle(state.pool);
    events.push({ type: 'CharacterDeckShuffled', order }, { type: 'RoundStarted', round, cards: order.slice(0, 4) });
  } else {
    events.push({ type: 'RoundStarted', round, cards: state.characterDeck.slice(0, 4) });
  }
  return events;
}

/**
 * The witness call (rules §3.2): the server states truthfully whether Jack's character is
 * visible; if so every invisible suspect is cleared, otherwise every visible one.
 */
export function witnessCall(state: MrJackState): MrJackEvent {
  const visible = visibleCharacters(state);
  const jackVisible = state.jack !== null && visible.includes(state.jack);
  const cleared = state.pool.filter((c) => !state.cleared.includes(c) && visible.includes(c) !== jackVisible);
  return { type: 'WitnessCalled', round: state.round, jackVisible, cleared };
}
