/**
 * The state as one viewer may see it (rules §8): everything a client needs to draw the board.
 * Never in it: the order of the character deck and the alibi deck. Only for Jack's seat (and for
 * everyone once the game is over): Jack's character and the alibi cards Jack drew with Holmes;
 * likewise the Detective's Holmes draws only for the Detective's seat (seed: only the player
 * activating Holmes sees the draw; a suspect drawn is cleared, which is public). The Extension's
 * draft: each seat sees its own dealt cards and kept pair; the other seat (and a spectator) sees
 * counts and whether it has chosen, then both kept pairs at the reveal, and the deals at the end.
 */
import type { Viewer } from '../../../engine/game.js';
import { pending } from '../play/pending.js';
import { result } from '../play/result.js';
import { BOARD_HEXES, EDITIONS, EXITS, type Edition, type ExitId, type Hex, type HexType } from '../rules/board.js';
import { ALWAYS_IN_POOL, CHARACTERS, type CharacterId } from '../rules/characters.js';
import type { Direction } from '../rules/hex.js';
import type { Edge } from '../rules/streets.js';
import { actingSeat, currentStep, type Step } from '../rules/turn.js';
import { litHexes, visibleCharacters, watsonBeam } from '../rules/visibility.js';
import { LAST_ROUND, drawsOf, occupant, roleOfSeat, seatOfRole, type Draft, type MrJackState, type Role, type WitnessCard } from '../play/state.js';

export interface HexView {
  label: Hex;
  col: number;
  row: number;
  type: HexType;
  /** null when the hex has no manhole. */
  manhole: 'open' | 'covered' | null;
  /** null unless a gaslight hex; tile null = an unnumbered lit tile. */
  gaslight: { lit: boolean; tile: number | null } | null;
  lit: boolean;
  occupant: CharacterId | null;
}

export interface CharacterView {
  id: CharacterId;
  name: string;
  /** null once the character left the board (Jack's escape). */
  hex: Hex | null;
  side: 'suspect' | 'cleared';
  visible: boolean;
  moves: number;
  timing: string;
  mandatory: boolean;
  ability: string;
}

/** One role's side of the Extension's draft, as the viewer may see it. */
export interface DraftHandView {
  dealtCount: number;
  /** The cards dealt: for that role's own seat, or for everyone at the end. */
  dealt: CharacterId[] | null;
  chosen: boolean;
  /** The pair kept: for that role's own seat once chosen, for everyone once both are revealed. */
  kept: CharacterId[] | null;
}

export interface DraftView {
  alwaysIn: CharacterId[];
  revealed: boolean;
  /** The name of every character this draft view mentions (none is on the board yet to name it). */
  names: Partial<Record<CharacterId, string>>;
  jack: DraftHandView;
  detective: DraftHandView;
}

export interface MrJackView {
  game: 'mr-jack';
  edition: Edition;
  extension: boolean;
  you: { seat: number | null; role: Role | null };
  seats: { jack: number; detective: number } | null;
  round: number;
  lastRound: number;
  over: boolean;
  /** Who acts now and at which step; null between rounds, during the Extension's draft (see `draft`) or at the end. */
  turn: {
    seat: number;
    role: Role | null;
    step: Step;
    character: CharacterId | null;
    whistlePointsLeft: number | null;
    /** Pizer's flight: the characters still to flee. */
    fleeing: CharacterId[] | null;
    prompt: string;
  } | null;
  /** The Extension's draft (null in the base game). */
  draft: DraftView | null;
  /** The Extension's start hexes while they are placed: the batch revealed and which are placed. */
  placement: { batch: 1 | 2; cards: { character: CharacterId; placed: boolean }[] } | null;
  /** Lane's barricade: the two street hexes it stands between (board order), or null. */
  barricade: Edge | null;
  /** Characters Abberline questioned this round (at most 1 hex per move until it ends). */
  questioned: CharacterId[];
  roundCards: { character: CharacterId; used: boolean; active: boolean }[];
  witness: WitnessCard;
  hexes: HexView[];
  exits: { id: ExitId; gateway: Hex; cordon: boolean }[];
  characters: CharacterView[];
  watson: { facing: Direction; beam: Hex[] };
  litHexes: Hex[];
  cleared: CharacterId[];
  suspects: CharacterId[];
  alibi: {
    deckCount: number;
    /** The Detective's Holmes draws: only for the Detective's seat, or for everyone at the end
     *  (a draw of a suspect clears it, which everyone sees in `cleared`). */
    detectiveDraws: CharacterId[] | null;
    detectiveDrawCount: number;
    jackDrawCount: number;
    /** Jack's own Holmes draws: only for Jack's seat, or for everyone at the end. */
    jackDraws: CharacterId[] | null;
  };
  /** Jack's character: only for Jack's seat, or for everyone at the end. */
  jack: CharacterId | null;
  result: ReturnType<typeof result>;
}

