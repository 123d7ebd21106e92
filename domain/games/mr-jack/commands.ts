/**
 * Commands (step-sized, rules §3–§7). The schema only checks shapes: names of hexes, exits,
 * characters and directions must exist. Whether a command is allowed now is decide's job.
 */
import * as z from 'zod/mini';
import { EXIT_IDS, HEX_LABELS } from './rules/board.js';
import { ALL_CHARACTERS, WHISTLE_POINTS } from './rules/characters.js';
import { DIRECTIONS } from './rules/hex.js';

const Character = z.enum(ALL_CHARACTERS);
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
  // ---- the Extension (rules §9) ----
  /** The draft: the two dealt characters this seat keeps (either order). */
  z.strictObject({ type: z.literal('keep'), characters: z.tuple([Character, Character]) }),
  /** Start hexes: one of the batch's revealed characters onto a free street hex. */
  z.strictObject({ type: z.literal('place'), character: Character, to: HexLabel }),
  /** Joseph Lane: the barricade onto the edge between two adjacent street hexes (either order). */
  z.strictObject({ type: z.literal('barricade'), between: z.tuple([HexLabel, HexLabel]) }),
  /** John Pizer's flight: move one fleeing character to a free street hex farther from him. */
  z.strictObject({ type: z.literal('flee'), character: Character, to: HexLabel }),
  /** Spring-Heeled Jack, instead of moving: a straight leap of 2 or 3 hexes onto a free street hex. */
  z.strictObject({ type: z.literal('leap'), to: HexLabel }),
  /** Concede (also what the platform posts when the acting seat's time runs out). */
  z.strictObject({ type: z.literal('resign') }),
]);
export type MrJackCommand = z.infer<typeof MrJackCommand>;
