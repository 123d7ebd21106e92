/**
 * The commands a seat may post, step-sized (design §2). This schema checks shapes only;
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
import { CARD_IDS, SUSPECT_IDS, type CardId, type SuspectId } from './rules/cards.js';

const CardIdSchema = z.enum(CARD_IDS as readonly [CardId, ...CardId[]]);
const SuspectSchema = z.enum(SUSPECT_IDS as readonly [SuspectId, ...SuspectId[]]);

export const RipperRummyCommand = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('call-vote') }),
  z.strictObject({ type: z.literal('vote'), suspect: z.nullable(SuspectSchema) }),
  z.strictObject({ type: z.literal('draw'), from: z.enum(['deck', 'discard']) }),
  z.strictObject({ type: z.literal('meld'), cards: z.array(CardIdSchema).check(z.minLength(1), z.maxLength(20)) }),
  z.strictObject({
    type: z.literal('play'),
    card: CardIdSchema,
    suspect: z.optional(SuspectSchema),
    take: z.optional(CardIdSchema),
  }),
  z.strictObject({ type: z.literal('discard'), card: CardIdSchema }),
  z.strictObject({ type: z.literal('ripper-escapes') }),
  z.strictObject({ type: z.literal('pass') }),
]);

export type Command = z.infer<typeof RipperRummyCommand>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;
