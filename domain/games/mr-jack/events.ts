/**
 * Events: every outcome, random ones included, so evolve is pure and total. Which of them are
 * secret, and from whom, is decided in redact.ts; the fields that redaction needs (who drew, in
 * which role) are carried by the events themselves.
 */
import type { Seat } from '../../engine/game.js';
import type { Edition, ExitId, Hex } from './rules/board.js';
import type { CharacterId } from './rules/characters.js';
import type { Direction } from './rules/hex.js';
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
  /** The end: reveals Jack and every alibi card drawn with Holmes. */
  | ({
      type: 'GameEnded';
      jack: CharacterId;
      jackDraws: CharacterId[];
      /** Absent from games recorded before the Detective's draws became private. */
      detectiveDraws?: CharacterId[];
    } & Outcome);
