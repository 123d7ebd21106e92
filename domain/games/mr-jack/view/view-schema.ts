/**
 * The shape of `view` (view.ts) as a schema: openapi.yaml documents a game's `view` from it, and the
 * contract test parses every view of its playouts with it (strict objects: a field the view gains
 * without the schema fails the test); `describesView` makes a field the schema types differently
 * from the view a compile error.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../engine/built-once.js';
import { describesView } from '../../../engine/view-schema.js';
import { sharedSchemas } from '../play/commands.js';
import { DIRECTIONS } from '../rules/hex.js';
import type { MrJackView } from './view.js';

/**
 * Built on first use (openapi.yaml, the contract test), not when the game is loaded: a Lambda that
 * only plays the game would otherwise build these few hundred schema objects on every cold start.
 */
export const MrJackViewSchema = /* @__PURE__ */ builtOnce(() => {
  const { Character, HexLabel, Exit } = sharedSchemas();
  const says = (text: string) => z.describe(text);
  const Seat = z.int().check(z.minimum(0));
  const Count = z.int().check(z.minimum(0));
  const Role = z.enum(['jack', 'detective']);
  const STEPS = ['keep', 'place', 'pick', 'face', 'whistle', 'flee', 'move-or-ability', 'move-or-swap', 'move-or-leap', 'move', 'ability'] as const;

  const DraftHand = z.strictObject({
    dealtCount: Count,
    dealt: z.nullable(z.array(Character)).check(says("The cards dealt: for that role's own seat, or for everyone at the end.")),
    chosen: z.boolean(),
    kept: z.nullable(z.array(Character)).check(says("The pair kept: for that role's own seat once chosen, for everyone once both are revealed.")),
  });

  return describesView<MrJackView>()(
    z.strictObject({
      game: z.literal('mr-jack'),
      edition: z.enum(['2016', '2006']),
      extension: z.boolean(),
      you: z.strictObject({ seat: z.nullable(Seat), role: z.nullable(Role) }),
      seats: z.nullable(z.strictObject({ jack: Seat, detective: Seat })).check(says('Which seat plays which role; null until the roles are drawn.')),
      round: Count,
      lastRound: Count,
      over: z.boolean(),
      turn: z
        .nullable(
          z.strictObject({
            seat: Seat,
            role: z.nullable(Role),
            step: z.enum(STEPS),
            character: z.nullable(Character),
            whistlePointsLeft: z.nullable(Count),
            fleeing: z.nullable(z.array(Character)).check(says("Pizer's flight: the characters still to flee.")),
            prompt: z.string(),
          }),
        )
        .check(says("Who acts now and at which step; null between rounds, during the Extension's draft (see `draft`) or at the end.")),
      draft: z
        .nullable(
          z.strictObject({
            alwaysIn: z.array(Character),
            revealed: z.boolean(),
            names: z.partialRecord(Character, z.string()).check(says('The name of every character this draft view mentions, by id (none is on the board yet to name it).')),
            jack: DraftHand,
            detective: DraftHand,
          }),
        )
        .check(says("The Extension's draft; null in the base game.")),
      placement: z
        .nullable(z.strictObject({ batch: z.union([z.literal(1), z.literal(2)]), cards: z.array(z.strictObject({ character: Character, placed: z.boolean() })) }))
        .check(says("The Extension's start hexes while they are placed: the batch revealed and which are placed.")),
      barricade: z.nullable(z.tuple([HexLabel, HexLabel])).check(says("Lane's barricade: the two street hexes it stands between, or null.")),
      questioned: z.array(Character).check(says('Characters Abberline questioned this round (at most 1 hex per move until it ends).')),
      roundCards: z.array(z.strictObject({ character: Character, used: z.boolean(), active: z.boolean() })),
      witness: z.enum(['visible', 'invisible']),
      hexes: z.array(
        z.strictObject({
          label: HexLabel,
          col: Count,
          row: Count,
          type: z.enum(['street', 'obstacle', 'gaslight']),
          manhole: z.nullable(z.enum(['open', 'covered'])),
          gaslight: z.nullable(z.strictObject({ lit: z.boolean(), tile: z.nullable(z.int()) })).check(says('Null unless a gaslight hex; tile null = an unnumbered lit tile.')),
          lit: z.boolean(),
          occupant: z.nullable(Character),
        }),
      ),
      exits: z.array(z.strictObject({ id: Exit, gateway: HexLabel, cordon: z.boolean() })),
      characters: z.array(
        z.strictObject({
          id: Character,
          name: z.string(),
          hex: z.nullable(HexLabel).check(says("Null once the character left the board (Jack's escape).")),
          side: z.enum(['suspect', 'cleared']),
          visible: z.boolean(),
          moves: Count,
          timing: z.string(),
          mandatory: z.boolean(),
          ability: z.string(),
        }),
      ),
      watson: z.strictObject({ facing: z.enum(DIRECTIONS), beam: z.array(HexLabel) }),
      litHexes: z.array(HexLabel),
      cleared: z.array(Character),
      suspects: z.array(Character),
      alibi: z.strictObject({
        deckCount: Count,
        detectiveDraws: z.nullable(z.array(Character)).check(says("The Detective's Holmes draws: only for the Detective's seat, or for everyone at the end.")),
        detectiveDrawCount: Count,
        jackDrawCount: Count,
        jackDraws: z.nullable(z.array(Character)).check(says("Jack's own Holmes draws: only for Jack's seat, or for everyone at the end.")),
      }),
      jack: z.nullable(Character).check(says("Jack's character: only for Jack's seat, or for everyone at the end.")),
      result: z
        .nullable(z.looseObject({ winners: z.array(Seat), summary: z.string() }))
        .check(says('The result once the game is over (the same as the game resource\'s `result`).')),
    }),
  );
});

/** Sub-schemas openapi.yaml names once and refers to. */
export function namedSchemas() {
  const { Character, HexLabel, Exit } = sharedSchemas();
  return { MrJackCharacter: Character, MrJackHex: HexLabel, MrJackExit: Exit };
}
