/**
 * Events: every outcome, random ones included, so evolve is pure and total. Which of them are
 * secret, and from whom, is decided in redact.ts; the fields that redaction needs (who drew, in
 * which role) are carried by the events themselves.
 */
import type { Seat } from '../../../engine/game.js';
import type { Edition, ExitId, Hex } from '../rules/board.js';
import type { CharacterId } from '../rules/characters.js';
import type { Direction } from '../rules/hex.js';
import type { Edge } from '../rules/streets.js';
import type { BoardLayout, Outcome, Role } from './state.js';

export type MrJackEvent =
  | { type: 'RolesAssigned'; jackSeat: Seat; detectiveSeat: Seat; drawn: boolean }
  | ({ type: 'BoardSetUp'; edition: Edition } & BoardLayout)
  /** Secret: never leaves the server (redacted to a count). */
  | { type: 'AlibiDeckShuffled'; order: CharacterId[] }
  /** Secret from everyone but Jack's seat until the end. */
  | { type: 'JackIdentityDrawn'; seat: Seat; character: CharacterId }
  /** Secret: never leaves the server (redacted to a count). */
  | { type: 'CharacterDeckShuffled'; order: CharacterId[] }
  | { type: 'RoundStarted'; round: number; cards: CharacterId[] }
  | { type: 'CharacterPicked'; round: number; seat: Seat; role: Role; character: CharacterId }
  | { type: 'CharacterMoved'; character: CharacterId; from: Hex; to: Hex }
  /** The active character had nowhere to go and stayed (an [R] reading, see move-rules.ts). */
  | { type: 'CharacterStayed'; character: CharacterId; hex: Hex }
  | { type: 'WatsonFaced'; direction: Direction }
  /** The card is seen by the drawing seat only until the end; a Detective draw clears publicly (CharacterCleared). */
  | { type: 'AlibiDrawn'; seat: Seat; role: Role; card: CharacterId }
  | { type: 'CharacterCleared'; character: CharacterId; by: 'alibi' }
  | { type: 'GaslightMoved'; from: Hex; to: Hex; tile: number | null }
  | { type: 'CordonMoved'; from: ExitId; to: ExitId }
  | { type: 'ManholeCoverMoved'; from: Hex; to: Hex }
  | { type: 'Whistled'; character: CharacterId; from: Hex; to: Hex; points: number }
  | { type: 'WhistleEnded'; pointsLeft: number }
  | { type: 'CharactersSwapped'; character: CharacterId; with: CharacterId; from: Hex; to: Hex }
  | { type: 'ActivationEnded'; character: CharacterId; abilityUsed: boolean }
  | { type: 'WitnessCalled'; round: number; jackVisible: boolean; cleared: CharacterId[] }
  | { type: 'GaslightRemoved'; round: number; tile: number; hex: Hex }
  | { type: 'CharacterEscaped'; character: CharacterId; exit: ExitId }
  | { type: 'Accused'; character: CharacterId; suspect: CharacterId; from: Hex; to: Hex; right: boolean }
  | { type: 'Resigned'; seat: Seat; role: Role }
  // ---- the Extension (rules §9) ----
  /** The draft's deal to one seat: secret from everyone but that seat (redacted to a count). */
  | { type: 'CharactersDealt'; seat: Seat; role: Role; cards: CharacterId[] }
  /** One seat's kept pair: secret from everyone but that seat until PoolRevealed. */
  | { type: 'CharactersKept'; seat: Seat; role: Role; characters: CharacterId[] }
  /** Both kept pairs, once both seats chose: the 8 characters in play (table order). */
  | { type: 'PoolRevealed'; kept: Record<Role, CharacterId[]>; pool: CharacterId[] }
  /** Four character cards revealed for placing on start hexes (batch 1: odd-round pattern; 2: even). */
  | { type: 'PlacementBatchRevealed'; batch: 1 | 2; cards: CharacterId[] }
  | { type: 'CharacterPlaced'; seat: Seat; role: Role; character: CharacterId; to: Hex }
  /** Lane's barricade onto an edge (`to` in board order); `from` is where it stood, if anywhere. */
  | { type: 'BarricadePlaced'; from: Edge | null; to: Edge }
  /** Abberline, at the end of his move: these characters may move at most 1 hex until the round ends. */
  | { type: 'CharactersQuestioned'; characters: CharacterId[] }
  /** Pizer, at the end of his move: these characters must flee (one command each). */
  | { type: 'FlightStarted'; characters: CharacterId[] }
  | { type: 'Fled'; character: CharacterId; from: Hex; to: Hex }
  /** The flight is over; `stranded` had nowhere to flee to. */
  | { type: 'FlightEnded'; stranded: CharacterId[] }
  | { type: 'Leapt'; character: CharacterId; from: Hex; to: Hex }
  /** The end: reveals Jack, every alibi card drawn with Holmes and (Extension) the draft's deals. */
  | ({
      type: 'GameEnded';
      /** null only when the game ended in the Extension's draft, before Jack was drawn. */
      jack: CharacterId | null;
      jackDraws: CharacterId[];
      /** Absent from games recorded before the Detective's draws became private. */
      detectiveDraws?: CharacterId[];
      /** Extension only: the cards each role was dealt in the draft. */
      dealt?: Record<Role, CharacterId[]>;
    } & Outcome);
