/**
 * The commands a seat may post, step-sized (docs/architecture.md §2). This schema checks shapes only;
 * whether a command is allowed now is `decide`'s job.
 *
 *   call-vote       step 1 of a turn: call the hand's secret vote
 *   vote            answer a vote (suspect: null abstains; a missed deadline votes null)
 *   draw            step 2: from the draw pile ('deck') or the top of the discard pile
 *   meld            step 3: 3+ identical Evidence cards (order of `cards` does not matter)
 *   play            step 3: one card into your area (or, for 0-point Gavels, its effect);
 *                   `suspect` names whom a Wild stands for / whom the royal Alibi names;
 *                   `take` is the card a Scene takes from the discard pile (absent if it is empty)
 *   discard         step 4 (ends the turn), or your answer to Commissioner Resigns
 *   ripper-escapes  play Ripper Escapes, in or out of turn
 *   pass            decline the Ripper Escapes response window
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../engine/built-once.js';
import { CARD_IDS, SUSPECT_IDS, type CardId, type SuspectId } from '../rules/cards.js';

/** The names commands and the view share; openapi.yaml shows each once (Game.namedSchemas). Built on first use, as the commands. */
export const sharedSchemas = /* @__PURE__ */ builtOnce(() => ({
  CardIdSchema: z.enum(CARD_IDS as readonly [CardId, ...CardId[]]),
  SuspectSchema: z.enum(SUSPECT_IDS as readonly [SuspectId, ...SuspectId[]]),
}));
const says = (text: string) => z.describe(text);
/** Every command may also be refused with these, besides `not-your-turn` and `game-over`. */
const WAITING = '`waiting-for-votes`, `waiting-for-discards`, `waiting-for-escape-window`';

/**
 * Built on first use (a posted command, openapi.yaml, the tests), not when the game is loaded: most
 * Lambdas never parse a command and would otherwise build these schema objects on every cold start.
 */
export const RipperRummyCommand = /* @__PURE__ */ builtOnce(() => {
  const { CardIdSchema, SuspectSchema } = sharedSchemas();
  return z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('call-vote') }).check(
      says(`Decision \`turn\`, step 1, once per hand: call the secret vote on the Ripper's identity (rules §5). Refused: \`vote-only-before-drawing\`, \`vote-already-called\`, \`vote-needs-own-meld\`, \`vote-needs-meld-on-table\`, ${WAITING}.`),
    ),
    z.strictObject({ type: z.literal('vote'), suspect: z.nullable(SuspectSchema) }).check(
      says('Decision `vote`: a sealed vote for a suspect, or `null` to abstain (a missed deadline abstains). Refused: `no-vote-called`, `already-voted`.'),
    ),
    z.strictObject({ type: z.literal('draw'), from: z.enum(['deck', 'discard']) }).check(
      says(`Decision \`turn\`, step 2: the top card of the draw pile (\`deck\`; empty: the reshuffle, or the Ripper escapes) or of the discard pile. Refused: \`already-drew\`, \`discard-pile-empty\`, ${WAITING}.`),
    ),
    z.strictObject({ type: z.literal('meld'), cards: z.array(CardIdSchema).check(z.minLength(1), z.maxLength(20)) }).check(
      says(
        'Decision `turn`, step 3: three or more identical Evidence cards (one suspect, Wilds allowed, or Letters) into your area; the order of `cards` does not matter. ' +
          'Refused: `must-draw-first`, `card-not-in-hand`, `duplicate-card`, `meld-needs-victim`, `meld-evidence-only`, `meld-not-identical`, `no-wild-in-letters`, `wild-needs-natural`, `meld-too-small`.',
      ),
    ),
    z.strictObject({
      type: z.literal('play'),
      card: CardIdSchema,
      suspect: z.optional(SuspectSchema),
      take: z.optional(CardIdSchema),
    }).check(
      says(
        'Decision `turn`, step 3: one card into your area, or a Gavel card for its effect. `suspect`: whom a Wild stands for, or whom the royal Alibi names (`eddy` or `gull`); `take`: the discard-pile card a Scene takes (absent when the pile is empty). ' +
          'Refused: `must-draw-first`, `card-not-in-hand`, `table-empty-gavel-only`, `single-needs-meld`, `wild-needs-suspect`, `wild-copy-needs-own-evidence`, `royal-alibi-needs-choice`, `card-takes-no-suspect`, `scene-must-take`, `scene-take-not-in-discard`, `take-only-with-scene`, `one-gavel-per-turn`, `suspect-needs-meld`, `alibi-needs-meld`, `ripper-escapes-own-command`.',
      ),
    ),
    z.strictObject({ type: z.literal('discard'), card: CardIdSchema }).check(
      says('Decision `turn`, step 4 (ends your turn), or decision `discard` (Commissioner Resigns: a sealed discard). Refused: `must-draw-first`, `card-not-in-hand`, `already-discarded`.'),
    ),
    z.strictObject({ type: z.literal('ripper-escapes') }).check(
      says('Play Ripper Escapes, in or out of turn, whenever all five Victims are in play: the hand ends and is scored as an escape. Never a pending decision; listed in `legalCommands` while you may. Refused: `card-not-in-hand`, `ripper-escapes-needs-five-victims`.'),
    ),
    z.strictObject({ type: z.literal('pass') }).check(
      says('Decision `escape-window`: decline the Ripper Escapes window (the card stays playable while the hand is live). Refused: `no-escape-window`, `already-passed`.'),
    ),
  ]);
});

export type Command = z.infer<ReturnType<typeof RipperRummyCommand>>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
