/**
 * Commands (step-sized, rules §3–§7, §9). The schema only checks shapes: names of hexes, exits,
 * characters and directions must exist. Whether a command is allowed now is decide's job. Each
 * command's description (openapi.yaml is generated from it) says which decision it answers and
 * the rule codes it may be refused with, besides `not-your-turn`, `game-over` and the step codes
 * (`draft-unfinished`, `placement-unfinished`, `choose-watson-facing`, `whistle-unfinished`,
 * `flight-unfinished`, `activation-unfinished`, `ability-mandatory`, `pick-a-character-first`).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../engine/built-once.js';
import { EXIT_IDS, HEX_LABELS } from '../rules/board.js';
import { ALL_CHARACTERS, WHISTLE_POINTS } from '../rules/characters.js';
import { DIRECTIONS } from '../rules/hex.js';

/** The names commands and the view share; openapi.yaml shows each once (Game.namedSchemas). Built on first use, as the commands. */
export const sharedSchemas = /* @__PURE__ */ builtOnce(() => ({
  Character: z.enum(ALL_CHARACTERS),
  HexLabel: z.enum(HEX_LABELS as [string, ...string[]]),
  Exit: z.enum(EXIT_IDS),
}));
const says = (text: string) => z.describe(text);

/**
 * Built on first use (a posted command, openapi.yaml, the tests), not when the game is loaded: most
 * Lambdas never parse a command and would otherwise build these schema objects on every cold start.
 */