export function view(state: MrJackState, viewer: Viewer): MrJackView {
  const role = typeof viewer === 'number' ? roleOfSeat(state, viewer) : null;
  const over = state.outcome !== null;
  const seesSecrets = over || role === 'jack';
  const lit = new Set(litHexes(state));
  const visible = new Set(visibleCharacters(state));
  const manholes = EDITIONS[state.edition].manholes;
  const seat = actingSeat(state);
  const step = currentStep(state);
  const decision = pending(state)[0];
  const a = state.activation;
  const jackDraws = drawsOf(state, 'jack');
  const detectiveDraws = drawsOf(state, 'detective');

  return {
    game: 'mr-jack',
    edition: state.edition,
    extension: state.draft !== undefined,
    you: { seat: typeof viewer === 'number' ? viewer : null, role },
    seats: state.jackSeat === null ? null : { jack: seatOfRole(state, 'jack'), detective: seatOfRole(state, 'detective') },
    round: state.round,
    lastRound: LAST_ROUND,
    over,
    turn:
      // The draft is both seats' decision at once: see `draft` (who has chosen) instead.
      seat === null || step === null || step === 'keep'
        ? null
        : {
            seat,
            role: roleOfSeat(state, seat),
            step,
            character: a?.character ?? null,
            whistlePointsLeft: a?.whistlePoints ?? null,
            fleeing: a?.fleeing && !a.abilityUsed ? [...a.fleeing] : null,
            prompt: decision?.prompt ?? '',
          },
    draft: state.draft === undefined ? null : draftView(state.draft, role, over),
    placement: state.placement ? { batch: state.placement.batch, cards: state.placement.cards.map((character) => ({ character, placed: state.placement?.placed.includes(character) ?? false })) } : null,
    barricade: state.barricade ? [state.barricade[0], state.barricade[1]] : null,
    questioned: [...(state.questioned ?? [])],
    roundCards: state.roundCards.map((character) => ({ character, used: state.used.includes(character), active: a?.character === character })),
    witness: state.witness,
    hexes: BOARD_HEXES.map((h) => {
      const tile = state.gaslights.find((g) => g.hex === h.label);
      return {
        label: h.label,
        col: h.col,
        row: h.row,
        type: h.type,
        manhole: manholes.includes(h.label) ? (state.coveredManholes.includes(h.label) ? 'covered' : 'open') : null,
        gaslight: h.type === 'gaslight' ? { lit: tile !== undefined, tile: tile?.tile ?? null } : null,
        lit: lit.has(h.label),
        occupant: occupant(state, h.label),
      };
    }),
    exits: EXITS.map((e) => ({ id: e.id, gateway: e.gateway, cordon: state.cordons.includes(e.id) })),
    characters: state.pool.map((id) => ({
      id,
      name: CHARACTERS[id].name,
      hex: state.positions[id] ?? null,
      side: state.cleared.includes(id) ? 'cleared' : 'suspect',
      visible: visible.has(id),
      moves: CHARACTERS[id].moves,
      timing: CHARACTERS[id].timing,
      mandatory: CHARACTERS[id].mandatory,
      ability: CHARACTERS[id].ability,
    })),
    watson: { facing: state.watsonFacing, beam: watsonBeam(state) },
    litHexes: [...lit],
    cleared: [...state.cleared],
    suspects: state.pool.filter((c) => !state.cleared.includes(c)),
    alibi: {
      deckCount: state.alibiDeck.length,
      detectiveDraws: over || role === 'detective' ? detectiveDraws : null,
      detectiveDrawCount: detectiveDraws.length,
      jackDrawCount: jackDraws.length,
      jackDraws: seesSecrets ? jackDraws : null,
    },
    jack: seesSecrets ? state.jack : null,
    result: result(state),
  };
}

function draftView(draft: Draft, viewer: Role | null, over: boolean): DraftView {
  const hand = (role: Role): DraftHandView => {
    const own = viewer === role;
    const kept = draft.kept[role];
    return {
      dealtCount: draft.dealt[role].length,
      dealt: own || over ? [...draft.dealt[role]] : null,
      chosen: kept !== null,
      kept: kept !== null && (own || draft.revealed) ? [...kept] : null,
    };
  };
  const jack = hand('jack');
  const detective = hand('detective');
  // Names only of what this viewer sees mentioned: a name says nothing a seen id does not.
  const mentioned = [...ALWAYS_IN_POOL, ...[jack, detective].flatMap((h) => [...(h.dealt ?? []), ...(h.kept ?? [])])];
  const names = Object.fromEntries(mentioned.map((c) => [c, CHARACTERS[c].name])) as Partial<Record<CharacterId, string>>;
  return { alwaysIn: [...ALWAYS_IN_POOL], revealed: draft.revealed, names, jack, detective };
}
