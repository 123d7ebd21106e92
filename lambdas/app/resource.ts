/**
 * A game as one caller may see it (the body of GET /games/{id} and of a command's answer).
 * Every game-specific byte comes from the game's `view`, `legalCommands` and `result`.
 */
import type { AnyGame, CommandOf, GameResult, Seat, Viewer, ViewOf } from '../../domain/engine/game.js';
import type { GameRecord } from './model.js';
import { isAway } from './deadlines.js';
import { seatOf } from './evolve-record.js';

/** `View` and `Command` are the game's own types where the game is known (see GameResourceOf). */
export interface GameResource<View = unknown, Command = unknown> {
  gameId: string;
  game: string;
  title: string;
  version: number;
  status: string;
  createdAt: string;
  updatedAt: string;
  options: Record<string, unknown>;
  seats: { seat: Seat; name: string; playerId: string; role: string | null; away: boolean }[];
  seatCount: number;
  openSeats: number;
  you?: Seat;
  pending: { seat: Seat; kind: string; prompt: string; since: string; deadline: string }[];
  legalCommands: Command[];
  /** Null until the seats are full and the game has started. */
  view: View | null;
  result: GameResult | null;
}

/** The resource of a game whose type is known (typed clients and tests): `GameResourceOf<typeof mrJack>`. */
export type GameResourceOf<G> = GameResource<ViewOf<G>, CommandOf<G>>;

export function gameResource(game: AnyGame, record: GameRecord, playerId: string | null): GameResource {
  const s = record.snapshot;
  const seat = playerId === null ? null : seatOf(s, playerId);
  const viewer: Viewer = seat ?? 'spectator';
  const live = s.state !== null && s.state !== undefined;
  const role = (i: Seat): string | null => (live && game.seatRole ? game.seatRole(s.state, i) : null);
  return {
    gameId: record.gameId,
    game: s.game,
    title: game.title,
    version: record.version,
    status: s.status,
    createdAt: s.createdAt,
    updatedAt: record.at,
    options: { ...s.options, turnTimeLimitHours: s.platform.turnTimeLimitHours },
    seats: s.seats.map((h, i) => ({ seat: i, name: h.name, playerId: h.playerId, role: role(i), away: isAway(s, i) })),
    seatCount: s.seatCount,
    openSeats: s.seatCount - s.seats.length,
    ...(seat === null ? {} : { you: seat }),
    pending: s.pending.map((p) => ({ seat: p.seat, kind: p.kind, prompt: p.prompt, since: p.since, deadline: p.deadline })),
    legalCommands: seat !== null && s.status === 'active' ? game.legalCommands(s.state, seat) : [],
    view: live ? game.view(s.state, viewer) : null,
    result: live ? game.result(s.state) : null,
  };
}
