/**
 * The tournament's pairings (issue 17): each bot against the random player, in every role and
 * seat count, and against itself. `counted` are the seats whose win the line reports.
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

/**
 * Every pairing, the bots playing at `level` (`normal` is the one held to the targets). The
 * Extension's pairings only when asked: they double the run's time on this 2-core machine.
 */
export function pairings(level: BotLevel, withExtension: boolean): Pairing[] {
  const bot: Player = { kind: 'bot', level };
  return [
    ...mrJackPairings(bot, 'Mr. Jack 2016 board', '2016', false),
    ...(withExtension ? mrJackPairings(bot, 'Mr. Jack Extension, 2016 board', '2016', true) : []),
    ...ripperRummyPairings(bot),
  ];
}
