/**
 * The characters as data (rules §5): how far each moves, when its ability applies and whether it
 * must be used. The rules that act on this table are in abilities.ts (the ability commands) and
 * turn.ts (the order of an activation's steps). The Extension adds rows here.
 */
export const BASE_CHARACTERS = ['holmes', 'watson', 'smith', 'lestrade', 'stealthy', 'goodley', 'gull', 'bert'] as const;
export type CharacterId = (typeof BASE_CHARACTERS)[number];

/**
 * When an ability applies, in the words of the card symbols:
 * - after-move:      automatically once the character has moved (Holmes' draw)
 * - end-of-move:     a choice the mover makes when the move ends (Watson's facing; also after a
 *                    swap or a whistle moved him, see turn.ts)
 * - before-or-after: one ability command before or after the move (Smith, Lestrade, Goodley, Bert)
 * - during-move:     changes how the move itself works (Stealthy crosses obstacles)
 * - instead-of-move: an alternative to the move (Gull's swap)
 */
export type AbilityTiming = 'after-move' | 'end-of-move' | 'before-or-after' | 'during-move' | 'instead-of-move';

export interface CharacterCard {
  readonly id: CharacterId;
  readonly name: string;
  /** Most movement points (the move is 1..moves). */
  readonly moves: number;
  readonly timing: AbilityTiming;
  /** A mandatory ability must be used whenever it is possible. */
  readonly mandatory: boolean;
  /** May cross obstacles and gaslight hexes during the move (ends on a street hex). */
  readonly crossesObstacles: boolean;
  readonly ability: string;
}

export const CHARACTERS: Readonly<Record<CharacterId, CharacterCard>> = {
  holmes: {
    id: 'holmes', name: 'Sherlock Holmes', moves: 3, timing: 'after-move', mandatory: true, crossesObstacles: false,
    ability: 'After moving, draws the top alibi card; only the activating player sees it.',
  },
  watson: {
    id: 'watson', name: 'John H. Watson', moves: 3, timing: 'end-of-move', mandatory: true, crossesObstacles: false,
    ability: 'At the end of his move the mover chooses the facing of his lantern.',
  },
  smith: {
    id: 'smith', name: 'John Smith', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false,
    ability: 'Before or after moving, moves one lit gaslight tile onto an unlit gaslight hex.',
  },
  lestrade: {
    id: 'lestrade', name: 'Inspector Lestrade', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false,
    ability: 'Before or after moving, moves one police cordon to an exit without one.',
  },
  stealthy: {
    id: 'stealthy', name: 'Miss Stealthy', moves: 4, timing: 'during-move', mandatory: false, crossesObstacles: true,
    ability: 'May cross obstacles and gaslight hexes during her move; ends on a street hex.',
  },
  goodley: {
    id: 'goodley', name: 'Sergeant Goodley', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false,
    ability: 'Before or after moving, whistles: 3 points shared among other characters, each ending closer to him.',
  },
  gull: {
    id: 'gull', name: 'Sir William Gull', moves: 3, timing: 'instead-of-move', mandatory: false, crossesObstacles: false,
    ability: 'Instead of moving, may swap places with any other character.',
  },
  bert: {
    id: 'bert', name: 'Jeremy Bert', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false,
    ability: 'Before or after moving, moves one manhole cover onto an open manhole.',
  },
};

/** Goodley's whistle: movement points he shares out (rules §5). */
export const WHISTLE_POINTS = 3;
