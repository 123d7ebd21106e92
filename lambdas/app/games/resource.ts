/**
 * A game as one caller may see it (the body of GET /games/{id} and of a command's answer).
 * Every game-specific byte comes from the game's `view`, `legalCommands` and `result`.
 */
import { shownDeadline, vacationOf } from '../time/seat-vacation.js';
import { SeatRatingSchema } from '../ratings/seat-ratings.js';
import { isRated } from '../ratings/rated.js';
import * as z from 'zod/mini';
import { BOT_LEVELS } from '../../../domain/engine/bot.js';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AnyGame, CommandOf, GameResult, Seat, Viewer, ViewOf } from '../../../domain/engine/game.js';
import type { GameRecord } from '../core/model.js';
import { CANCELLED_BECAUSE, withCancelledBecause } from '../core/cancelled.js';
import { abandonAt, DAYS_ON_HOLD_BEFORE_ABANDONED, isAway, onHold } from '../core/deadlines.js';
import { openInvitations, seatNames, seatOf, seatsOpenTo, takenSeats } from '../core/seats.js';
import { OnTimeout, TimeBank, TurnTimeLimitHours } from '../core/platform-options.js';
import { TimeBankState, timeBankShown } from '../time/time-bank-view.js';

const SeatIndex = /* @__PURE__ */ builtOnce(() =>
  z.int().check(z.minimum(0)),
);

export const GameStatus = /* @__PURE__ */ builtOnce(() =>
  z
    .enum(['waiting', 'active', 'finished', 'cancelled'])
    .check(
      z.describe(
        `\`waiting\` for players, \`active\` in play, \`finished\` with a result, \`cancelled\` when its creator left before it began, or abandoned by the platform after ${DAYS_ON_HOLD_BEFORE_ABANDONED} days on hold (every player away; see \`onHold\`): \`cancelledBecause\` says which.`,
      ),
    ),
);

export const CancelledBecauseSchema = /* @__PURE__ */ builtOnce(() =>
  z
    .enum(CANCELLED_BECAUSE)
    .check(
      z.describe(
        `Present when \`status\` is \`cancelled\`: \`creator-left\`, its creator left it while it waited for players (GameCancelled); \`abandoned\`, every player was away for ${DAYS_ON_HOLD_BEFORE_ABANDONED} days while it was played (GameAbandoned).`,
      ),
    ),
);

/*
 * The schemas below document the resource (openapi.yaml) and type it; no route parses its own
 * answers, so they are built on first use, not at every cold start (see builtOnce).
 */

/** An open decision as the API shows it: openapi.yaml's `Decision`. */
export const PendingDecision = /* @__PURE__ */ builtOnce(() =>
  z.object({
    seat: SeatIndex(),
    kind: z.string().check(z.describe("A stable word from the game's own list: `turn`, `vote`, `discard`, `escape-window`, …")),
    prompt: z.string().check(z.describe('A short sentence saying what is asked.')),
    since: z.iso.datetime().check(z.describe('When the decision opened.')),
    deadline: z.iso.datetime().check(
      z.describe("When the game's fallback acts for the seat. For a seat on vacation: where it will be once the vacation is over (it moves by the time the decision waited)."),
    ),
    onVacationUntil: z.optional(z.iso.datetime().check(z.describe("The seat's player is on vacation until then: this decision's deadline waits (no reminder, no fallback, no bot plays for them)."))),
  }),
);

export const SeatHolder = /* @__PURE__ */ builtOnce(() =>
  z.object({
    seat: SeatIndex(),
    name: z.string(),
    playerId: z.string(),
    role: z.nullable(z.string()).check(z.describe("The seat's role where the game has roles (Jack, Detective).")),
    away: z.boolean().check(z.describe('True after two deadlines in a row passed, or once its player left the game while it was played; the seat then plays its fallback (or, with onTimeout "bot", the bot) at once until its player acts again or says they are back (POST /games/{gameId}/back). With the fallback, every player\'s seat away and no bot seated, nothing is played: the game waits for one of them.')),
    bot: z.optional(z.object({ level: z.enum(BOT_LEVELS) }).check(z.describe('Present when a bot holds the seat (POST /games `bots`): it plays from this seat\'s view like a player.'))),
    // Read with the game on GET /games/{gameId} only (a 200), not written with moves: absent in the answers of commands, joins and a bot's seat.
    rating: z.optional(SeatRatingSchema()),
  }),
);

