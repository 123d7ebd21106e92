/**
 * The shape of `view` (view.ts) as a schema: openapi.yaml documents a game's `view` from it, so a
 * client is typed down to the card, and the contract test parses every view of its playouts with it
 * (strict objects: a field the view gains without the schema fails the test); `describesView` makes a
 * field the schema types differently from the view a compile error.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../engine/built-once.js';
import { describesView } from '../../../engine/view-schema.js';
import { RipperRummyOptions } from '../options.js';
import { sharedSchemas } from '../play/commands.js';
import { CARD_KINDS, SUITS, SUSPECT_IDS, type CardKind, type Suit } from '../rules/cards.js';
import type { RipperRummyView } from './view.js';

/**
 * Built on first use (openapi.yaml, the contract test), not when the game is loaded: a Lambda that
 * only plays the game would otherwise build these few hundred schema objects on every cold start.
 */
export const RipperRummyViewSchema = /* @__PURE__ */ builtOnce(() => {
  const { CardIdSchema: Card, SuspectSchema: Suspect } = sharedSchemas();
  const says = (text: string) => z.describe(text);
  const Seat = z.int().check(z.minimum(0));
  const Count = z.int().check(z.minimum(0));
  const SuitSchema = z.enum(SUITS as readonly [Suit, ...Suit[]]);
  const Kind = z.enum(Object.keys(CARD_KINDS) as [CardKind, ...CardKind[]]);

  const Placed = z.strictObject({ card: Card, suspect: z.nullable(Suspect).check(says("Whom the card counts for: a Wild's or royal Alibi's choice, else null.")) });
  const Meld = z.strictObject({ suit: SuitSchema, cards: z.array(Placed) });
  const Ballot = z.strictObject({ seat: Seat, suspect: z.nullable(Suspect) });

  const HandEnding = z.discriminatedUnion('reason', [
    z.strictObject({ reason: z.literal('went-out'), seat: Seat }),
    z.strictObject({ reason: z.literal('commissioner'), seat: Seat }),
    z.strictObject({ reason: z.literal('ripper-escapes'), seat: Seat }),
    z.strictObject({ reason: z.literal('deck-exhausted') }),
  ]);

  const PlayerScore = z.strictObject({
    seat: Seat,
    cards: z.number(),
    doubles: z.number(),
    excused: z.array(Card),
    deductions: z.number(),
    voteBonus: z.number(),
    escapeBonus: z.number(),
    total: z.number(),
  });

  const HandScore = z.strictObject({
    hand: Count,
    dealer: Seat,
    ending: HandEnding,
    scoring: z.enum(['normal', 'ripper-escapes']),
    ripper: z.nullable(Suspect).check(says('The suspect named the Ripper, or null when he escaped.')),
    suspectTotals: z.strictObject(Object.fromEntries(SUSPECT_IDS.map((id) => [id, z.number()]))).check(says('Points per suspect in that hand.')),
    players: z.array(PlayerScore),
    totals: z.array(z.number()).check(says('Running totals after this hand, by seat.')),
  });

  return describesView<RipperRummyView>()(
    z.strictObject({
      game: z.literal('ripper-rummy'),
      viewer: z.union([Seat, z.literal('spectator')]),
      options: RipperRummyOptions(),
      hand: Count.check(says('The hand being played (1 for the first deal).')),
      dealer: Seat,
      turn: z.strictObject({
        seat: Seat,
        step: z.enum(['draw', 'play']),
        gavelPlayed: z.boolean(),
        extraGavelPlayed: z.boolean(),
        sceneGavel: z.nullable(Card).check(says('A Gavel card a Scene just took, playable at once as the turn\'s extra Gavel.')),
      }),
      waitingFor: z.nullable(z.enum(['escape-window', 'commissioner', 'vote'])).check(says('A simultaneous decision the turn waits for, if any.')),
      scores: z.array(z.number()),
      yourHand: z.nullable(z.array(Card)).check(says('Your own hand, in catalogue order; null for a spectator. Never anyone else\'s.')),
      handCounts: z.array(Count),
      areas: z.array(z.strictObject({ seat: Seat, melds: z.array(Meld), singles: z.array(Placed) })),
      discardPile: z.array(Card).check(says('Face up; the top is the last element.')),
      drawPileCount: Count,
      reshuffles: Count,
      victimsInPlay: Count,
      suspects: z.array(z.strictObject({ id: Suspect, number: z.int(), name: z.string(), colour: z.string(), total: z.number(), alibi: z.boolean() })),
      activeAlibi: z.nullable(z.strictObject({ seat: Seat, card: Card, suspect: Suspect })),
      vote: z.strictObject({
        called: z.boolean(),
        calledBy: z.nullable(Seat),
        voted: z.array(Seat).check(says('Who has voted (votes stay sealed until the hand is scored).')),
        yourVote: z.nullable(z.strictObject({ suspect: z.nullable(Suspect) })),
      }),
      commissioner: z.nullable(
        z.strictObject({ seat: Seat, card: Card, waiting: z.array(Seat), discarded: z.array(Seat), yourDiscard: z.nullable(Card) }),
      ),
      lastCommissionerDiscards: z.nullable(z.array(z.strictObject({ seat: Seat, card: Card }))),
      escapeWindow: z.nullable(z.strictObject({ cause: z.enum(['commissioner', 'went-out']), trigger: Seat, waiting: z.array(Seat) })),
      lastSceneTake: z.nullable(z.strictObject({ seat: Seat, scene: Card, card: Card })),
      scoredHands: z.array(HandScore).check(says('The last scored hand (earlier ones are HandScored events in the history).')),
      handsScored: Count,
      lastReveal: z.nullable(z.strictObject({ hand: Count, hands: z.array(z.array(Card)), votes: z.array(Ballot) })),
      winner: z.nullable(Seat),
      catalogue: z.array(
        z.strictObject({
          id: Card,
          name: z.string(),
          family: z.enum(['evidence', 'gavel', 'neither']),
          kind: Kind,
          suit: z.nullable(SuitSchema),
          suspects: z.array(Suspect),
          points: z.number(),
        }),
      ),
    }),
  );
});

/** Sub-schemas openapi.yaml names once and refers to. */
export function namedSchemas() {
  const { CardIdSchema, SuspectSchema } = sharedSchemas();
  return { RipperRummyCard: CardIdSchema, RipperRummySuspect: SuspectSchema };
}