export const MrJackCommand = /* @__PURE__ */ builtOnce(() => {
  const { Character, HexLabel, Exit } = sharedSchemas();
  return z.discriminatedUnion('type', [
    /** Choose one of the round's revealed characters and activate it (rules §3.1). */
    z.strictObject({ type: z.literal('pick'), character: Character }).check(
      says("Decision `pick`: activate one of the round's four revealed characters. Refused: `character-not-revealed`, `character-already-used`."),
    ),
    /** Move the active character to a street hex, or (Jack's character only) off the board through an exit. */
    z.strictObject({ type: z.literal('move'), to: z.union([HexLabel, Exit]) }).check(
      says(
        'Decision `turn`: move the active character to a free street hex, or (Jack\'s player, Jack\'s character, Witness card on Invisible) leave through an exit (`NW`, `NE`, `SE`, `SW`). ' +
          'Refused: `already-moved`, `must-leave-start-hex`, `must-end-on-street`, `hex-occupied`, `out-of-reach`, `blocked-by-obstacle`, `blocked-by-barricade`, `questioned-moves-one`, `only-jack-escapes`, `cordon-blocks-exit`, `witness-visible-no-escape`.',
      ),
    ),
    /** The Detective moves the active character onto the suspect's hex (rules §7). */
    z.strictObject({ type: z.literal('accuse'), suspect: Character }).check(
      says('Decision `turn`, the Detective only: move the active character onto the suspect\'s hex. Refused: `only-detective-accuses`, `accuse-another-character`, `character-not-in-play`, and the reach codes of `move`.'),
    ),
    /** Gull, instead of moving: swap places with another character. */
    z.strictObject({ type: z.literal('swap'), with: Character }).check(says('Sir William Gull, instead of moving. Refused: `swap-with-another-character`, `character-not-in-play`, `already-moved`.')),
    /** Watson's lantern after he was moved (by his move, a swap, a whistle or a flight). */
    z.strictObject({ type: z.literal('face'), direction: z.enum(DIRECTIONS) }).check(
      says("Watson's lantern, right after anyone moved him (move, swap, whistle or flight). Refused: `facing-not-due`."),
    ),
    /** Smith: a lit gaslight tile onto an unlit gaslight hex. */
    z.strictObject({ type: z.literal('move-gaslight'), from: HexLabel, to: HexLabel }).check(
      says('John Smith, before or after his move: a lit gaslight tile onto an unlit gaslight hex. Refused: `no-lit-gaslight-there`, `not-a-gaslight-hex`, `gaslight-already-lit`.'),
    ),
    /** Lestrade: a police cordon to an exit without one. */
    z.strictObject({ type: z.literal('move-cordon'), from: Exit, to: Exit }).check(
      says('Inspector Lestrade, before or after his move. Refused: `no-cordon-there`, `exit-already-cordoned`.'),
    ),
    /** Bert: a manhole cover onto an open manhole. */
    z.strictObject({ type: z.literal('move-manhole-cover'), from: HexLabel, to: HexLabel }).check(
      says('Jeremy Bert, before or after his move. Refused: `no-cover-there`, `not-a-manhole`, `manhole-already-covered`.'),
    ),
    /**
     * Goodley: one step of the whistle, bringing one other character closer to him along a street
     * walk of `points` hexes (absent: the fewest points that make the step legal).
     */
    z.strictObject({ type: z.literal('whistle'), character: Character, to: HexLabel, points: z.optional(z.int().check(z.minimum(1), z.maximum(WHISTLE_POINTS))) }).check(
      says(
        'Sergeant Goodley, before or after his move: one step of the whistle (`points` absent: the fewest that make the step legal). ' +
          'Refused: `whistle-others-only`, `goodley-must-get-closer`, `not-enough-whistle-points`, `no-street-walk`, `whistle-must-spend-all`, `questioned-moves-one`, `hex-occupied`.',
      ),
    ),
    // ---- the Extension (rules §9) ----
    /** The draft: the two dealt characters this seat keeps (either order). */
    z.strictObject({ type: z.literal('keep'), characters: z.tuple([Character, Character]) }).check(
      says(
        'Extension, decision `draft` (both seats at once): keep two of the characters dealt to you, in either order; sealed until both seats chose. ' +
          'Refused: `not-dealt-to-you`, `keep-two-different`, `already-kept`, `not-drafting`.',
      ),
    ),
    /** Start hexes: one of the batch's revealed characters onto a free street hex. */
    z.strictObject({ type: z.literal('place'), character: Character, to: HexLabel }).check(
      says(
        'Extension, decision `place`: put one of the revealed characters not placed yet on a free street hex (first four in the odd-round order Detective, Jack, Jack, Detective; the other four in the even-round order). ' +
          'Refused: `character-not-revealed`, `character-already-placed`, `must-end-on-street`, `hex-occupied`, `not-placing`.',
      ),
    ),
    /** Joseph Lane: the barricade onto the edge between two adjacent street hexes (either order). */
    z.strictObject({ type: z.literal('barricade'), between: z.tuple([HexLabel, HexLabel]) }).check(
      says(
        'Extension, Joseph Lane, before or after his move (mandatory): the barricade onto the edge between two adjacent street hexes, named in either order (moving it if placed). ' +
          'Refused: `barricade-needs-streets`, `barricade-needs-adjacent-hexes`, `barricade-already-there`.',
      ),
    ),
    /** John Pizer's flight: move one fleeing character to a free street hex farther from him. */
    z.strictObject({ type: z.literal('flee'), character: Character, to: HexLabel }).check(
      says(
        "Extension, John Pizer's flight (mandatory, after his move): move one fleeing character 1–3 street hexes to a free hex strictly farther from Pizer. " +
          'Refused: `flight-not-due`, `not-fleeing`, `must-flee-farther`, `out-of-reach`, `questioned-moves-one`, `must-end-on-street`, `hex-occupied`.',
      ),
    ),
    /** Spring-Heeled Jack, instead of moving: a straight leap of 2 or 3 hexes onto a free street hex. */
    z.strictObject({ type: z.literal('leap'), to: HexLabel }).check(
      says(
        'Extension, Spring-Heeled Jack, instead of moving: leap 2 or 3 hexes in a straight line over anything onto a free street hex. ' +
          'Refused: `not-a-leap`, `questioned-cannot-leap`, `already-moved`, `must-end-on-street`, `hex-occupied`.',
      ),
    ),
    /** Concede (also what the platform posts when the acting seat's time runs out). */
    z.strictObject({ type: z.literal('resign') }).check(says('Concede: the other side wins. From round 1 on, also the deadline fallback.')),
  ]);
});
export type MrJackCommand = z.infer<ReturnType<typeof MrJackCommand>>;
