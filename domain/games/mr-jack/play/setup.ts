/**
 * Setup (rules §2): roles, the board as printed, the shuffled alibi deck with Jack's secret draw,
 * and the shuffled character deck with round 1's four cards revealed.
 *
 * With the Extension (rules §9) the board is set up without characters, and the nine drafted
 * cards are dealt (5 to Jack, 4 to the Detective): the pool, the alibi deck, Jack's identity and
 * the start hexes follow from the players' decisions (rules/extension.ts, rules/flow.ts).
 * Every random outcome is an event.
 */
import type { Rng } from '../../../engine/rng.js';
import type { MrJackEvent } from './events.js';
import type { MrJackOptions } from '../options.js';
import { CORDONS_AT_START, EDITIONS, GASLIGHT_TILES_AT_START, type Hex } from '../rules/board.js';
import { BASE_CHARACTERS, type CharacterId } from '../rules/characters.js';
import { dealDraft } from '../rules/extension.js';

export function setup(options: MrJackOptions, _seatCount: number, rng: Rng): MrJackEvent[] {
  // The creator sits in seat 0; seat 1 is whoever joins.
  const drawn = options.role === 'random';
  const creatorIsJack = drawn ? rng.int(2) === 0 : options.role === 'jack';
  const jackSeat = creatorIsJack ? 0 : 1;
  const detectiveSeat = 1 - jackSeat;
  const edition = EDITIONS[options.board];
  const board = (positions: Partial<Record<CharacterId, Hex>>): MrJackEvent => ({
    type: 'BoardSetUp',
    edition: options.board,
    positions,
    // Watson's lantern starts facing NE [R]; on both boards it then lights nothing.
    watsonFacing: 'NE',
    gaslights: GASLIGHT_TILES_AT_START.map((g) => ({ ...g })),
    coveredManholes: [...edition.coveredAtStart],
    cordons: [...CORDONS_AT_START],
    // The Witness card starts on Visible, so Jack cannot escape in round 1 (rules §2.4).
    witness: 'visible',
  });
  const roles: MrJackEvent = { type: 'RolesAssigned', jackSeat, detectiveSeat, drawn };

  if (options.extension) {
    const dealt = dealDraft(rng);
    return [
      roles,
      board({}),
      { type: 'CharactersDealt', seat: jackSeat, role: 'jack', cards: dealt.jack },
      { type: 'CharactersDealt', seat: detectiveSeat, role: 'detective', cards: dealt.detective },
    ];
  }

  const pool: CharacterId[] = [...BASE_CHARACTERS];
  const alibis = rng.shuffle(pool);
  const [jack] = alibis;
  if (jack === undefined) throw new RangeError('no characters to draw Jack from');
  const characterDeck = rng.shuffle(pool);
  return [
    roles,
    board(Object.fromEntries(BASE_CHARACTERS.map((c) => [c, edition.startHexes[c]]))),
    { type: 'AlibiDeckShuffled', order: alibis },
    { type: 'JackIdentityDrawn', seat: jackSeat, character: jack },
    { type: 'CharacterDeckShuffled', order: characterDeck },
    { type: 'RoundStarted', round: 1, cards: characterDeck.slice(0, 4) },
  ];
}
