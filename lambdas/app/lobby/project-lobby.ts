/**
 * The lobby read model behind GET /lobby: public games waiting for players, one entry per game,
 * written by the stream consumer when a public game's seats or status change (private games are
 * never written), listed while someone may still join and taken out once full, started or cancelled.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { GameRecord } from '../core/model.js';
import type { LobbyEntry, Mutable, Same } from '../core/read-models.js';
import { OnTimeout, TimeBank } from '../core/platform-options.js';
import { isRated } from '../ratings/rated.js';
import { SeatRatingSchema, type SeatRating } from '../ratings/seat-ratings.js';
import type { Seat } from '../../../domain/engine/game.js';
import { seatsOpenTo, takenSeats } from '../core/seats.js';

/**
 * One lobby entry: openapi.yaml's `LobbyGame` (all public facts; never a seed, view or address). Built on
 * first use (reading the lobby, openapi.yaml), not at every cold start of the Lambdas that write it.
 */
export const LobbyGameSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    game: z.string(),
    options: z.record(z.string(), z.unknown()).check(z.describe("The game's options, every default filled in.")),
    turnTimeLimitHours: z.number().check(z.describe('Hours each decision may stay open (with a time bank, its initial hours).')),
    timeBank: z.optional(TimeBank()),
    // Who plays a missed move matters to whoever joins (in Mr. Jack the fallback forfeits). Entries
    // stored before it was listed read as `fallback` until their game's next change rewrites them.
    onTimeout: OnTimeout(),
    // Entries stored before ratings read as unrated, as their games are.
    rated: z._default(z.boolean(), false).check(z.describe("Whether the game counts for its players' ratings.")),
    players: z
      .array(z.object({ seat: z.int().check(z.minimum(0)), name: z.string(), rating: z.optional(SeatRatingSchema().check(z.describe("The player's rating in this game's kind when the entry was last written (a bot has none).")))}))
      .check(z.describe('Who is seated already.')),
    seatCount: z.int().check(z.minimum(1)),
    openSeats: z.int().check(z.minimum(1)).check(z.describe('Seats anyone may take (seats kept for invited players are not counted).')),
    createdAt: z.iso.datetime(),
    version: z.int().check(z.minimum(0)),
  }),
);
// The read model's entry (shared/read-models.ts) is what the API shows: a field added to one must be
// added to the other (the keys are compared too: an optional field on one side only would pass the first check).
const lobbyEntryIsLobbyGame: Same<Mutable<LobbyEntry>, z.infer<ReturnType<typeof LobbyGameSchema>>> = true;
const lobbyEntryHasLobbyGameKeys: Same<keyof LobbyEntry, keyof z.infer<ReturnType<typeof LobbyGameSchema>>> = true;
void lobbyEntryIsLobbyGame;
void lobbyEntryHasLobbyGameKeys;

/** The body of GET /lobby. */
export const LobbyPageSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    games: z.array(LobbyGameSchema()).check(z.describe('Oldest first.')),
    cursor: z.nullable(z.string()).check(z.describe('Pass as `cursor` for the next page; null on the last page.')),
  }),
);

/** The lobby entry a version shows, and whether it is listed: a public game that waits with a seat anyone may take. */
export function lobbyEntry(record: GameRecord, ratings: ReadonlyMap<Seat, SeatRating> = new Map()): { entry: LobbyEntry; listed: boolean } {
  const s = record.snapshot;
  const open = seatsOpenTo(s, null);
  const entry: LobbyEntry = {
    gameId: record.gameId,
    game: s.game,
    options: { ...s.options },
    turnTimeLimitHours: s.platform.turnTimeLimitHours,
    ...(s.platform.timeBank ? { timeBank: { ...s.platform.timeBank } } : {}),
    onTimeout: s.platform.onTimeout ?? 'fallback',
    rated: isRated(s),
    players: takenSeats(s).map(({ seat, holder }) => ({ seat, name: holder.name, ...withRating(ratings.get(seat)) })),
    seatCount: s.seatCount,
    openSeats: open,
    createdAt: s.createdAt,
    version: record.version,
  };
  return { entry, listed: s.visibility === 'public' && s.status === 'waiting' && open > 0 };
}

const withRating = (rating: SeatRating | undefined): { rating?: SeatRating } => (rating ? { rating } : {});

/** An entry's position in its game's lobby, oldest first: `<createdAt>#<gameId>`, unique across every game's lobby. */
export function lobbyKey(entry: Pick<LobbyEntry, 'createdAt' | 'gameId'>): string {
  return `${entry.createdAt}#${entry.gameId}`;
}

/** Whether a cursor's key has the shape of a lobby position: `<ISO time>#<gameId>`. */
export function isLobbyKey(k: string): boolean {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z#[A-Za-z0-9_-]{1,64}$/.test(k);
}

/** Whether a version moves the lobby: only public games, and only when seats, invitations or status change. */
export function movesLobby(record: GameRecord): boolean {
  if (record.snapshot.visibility !== 'public') return false;
  const c = record.changes;
  return !c || c.seats || c.invited === true;
}
