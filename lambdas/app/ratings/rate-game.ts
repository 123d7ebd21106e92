/**
 * The rating step of the stream consumer (docs/ratings.md): a rated game that has finished updates
 * its players' ratings once. Cancelled and abandoned games never finish, so they change nothing.
 *
 * Exactly once: the new ratings and the game's mark are written together, the mark only if absent
 * (a redelivered version finds it and does nothing) and each rating only if unchanged since read
 * (two games of one player ending at once: the second to write reads again and applies on top).
 */
import type { AnyGame, GameResult, Seat } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord } from '../core/model.js';
import type { EventStore, HistoryRecord } from '../core/ports.js';
import { seatNames, takenSeats } from '../core/seats.js';
import { CHANGES_KEPT, LEADERBOARD_MIN_GAMES, type PlayerRating, type RatingStore, type RatingWrite, type Revised } from './model.js';
import { isRated } from './rated.js';
import { boardKey } from './leaderboard.js';
import { absentSeats, attendanceOf, placesOf } from './standings.js';
import { ratingSystem, type RatingSystem, type SkillState } from './systems.js';

export interface RatingDeps {
  readonly games: GameRegistry;
  readonly ratings: RatingStore;
  readonly events: Pick<EventStore, 'history'>;
}

/** Reads again after a conflict this many times before the version is retried from the stream. */
const ATTEMPTS = 8;
const HISTORY_PAGE = 200;

/** One player's change from this game, as the mails and the seats show it. */
export interface AppliedChange {
  readonly seat: Seat;
  readonly playerId: string;
  readonly before: number;
  readonly after: number;
}

/** Applies a finished rated game's ratings; null when the version is not one that rates (or the game was rated already). */
export async function rateFinishedGame(deps: RatingDeps, record: GameRecord): Promise<readonly AppliedChange[] | null> {
  const s = record.snapshot;
  if (s.status !== 'finished' || !isRated(s)) return null;
  const game = deps.games.get(s.game);
  const result = game?.result(s.state, seatNames(s)) ?? null;
  if (!game || !result) return null;
  const seated = takenSeats(s);
  // A bot is never rated, nor is a game with one (rated.ts refuses it at creation).
  if (seated.length !== s.seatCount || seated.some(({ holder }) => holder.bot)) return null;
  if (await deps.ratings.applied(record.gameId)) return null;
  const history = await wholeHistory(deps.events, record.gameId);
  const absent = absentSeats(attendanceOf(history, s.seatCount));
  const players = seated.map(({ seat, holder }) => ({ seat, playerId: holder.playerId, name: holder.name }));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await deps.ratings.read(s.game, players.map((p) => p.playerId));
    const writes = ratingWrites(game, result, players, absent, current, { gameId: record.gameId, at: record.at });
    const out = await deps.ratings.apply(record.gameId, record.at, writes.map((w) => w.write));
    if (out === 'already') return null;
    if (out === 'applied') return writes.map((w) => w.change);
  }
  throw new Error(`ratings of game ${record.gameId}: still conflicting after ${ATTEMPTS} attempts`);
}

async function wholeHistory(events: Pick<EventStore, 'history'>, gameId: string): Promise<HistoryRecord[]> {
  const out: HistoryRecord[] = [];
  for (let after = -1; ; ) {
    const page = await events.history(gameId, after, HISTORY_PAGE);
    out.push(...page.records);
    const last = page.records.at(-1);
    if (!page.hasMore || !last) return out;
    after = last.version;
  }
}

interface Seated {
  readonly seat: Seat;
  readonly playerId: string;
  readonly name: string;
}

/**
 * The new ratings of one game (pure). Without an absent seat every player is rated by place. With
 * one, only the absent are: each as the loser against every other seat, whose ratings stay as they were.
 */
export function ratingWrites(
  game: AnyGame,
  result: GameResult,
  players: readonly Seated[],
  absent: ReadonlySet<Seat>,
  current: ReadonlyMap<string, Revised<PlayerRating>>,
  ended: { readonly gameId: string; readonly at: string },
): { write: RatingWrite; change: AppliedChange }[] {
  const system = ratingSystem(game.words.rating);
  const skillOf = (p: Seated): SkillState => current.get(p.playerId)?.value.skill ?? system.initial;
  const places = placesOf(game.words.rating, result, players.length);
  const rated: { player: Seated; skill: SkillState }[] =
    absent.size === 0
      ? system.rate(players.map((p) => ({ skill: skillOf(p), place: places[p.seat] ?? players.length }))).map((skill, i) => ({ player: players[i] as Seated, skill }))
      : players
          .filter((p) => absent.has(p.seat))
          .map((p) => {
            const asLoser = system.rate(players.map((o) => ({ skill: skillOf(o), place: o.seat === p.seat ? 2 : 1 })));
            return { player: p, skill: asLoser[players.indexOf(p)] ?? skillOf(p) };
          });
  return rated.map(({ player, skill }) => {
    const before = current.get(player.playerId);
    const won = absent.size === 0 && result.winners.includes(player.seat);
    const rating = nextRating(system, before?.value ?? null, { game: game.id, playerId: player.playerId, name: player.name }, skill, won, ended);
    const change = rating.changes.at(-1) as PlayerRating['changes'][number];
    return {
      write: { rating, rev: before?.rev ?? null, boardKey: rating.gamesRated >= LEADERBOARD_MIN_GAMES ? boardKey(system.shown(skill).rating, player.playerId) : null },
      change: { seat: player.seat, playerId: player.playerId, before: change.before, after: change.after },
    };
  });
}

function nextRating(
  system: RatingSystem,
  before: PlayerRating | null,
  who: Pick<PlayerRating, 'game' | 'playerId' | 'name'>,
  skill: SkillState,
  won: boolean,
  ended: { readonly gameId: string; readonly at: string },
): PlayerRating {
  const change = { gameId: ended.gameId, before: system.shown(before?.skill ?? system.initial).rating, after: system.shown(skill).rating, at: ended.at };
  return {
    ...who,
    skill,
    gamesRated: (before?.gamesRated ?? 0) + 1,
    wins: (before?.wins ?? 0) + (won ? 1 : 0),
    losses: (before?.losses ?? 0) + (won ? 0 : 1),
    changes: [...(before?.changes ?? []), change].slice(-CHANGES_KEPT),
  };
}
