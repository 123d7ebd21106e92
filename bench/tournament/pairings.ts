/**
 * The tournament's pairings: each bot against the random player, in every role and
 * seat count, against itself, and one level against the next (does `hard` beat `normal`, `normal`
 * beat `easy`?). `counted` are the seats whose win the line reports.
 */
import type { BotLevel } from '../../domain/engine/bot.js';
import type { AnyGame } from '../../domain/engine/game.js';
import { mrJack } from '../../domain/games/mr-jack/index.js';
import { ripperRummy } from '../../domain/games/ripper-rummy/index.js';
import type { Player } from './match.js';

export interface Pairing {
  name: string;
  game: AnyGame;
  options: Record<string, unknown>;
  players: Player[];
  counted: number[];
  /**
   * Game i seats the players moved on by i seats (the counted seats with them): with two players
   * every other game swaps them, with n each player takes every seat once in n games, so a seat's
   * advantage cancels out of the line.
   */
  rotateSeats?: boolean;
}

const random: Player = { kind: 'random' };
const patient: Player = { kind: 'random-no-resign' };

/** Seat 0 takes `role` (the creator's wish); the other seat the other role. */
const jackGame = (board: string, extension: boolean, role: 'jack' | 'detective') => ({ board, extension, role });

function mrJackPairings(bot: Player, label: string, board: string, extension: boolean): Pairing[] {
  return [
    { name: `${label}: bot as Jack vs random`, game: mrJack, options: jackGame(board, extension, 'jack'), players: [bot, random], counted: [0] },
    { name: `${label}: bot as Detective vs random`, game: mrJack, options: jackGame(board, extension, 'detective'), players: [bot, random], counted: [0] },
    { name: `${label}: bot as Jack vs random (never resigns)`, game: mrJack, options: jackGame(board, extension, 'jack'), players: [bot, patient], counted: [0] },
    { name: `${label}: bot as Detective vs random (never resigns)`, game: mrJack, options: jackGame(board, extension, 'detective'), players: [bot, patient], counted: [0] },
    { name: `${label}: bot vs bot, Jack's wins`, game: mrJack, options: jackGame(board, extension, 'jack'), players: [bot, bot], counted: [0] },
  ];
}

function ripperRummyPairings(bot: Player): Pairing[] {
  const lines: Pairing[] = [];
  for (const players of [2, 3, 4]) {
    const others = Array.from({ length: players - 1 }, () => random);
    lines.push({ name: `Ripper Rummy ${players} players: bot vs ${players - 1} random`, game: ripperRummy, options: { players }, players: [bot, ...others], counted: [0] });
  }
  lines.push({ name: 'Ripper Rummy 2 players: bot vs bot, seat 0 wins', game: ripperRummy, options: { players: 2 }, players: [bot, bot], counted: [0] });
  return lines;
}

const STRONGER_WEAKER: readonly [BotLevel, BotLevel][] = [
  ['hard', 'normal'],
  ['normal', 'easy'],
];

/**
 * Each level against the one below it; the line counts the stronger level's wins. Mr. Jack's
 * roles are unequal (bot vs itself, Jack wins ~43%), so each role is its own line, to be read
 * against that same-level line; Ripper Rummy swaps seats every other game.
 */
function headToHeadPairings(board: string, extension: boolean, label: string): Pairing[] {
  return STRONGER_WEAKER.flatMap(([strong, weak]) => {
    const players: Player[] = [
      { kind: 'bot', level: strong },
      { kind: 'bot', level: weak },
    ];
    return [
      { name: `${label}: ${strong} as Jack vs ${weak}, ${strong}'s wins`, game: mrJack, options: jackGame(board, extension, 'jack'), players, counted: [0] },
      { name: `${label}: ${strong} as Detective vs ${weak}, ${strong}'s wins`, game: mrJack, options: jackGame(board, extension, 'detective'), players, counted: [0] },
    ];
  });
}

/** The stronger level in one seat against the weaker in every other; with 3 or 4 players an even match wins 1 in 3 or 4. */
function ripperRummyHeadToHead(): Pairing[] {
  return STRONGER_WEAKER.flatMap(([strong, weak]) =>
    [2, 3, 4].map((players) => ({
      name: players === 2 ? `Ripper Rummy 2 players, levels: ${strong} vs ${weak}, seats swapped, ${strong}'s wins` : `Ripper Rummy ${players} players, levels: ${strong} vs ${players - 1} ${weak}, seats rotated, ${strong}'s wins`,
      game: ripperRummy,
      options: { players },
      players: [{ kind: 'bot', level: strong }, ...Array.from({ length: players - 1 }, (): Player => ({ kind: 'bot', level: weak }))],
      counted: [0],
      rotateSeats: true,
    })),
  );
}

/**
 * Every pairing, the bots playing at `level` (`normal` is the one held to the targets) except in
 * the head-to-head lines, which name their levels. The Extension's pairings only when asked: they
 * double the run's time on this 2-core machine.
 */
export function pairings(level: BotLevel, withExtension: boolean): Pairing[] {
  const bot: Player = { kind: 'bot', level };
  return [
    ...mrJackPairings(bot, 'Mr. Jack 2016 board', '2016', false),
    ...(withExtension ? mrJackPairings(bot, 'Mr. Jack Extension, 2016 board', '2016', true) : []),
    ...ripperRummyPairings(bot),
    ...headToHeadPairings('2016', false, 'Mr. Jack 2016 board, levels'),
    ...(withExtension ? headToHeadPairings('2016', true, 'Mr. Jack Extension, 2016 board, levels') : []),
    ...ripperRummyHeadToHead(),
  ];
}
