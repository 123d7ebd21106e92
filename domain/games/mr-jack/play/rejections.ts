/**
 * The codes Mr. Jack refuses a command with, and what a rule check answers: apart from decide.ts,
 * so the checks in rules/ and decide, which calls them, do not import each other.
 */
import type { CommonRejectionCode, Rejection } from '../../../engine/rejection.js';
import type { MrJackEvent } from './events.js';

/** Every rule code Mr. Jack answers with, besides the engine's common ones (not-your-turn, game-over). */
export type MrJackRejectionCode =
  // The order of a round and of an activation (rules §3.1, §5).
  | 'pick-a-character-first'
  | 'activation-unfinished'
  | 'ability-mandatory'
  | 'choose-watson-facing'
  | 'facing-not-due'
  | 'whistle-unfinished'
  | 'character-not-revealed'
  | 'character-already-used'
  // Moving, escaping and accusing (rules §4, §7).
  | 'already-moved'
  | 'must-leave-start-hex'
  | 'must-end-on-street'
  | 'hex-occupied'
  | 'out-of-reach'
  | 'blocked-by-obstacle'
  | 'only-jack-escapes'
  | 'cordon-blocks-exit'
  | 'witness-visible-no-escape'
  | 'only-detective-accuses'
  | 'accuse-another-character'
  | 'character-not-in-play'
  // Abilities (rules §5).
  | 'not-this-characters-ability'
  | 'ability-already-used'
  | 'no-lit-gaslight-there'
  | 'not-a-gaslight-hex'
  | 'gaslight-already-lit'
  | 'no-cordon-there'
  | 'exit-already-cordoned'
  | 'no-cover-there'
  | 'not-a-manhole'
  | 'manhole-already-covered'
  | 'swap-with-another-character'
  | 'whistle-others-only'
  | 'goodley-must-get-closer'
  | 'not-enough-whistle-points'
  | 'no-street-walk'
  | 'whistle-must-spend-all'
  // The Extension (rules §9): the draft and the start hexes.
  | 'draft-unfinished'
  | 'not-drafting'
  | 'already-kept'
  | 'keep-two-different'
  | 'not-dealt-to-you'
  | 'placement-unfinished'
  | 'not-placing'
  | 'character-already-placed'
  // The Extension's characters and the barricade.
  | 'blocked-by-barricade'
  | 'barricade-needs-streets'
  | 'barricade-needs-adjacent-hexes'
  | 'barricade-already-there'
  | 'questioned-moves-one'
  | 'questioned-cannot-leap'
  | 'flight-unfinished'
  | 'flight-not-due'
  | 'not-fleeing'
  | 'must-flee-farther'
  | 'not-a-leap';

export type MrJackRejection = Rejection<MrJackRejectionCode | CommonRejectionCode>;
/** What a check answers: the events of an accepted command, or the rule it breaks. */
export type Checked = MrJackEvent[] | MrJackRejection;