export const GameResultSchema = /* @__PURE__ */ builtOnce(() =>
  z
    .looseObject({
      winners: z.array(SeatIndex()).check(z.describe('Winning seats.')),
      summary: z.string().check(z.describe('One sentence, e.g. "Jack escaped in round 6".')),
    })
    .check(z.describe('Set when the game is over: the winners, a summary, and game-specific detail (scores, the winning role, revealed secrets).')),
);

const LEGAL_COMMANDS = 'Every command the caller may post now, each a complete body for POST /games/{gameId}/commands. Empty when it is not up to the caller.';

/**
 * The game resource, whatever the game: the body of GET /games/{id} and of every answer that
 * returns a game. `gameResourceSchema` narrows `game`, `options`, `legalCommands` and `view` to one game.
 */
export const GameResourceSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    game: z.string().check(z.describe('Which game: its id in the game registry.')),
    title: z.string(),
    version: z.int().check(z.minimum(0), z.describe('Same as the ETag. Every accepted command adds one.')),
    status: GameStatus(),
    cancelledBecause: z.optional(CancelledBecauseSchema()),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(SeatHolder()),
    timeBank: z.optional(TimeBankState()),
    seatCount: z.int().check(z.minimum(1)),
    openSeats: z.int().check(z.minimum(0), z.describe('Free seats the caller could take (a seat kept for another invited player does not count).')),
    visibility: z.enum(['public', 'private']).check(z.describe('`public` games with open seats are listed in the lobby (GET /lobby); `private` ones are found by their link or an invitation.')),
    rated: z.boolean().check(z.describe("Whether the game counts for its players' ratings (docs/ratings.md).")),
    invited: z
      .array(z.object({ playerId: z.string(), name: z.string(), seat: z.optional(SeatIndex().check(z.describe('The seat kept for them (a rematch): nobody else may take it.'))) }))
      .check(z.describe('Players invited and not seated yet, while the game waits; shown to seated players only.')),
    rematchOf: z.optional(z.string().check(z.describe('The game this one is a rematch of.'))),
    createdBy: z.string().check(z.describe("The creator's player id: while the game waits, their leaving cancels it.")),
    you: z.optional(SeatIndex().check(z.describe("The caller's seat; absent for a spectator."))),
    muted: z.optional(
      z.boolean().check(z.describe("Present in GET /games/{gameId} for a seated caller: true when they muted this game's turn mails (POST /games/{gameId}/mute). Not part of the version: a 304 answer does not tell a change of it.")),
    ),
    pending: z.array(PendingDecision()).check(z.describe('Who must act now, and by when. Several seats at once for simultaneous decisions.')),
    onHold: z.boolean().check(
      z.describe(
        "True while every player's seat is away, no bot is seated and the game's fallback plays away seats (onTimeout \"fallback\"): nothing is played and no deadline runs until one of them is back (POST /games/{gameId}/back); a pending decision's `deadline` then does not apply. If nobody is back by `abandonAt`, the game is abandoned (GameAbandoned, status `cancelled`). False otherwise: an away seat's decisions are played at once, the others' at their deadline.",
      ),
    ),
    abandonAt: z.optional(
      z.iso.datetime().check(z.describe(`Present while the game is on hold: when it is abandoned if no player is back by then (${DAYS_ON_HOLD_BEFORE_ABANDONED} days after it went on hold).`)),
    ),
    legalCommands: z.array(z.unknown()).check(z.describe(LEGAL_COMMANDS)),
    view: z
      .nullable(z.record(z.string(), z.unknown()))
      .check(z.describe("The game as the caller may see it (the game's own shape); null until the game starts.")),
    result: z.nullable(GameResultSchema()),
  }),
);

