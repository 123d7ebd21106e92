/**
 * The characters as data (rules §5, §9): how far each moves, when its ability applies and whether
 * it must be used. The rules that act on this table are in abilities.ts and extension.ts (the
 * ability commands) and turn.ts (the order of an activation's steps). The Extension's numbers
 * marked [R] (our reading; the official text was only partly available) are each one entry here
 * or one named constant below, so they are easy to change.
 */
export const BASE_CHARACTERS = ['holmes', 'watson', 'smith', 'lestrade', 'stealthy', 'goodley', 'gull', 'bert'] as const;
/** The five characters the Extension adds (rules §9.5). */
export const EXTENSION_CHARACTERS = ['madame', 'lane', 'abberline', 'pizer', 'springheeled'] as const;
export const ALL_CHARACTERS = [...BASE_CHARACTERS, ...EXTENSION_CHARACTERS] as const;
export type BaseCharacterId = (typeof BASE_CHARACTERS)[number];
export type CharacterId = (typeof ALL_CHARACTERS)[number];

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
  /** May use the sewers during the move (Madame never does, rules §9.5). */
  readonly usesSewers: boolean;
  readonly ability: string;
}

export const CHARACTERS: Readonly<Record<CharacterId, CharacterCard>> = {
  holmes: {
    id: 'holmes', name: 'Sherlock Holmes', moves: 3, timing: 'after-move', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'After moving, draws the top alibi card; only the activating player sees it.',
  },
  watson: {
    id: 'watson', name: 'John H. Watson', moves: 3, timing: 'end-of-move', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'At the end of his move the mover chooses the facing of his lantern.',
  },
  smith: {
    id: 'smith', name: 'John Smith', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'Before or after moving, moves one lit gaslight tile onto an unlit gaslight hex.',
  },
  lestrade: {
    id: 'lestrade', name: 'Inspector Lestrade', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'Before or after moving, moves one police cordon to an exit without one.',
  },
  stealthy: {
    id: 'stealthy', name: 'Miss Stealthy', moves: 4, timing: 'during-move', mandatory: false, crossesObstacles: true, usesSewers: true,
    ability: 'May cross obstacles and gaslight hexes during her move; ends on a street hex.',
  },
  goodley: {
    id: 'goodley', name: 'Sergeant Goodley', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'Before or after moving, whistles: 3 points shared among other characters, each ending closer to him.',
  },
  gull: {
    id: 'gull', name: 'Sir William Gull', moves: 3, timing: 'instead-of-move', mandatory: false, crossesObstacles: false, usesSewers: true,
    ability: 'Instead of moving, may swap places with any other character.',
  },
  bert: {
    id: 'bert', name: 'Jeremy Bert', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'Before or after moving, moves one manhole cover onto an open manhole.',
  },
  // ---- the Extension (rules §9.5) ----
  madame: {
    id: 'madame', name: 'Madame', moves: 6, timing: 'during-move', mandatory: true, crossesObstacles: false, usesSewers: false,
    ability: 'Moves 1 to 6 hexes and never uses the sewers.',
  },
  lane: {
    id: 'lane', name: 'Joseph Lane', moves: 3, timing: 'before-or-after', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'Before or after moving, places the barricade on the edge between two adjacent street hexes (moving it if placed): nobody crosses it, and its two sides are not adjacent.',
  },
  abberline: {
    id: 'abberline', name: 'Inspector Abberline', moves: 3, timing: 'end-of-move', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'At the end of his move, the characters next to him are questioned: until the end of the round each moves at most 1 hex (whistles and flights included).',
  },
  pizer: {
    id: 'pizer', name: 'John Pizer', moves: 3, timing: 'end-of-move', mandatory: true, crossesObstacles: false, usesSewers: true,
    ability: 'At the end of his move, every character next to him flees: the activating player moves each 1 to 3 hexes to a free hex strictly farther from him (street distance, no sewers).',
  },
  springheeled: {
    id: 'springheeled', name: 'Spring-Heeled Jack', moves: 3, timing: 'instead-of-move', mandatory: false, crossesObstacles: false, usesSewers: true,
    ability: 'Instead of moving, may leap 2 or 3 hexes in a straight line over anything, onto a free street hex.',
  },
};

/** Goodley's whistle: movement points he shares out (rules §5). */
export const WHISTLE_POINTS = 3;

// ---- the Extension's numbers (rules §9) -------------------------------------------------------

/** Always in play with the Extension (rules §9.1). */
export const ALWAYS_IN_POOL: readonly CharacterId[] = ['holmes', 'lestrade', 'smith', 'bert'];
/** The cards dealt for the draft: the other nine (rules §9.1). */
export const DRAFTED_CHARACTERS: readonly CharacterId[] = ['watson', 'stealthy', 'goodley', 'gull', 'madame', 'lane', 'abberline', 'pizer', 'springheeled'];
/** How many of the nine each role is dealt, and how many each keeps (rules §9.1). */
export const DRAFT_DEALT = { jack: 5, detective: 4 } as const;
export const DRAFT_KEPT = 2;
/** Abberline: the most movement points a questioned character may spend on any move this round [R]. */
export const QUESTIONED_MOVE_LIMIT = 1;
/** Pizer: how far a fleeing character moves, in street hexes [R: "1 to 3"]. */
export const FLIGHT_MAX = 3;
/** Spring-Heeled Jack: the lengths of a leap, in hexes along a straight line [R: no source]. */
export const LEAP_LENGTHS: readonly number[] = [2, 3];
