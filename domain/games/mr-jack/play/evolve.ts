/** evolve: pure and total — every outcome, random ones included, arrives in an event. */
import type { MrJackEvent } from './events.js';
import { ALL_CHARACTERS, WHISTLE_POINTS, type CharacterId } from '../rules/characters.js';
import type { Activation, Draft, MrJackState } from './state.js';

function withActivation(state: MrJackState, change: (a: Activation) => Partial<Activation>): MrJackState {
  return state.activation === null ? state : { ...state, activation: { ...state.activation, ...change(state.activation) } };
}

/** Whoever moves Watson chooses his facing next (rules §5). */
function facingDueIf(watsonMoved: boolean): Partial<Activation> {
  return watsonMoved ? { facingDue: true } : {};
}

/** The draft with one change; a draft is started by the first deal. */
function withDraft(state: MrJackState, change: (d: Draft) => Partial<Draft>): MrJackState {
  const draft: Draft = state.draft ?? { dealt: { jack: [], detective: [] }, kept: { jack: null, detective: null }, revealed: false };
  return { ...state, draft: { ...draft, ...change(draft) } };
}

function addUnique(cleared: CharacterId[], more: CharacterId[]): CharacterId[] {
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
        pool: ALL_CHARACTERS.filter((c) => event.positions[c] !== undefined),
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
        // The Extension: placement is over, and Abberline's questioning lasts one round.
        ...(state.placement === undefined ? {} : { placement: null }),
        ...(state.questioned === undefined ? {} : { questioned: [] }),
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
      return { ...state, cleared: addUnique(state.cleared, [event.character]) };
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
        whistled: [...(a.whistled ?? []), event.character],
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
      return { ...state, witness: event.jackVisible ? 'visible' : 'invisible', cleared: addUnique(state.cleared, event.cleared) };
    case 'GaslightRemoved':
      return { ...state, gaslights: state.gaslights.filter((g) => g.tile !== event.tile) };
    case 'CharacterEscaped': {
      const positions = { ...state.positions };
      delete positions[event.character];
      return { ...state, positions };
    }
    // ---- the Extension ----
    case 'CharactersDealt':
      return withDraft(state, (d) => ({ dealt: { ...d.dealt, [event.role]: [...event.cards] } }));
    case 'CharactersKept':
      return withDraft(state, (d) => ({ kept: { ...d.kept, [event.role]: [...event.characters] } }));
    case 'PoolRevealed':
      return { ...withDraft(state, () => ({ revealed: true })), pool: [...event.pool] };
    case 'PlacementBatchRevealed':
      return {
        ...state,
        placement: { batch: event.batch, cards: [...event.cards], placed: [] },
        characterDeck: state.characterDeck.filter((c) => !event.cards.includes(c)),
      };
    case 'CharacterPlaced': {
      const positions = { ...state.positions, [event.character]: event.to };
      const p = state.placement;
      return { ...state, positions, placement: p ? { ...p, placed: [...p.placed, event.character] } : p };
    }
    case 'BarricadePlaced':
      return withActivation({ ...state, barricade: [event.to[0], event.to[1]] }, () => ({ abilityUsed: true }));
    case 'CharactersQuestioned':
      return withActivation({ ...state, questioned: addUnique(state.questioned ?? [], event.characters) }, () => ({ abilityUsed: true }));
    case 'FlightStarted':
      return withActivation(state, () => ({ fleeing: [...event.characters] }));
    case 'Fled': {
      const moved = { ...state, positions: { ...state.positions, [event.character]: event.to } };
      return withActivation(moved, (a) => ({ fleeing: (a.fleeing ?? []).filter((c) => c !== event.character), ...facingDueIf(event.character === 'watson') }));
    }
    case 'FlightEnded':
      return withActivation(state, () => ({ fleeing: [], abilityUsed: true }));
    case 'Leapt': {
      const moved = { ...state, positions: { ...state.positions, [event.character]: event.to } };
      return withActivation(moved, () => ({ moved: true, abilityUsed: true }));
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