const applied = new WeakMap<AnyGame, z.ZodMiniObject>();

/**
 * A game's options and the platform's turn time limit, as one object: what a creation may send
 * (input) and what the game then runs with, every default filled in (output). One schema per game.
 */
export function appliedOptionsSchema(game: AnyGame): z.ZodMiniObject {
  const known = applied.get(game);
  if (known) return known;
  if (!(game.options instanceof z.ZodMiniObject)) throw new Error(`${game.id}: its options schema is not an object`);
  const schema = z.extend(game.options, { turnTimeLimitHours: TurnTimeLimitHours(), onTimeout: OnTimeout(), timeBank: z.optional(TimeBank()) });
  applied.set(game, schema);
  return schema;
}

/** The game resource of one game: `game` is its id, `options` its options, `legalCommands` its commands. */
export function gameResourceSchema(game: AnyGame) {
  return z.extend(GameResourceSchema(), {
    game: z.literal(game.id),
    options: appliedOptionsSchema(game),
    legalCommands: z.array(game.commands).check(z.describe(LEGAL_COMMANDS)),
    view: z.nullable(game.viewSchema).check(z.describe(`The game as the caller may see it (${game.title}'s view); null until the game starts.`)),
  });
}

/** `View` and `Command` are the game's own types where the game is known (see GameResourceOf). */
export type GameResource<View = unknown, Command = unknown> = Omit<z.infer<ReturnType<typeof GameResourceSchema>>, 'legalCommands' | 'view' | 'result'> & {
  legalCommands: Command[];
  /** Null until the seats are full and the game has started. */
  view: View | null;
  result: GameResult | null;
};

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
    ...withCancelledBecause(s),
    createdAt: s.createdAt,
    updatedAt: record.at,
    options: { ...s.options, turnTimeLimitHours: s.platform.turnTimeLimitHours, onTimeout: s.platform.onTimeout ?? 'fallback', ...(s.platform.timeBank ? { timeBank: s.platform.timeBank } : {}) },
    seats: takenSeats(s).map(({ seat: i, holder: h }) => ({ seat: i, name: h.name, playerId: h.playerId, role: role(i), away: isAway(s, i), ...(h.bot ? { bot: { level: h.bot.level } } : {}) })),
    ...timeBankShown(s),
    seatCount: s.seatCount,
    openSeats: seatsOpenTo(s, playerId),
    visibility: s.visibility ?? 'private',
    rated: isRated(s),
    // Who was invited is for the seated only: anyone else could learn from it that an address they
    // had a player invite belongs to someone.
    invited: seat === null ? [] : openInvitations(s).map(({ invitation: i }) => ({ playerId: i.playerId, name: i.name, ...(i.seat === undefined ? {} : { seat: i.seat }) })),
    ...(s.rematchOf ? { rematchOf: s.rematchOf } : {}),
    createdBy: s.createdBy,
    ...(seat === null ? {} : { you: seat }),
    pending: s.pending.map((p) => {
      const vacation = vacationOf(s, p.seat);
      return { seat: p.seat, kind: p.kind, prompt: p.prompt, since: p.since, deadline: shownDeadline(s, p), ...(vacation ? { onVacationUntil: vacation.until } : {}) };
    }),
    onHold: onHold(s),
    ...withAbandonAt(record),
    legalCommands: seat !== null && s.status === 'active' ? game.legalCommands(s.state, seat) : [],
    view: live ? game.view(s.state, viewer) : null,
    result: live ? game.result(s.state, seatNames(s)) : null,
  };
}

function withAbandonAt(record: GameRecord): { abandonAt?: string } {
  const at = abandonAt(record);
  return at === null ? {} : { abandonAt: at };
}
