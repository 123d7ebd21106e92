/**
 * Commands (step-sized, rules §3–§7). The schema only checks shapes: names of hexes, exits,
 * characters and directions must exist. Whether a command is allowed now is decide's job.
 */
import * as z from 'zod/mini';
import { EXIT_IDS, HEX_LABELS } from './rules/board.js';
import { BASE_CHARACTERS, WHISTLE_POINTS } from './rules/characters.js';
import { DIRECTIONS } from './rules/hex.js';

const Character = z.enum(BASE_CHARACTERS);
const HexLabel = z.enum(HEX_LABELS as [string, ...string[]]);
const Exit = z.enum(EXIT_IDS);

export const MrJackCommand = z.discriminatedUnion('type', [
  /** Choose one of the round's revealed characters and activate it (rules §3.1). */
  z.strictObject({ type: z.literal('pick'), character: Character }),
  /** Move the active character to a street hex, or (Jack's character only) off the board through an exit. */
  z.strictObject({ type: z.literal('move'), to: z.union([HexLabel, Exit]) }),
  /** The Detective moves the active character onto the suspect's hex (rules §7). */
  z.strictObject({ type: z.literal('accuse'), suspect: Character }),
  /** Gull, instead of moving: swap places with another character. */
  z.strictObject({ type: z.literal('swap'), with: Character }),
  /** Watson's lantern after he was moved (by his move, a swap or a whistle). */
  z.strictObject({ type: z.literal('face'), direction: z.enum(DIRECTIONS) }),
  /** Smith: a lit gaslight tile onto an unlit gaslight hex. */
  z.strictObject({ type: z.literal('move-gaslight'), from: HexLabel, to: HexLabel }),
  /** Lestrade: a police cordon to an exit without one. */
  z.strictObject({ type: z.literal('move-cordon'), from: Exit, to: Exit }),
  /** Bert: a manhole cover onto an open manhole. */
  z.strictObject({ type: z.literal('move-manhole-cover'), from: HexLabel, to: HexLabel }),
  /**
   * Goodley: one step of the whistle, bringing one other character closer to him along a street
   * walk of `points` hexes (absent: the fewest points that make the step legal).
   */
  z.strictObject({ type: z.literal('whistle'), character: Character, to: HexLabel, points: z.optional(z.int().check(z.minimum(1), z.maximum(WHISTLE_POINTS))) }),
  /** Concede (also what the platform posts when the acting seat's time runs out). */
  z.strictObject({ type: z.literal('resign') }),
]);
export type MrJackCommand = z.infer<typeof MrJackCommand>;
