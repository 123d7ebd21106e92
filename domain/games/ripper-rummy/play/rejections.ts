/**
 * The codes Ripper Rummy refuses a command with: apart from decide.ts, so the checks that emit
 * them (rules/checks.ts) and decide, which calls the checks, do not import each other.
 */
import type { CommonRejectionCode, Rejection } from '../../../engine/rejection.js';

/** Every code Ripper Rummy refuses a command with, besides the common ones (rules/checks.ts emits them all). */
export type RipperRummyRejectionCode =
  | 'not-a-seat'
  | 'waiting-for-votes'
  | 'waiting-for-discards'
  | 'waiting-for-escape-window'
  | 'vote-only-before-drawing'
  | 'vote-already-called'
  | 'vote-needs-own-meld'
  | 'vote-needs-meld-on-table'
  | 'no-vote-called'
  | 'already-voted'
  | 'already-drew'
  | 'must-draw-first'
  | 'discard-pile-empty'
  | 'card-not-in-hand'
  | 'duplicate-card'
  | 'table-empty-gavel-only'
  | 'meld-needs-victim'
  | 'meld-evidence-only'
  | 'meld-not-identical'
  | 'no-wild-in-letters'
  | 'wild-needs-natural'
  | 'meld-too-small'
  | 'single-needs-meld'
  | 'wild-copy-needs-own-evidence'
  | 'wild-needs-suspect'
  | 'royal-alibi-needs-choice'
  | 'card-takes-no-suspect'
  | 'scene-must-take'
  | 'scene-take-not-in-discard'
  | 'take-only-with-scene'
  | 'one-gavel-per-turn'
  | 'suspect-needs-meld'
  | 'alibi-needs-meld'
  | 'ripper-escapes-needs-five-victims'
  | 'ripper-escapes-own-command'
  | 'already-discarded'
  | 'no-escape-window'
  | 'already-passed';

export type RipperRummyRejection = Rejection<RipperRummyRejectionCode | CommonRejectionCode>;
