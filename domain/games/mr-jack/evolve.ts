/** evolve: pure and total — every outcome, random ones included, arrives in an event. */
import type { MrJackEvent } from './events.js';
import { BASE_CHARACTERS, WHISTLE_POINTS, type CharacterId } from './rules/characters.js';
import type { Activation, MrJackState } from './state.js';

function withActivation(state: MrJackState, change: (a: Activation) => Partial<Activation>): MrJackState {
  return state.activation === null ? state : { ...state, activation: { ...state.activation, ...change(state.activation) } };
}

/** Whoever moves Watson chooses his facing next (rules §5). */
function facingDueIf(watsonMoved: boolean): Partial<Activation> {
  return watsonMoved ? { facingDue: true } : {};
}

function addCleared(cleared: CharacterId[], more: CharacterId[]): CharacterId[] {
  const out = [...cleared];
  for (const c of more) if (!out.includes(c)) out.push(c);
  return out;
}

export function evolve(state: MrJackState, event: MrJackEvent): MrJackState {
  switch (event.type) {
    case 'RolesAssigned':
      return { ...state, jackSeat: event.jackSeat };
    case 'BoardSetUp':
      return {
        ...state,
        edition: event.edition,
        pool: BASE_CHARACTERS.filter((c) => event.positions[c] !== undefined),
        positions: { ...event.positions },
        watsonFacing: event.watsonFacing,
        gaslights: event.gaslights.map((g) => ({ ...g })),
        coveredManholes: [...event.coveredManholes],
        cordons: [...event.cordons],
        witness: event.witness,
      };
    case 'AlibiDeckShuffled':
      return { ...state, alibiDeck: [...event.order] };
    // Both draws take the top card of the alibi deck (the card is in the event, decided by decide).
    case 'JackIdentityDrawn':
      return { ...state, jack: event.character, alibiDeck: state.alibiDeck.slice(1) };
    case 'CharacterDeckShuffled':
      return { ...state, characterDeck: [...event.order] };
    case 'RoundStarted':
      return {
        ...state,
        round: event.round,
        roundCards: [...event.cards],
        characterDeck: state.characterDeck.filter((c) => !event.cards.includes(c)),
        used: [],
        activation: null,
      };
    case 'CharacterPicked':
      return {
        ...state,
        used: [...state.used, event.character],
        activation: { character: event.character, seat: event.seat, moved: false, abilityUsed: false, whistlePoints: null, facingDue: false },
      };
    case 'CharacterMoved': {
      const moved = { ...state, positions: { ...state.positions, [event.character]: event.to } };
      return withActivation(moved, () => ({ moved: true, ...facingDueIf(event.character === 'watson') }));
    }
    case 'CharacterStayed':
      return withActivation(state, () => ({ moved: true, ...facingDueIf(event.character === 'watson') }));
    case 'WatsonFaced':
      return withActivation({ ...state, watsonFacing: event.direction }, () => ({ facingDue: false }));
    case 'AlibiDrawn':
      return withActivation(
        {
          ...state,
          alibiDeck: state.alibiDeck.slice(1),
          draws: [...state.draws, { role: event.role, card: event.card }],
        },
        () => ({ abilityUsed: true }),
      );
    case 'CharacterCleared':
      return { ...state, cleared: addCleared(state.cleared, [event.character]) };
    case 'GaslightMoved':
      return withActivation(
        { ...state, gaslights: state.gaslights.map((g) => (g.hex === event.from ? { hex: event.to, tile: g.tile } : g)) },
        () => ({ abilityUsed: true }),
      );
    case 'CordonMoved':
      return withActivation({ ...state, cordons: state.cordons.map((c) => (c === event.from ? event.to : c)) }, () => ({ abilityUsed: true }));
    case 'ManholeCoverMoved':
      return withActivation(
        { ...state, coveredManholes: state.coveredManholes.map((m) => (m === event.from ? event.to : m)) },
        () => ({ abilityUsed: true }),
      );
    case 'Whistled': {
      const moved = { ...state, positions: { ...state.positions, [event.character]: event.to } };
      return withActivation(moved, (a) => ({
        whistlePoints: (a.whistlePoints ?? WHISTLE_POINTS) - event.points,
        ...facingDueIf(event.character === 'watson'),
      }));
    }
    case 'WhistleEnded':
      return withActivation(state, () => ({ whistlePoints: null, abilityUsed: true }));
    case 'CharactersSwapped': {
      const positions = { ...state.positions, [event.character]: event.to, [event.with]: event.from };
      const watsonMoved = event.character === 'watson' || event.with === 'watson';
      return withActivation({ ...state, positions }, () => ({ moved: true, abilityUsed: true, ...facingDueIf(watsonMoved) }));
    }
    case 'ActivationEnded':
      return { ...state, activation: null };
    case 'WitnessCalled':
      return { ...state, witness: event.jackVisible ? 'visible' : 'invisible', cleared: addCleared(state.cleared, event.cleared) };
    case 'GaslightRemoved':
      return { ...state, gaslights: state.gaslights.filter((g) => g.tile !== event.tile) };
    case 'CharacterEscaped': {
      const positions = { ...state.positions };
      delete positions[event.character];
      return { ...state, positions };
    }
    case 'Accused':
    case 'Resigned':
      return state; // recorded for the history; the GameEnded that follows carries the outcome
    case 'GameEnded':
      return {
        ...state,
        activation: null,
        outcome: { winner: event.winner, reason: event.reason, round: event.round, exit: event.exit, suspect: event.suspect, accuser: event.accuser },
      };
  }
}
