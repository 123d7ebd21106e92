/**
 * Setup (rules §2): roles, the board as printed, the shuffled alibi deck with Jack's secret draw,
 * and the shuffled character deck with round 1's four cards revealed. Every random outcome is an
 * event. The pool and the start hexes are inputs of BoardSetUp, so the Extension can draft them.
 */
import type { Rng } from '../../engine/rng.js';
import type { MrJackEvent } from './events.js';
import type { MrJackOptions } from './options.js';
import { CORDONS_AT_START, EDITIONS, GASLIGHT_TILES_AT_START } from './rules/board.js';
import { BASE_CHARACTERS, type CharacterId } from './rules/characters.js';

export function setup(options: MrJackOptions, _seatCount: number, rng: Rng): MrJackEvent[] {
  // The creator sits in seat 0; seat 1 is whoever joins.
  const drawn = options.role === 'random';
  const creatorIsJack = drawn ? rng.int(2) === 0 : options.role === 'jack';
  const jackSeat = creatorIsJack ? 0 : 1;

  const pool: CharacterId[] = [...BASE_CHARACTERS];
  const edition = EDITIONS[options.board];
  const alibis = rng.shuffle(pool);
  const [jack] = alibis;
  if (jack === undefined) throw new RangeError('no characters to draw Jack from');
  const characterDeck = rng.shuffle(pool);

  return [
    { type: 'RolesAssigned', jackSeat, detectiveSeat: 1 - jackSeat, drawn },
    {
      type: 'BoardSetUp',
      edition: options.board,
      positions: Object.fromEntries(pool.map((c) => [c, edition.startHexes[c]])),
      // Watson's lantern starts facing NE [R]; on both boards it then lights nothing.
      watsonFacing: 'NE',
      gaslights: GASLIGHT_TILES_AT_START.map((g) => ({ ...g })),
      coveredManholes: [...edition.coveredAtStart],
      cordons: [...CORDONS_AT_START],
      // The Witness card starts on Visible, so Jack cannot escape in round 1 (rules §2.4).
      witness: 'visible',
    },
    { type: 'AlibiDeckShuffled', order: alibis },
    { type: 'JackIdentityDrawn', seat: jackSeat, character: jack },
    { type: 'CharacterDeckShuffled', order: characterDeck },
    { type: 'RoundStarted', round: 1, cards: characterDeck.slice(0, 4) },
  ];
}
