/**
 * Vacation across a player's games (docs/time.md): POST and DELETE /players/me/vacation, and the
 * sweeper's two parts in it, a vacation ended at its planned end and auto-vacation. The player item
 * keeps the vacation and its budget (vacation-budget.ts); each game the player is seated in being
 * played gets a version that starts or ends the vacation there (vacation-clock.ts), so the game's
 * own deadlines, its deadline index entry and its readers all follow from the game alone.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord, PlayerRecord, PlayerTime } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { Clock, EventStore, InboxStore, PlayerStore } from '../core/ports.js';
import { problems } from '../core/problems.js';
import { seatOf } from '../core/seats.js';
import { seatsOnVacation } from './seat-vacation.js';
import { autoVacationDays, currentVacation, DAY_MS, daysCharged, daysLeft, endedAt, settled, shownDaysLeft, timeOf, VACATION, withVacation } from './vacation-budget.js';
import { vacationEndedRecord, vacationStartedRecord } from './vacation-clock.js';

export interface VacationDeps {
  readonly games: GameRegistry;
  readonly events: Pick<EventStore, 'latest' | 'append'>;
  readonly players: Pick<PlayerStore, 'get' | 'update'>;
  readonly inbox: Pick<InboxStore, 'openGameIds'>;
  readonly clock: Clock;
}

/** What GET /players/me and the vacation routes show of a player's vacation. */
export interface VacationState {
  readonly vacation: { readonly until: string } | null;
  readonly vacationDaysLeft: number;
  readonly autoVacation: boolean;
}

export function vacationState(player: Pick<PlayerRecord, 'time' | 'createdAt'>, now: Date): VacationState {
  const time = timeOf(player);
  const running = currentVacation(time, now);
  return { vacation: running ? { until: running.until } : null, vacationDaysLeft: shownDaysLeft(time, now), autoVacation: time.autoVacation };
}

/** POST /players/me/vacation {until}: the vacation starts now, in every game the player is seated in. */
export async function startVacation(deps: VacationDeps, player: PlayerRecord, untilInput: string): Promise<Outcome<VacationState>> {
  const now = deps.clock.now();
  const time = timeOf(player);
  const running = currentVacation(time, now);
  if (running) return fail(problems.alreadyOnVacation(running.until));
  const until = Date.parse(untilInput);
  if (!Number.isFinite(until) || until <= now.getTime()) return fail(problems.invalidVacation('`until` must be a time after now.'));
  if (until > now.getTime() + VACATION.maxAheadDays * DAY_MS) return fail(problems.invalidVacation(`\`until\` may be at most ${VACATION.maxAheadDays} days ahead.`));
  const untilIso = new Date(until).toISOString();
  const asked = daysCharged(now.toISOString(), untilIso);
  const left = Math.floor(daysLeft(time, now) + 1e-9);
  if (asked > left) return fail(problems.vacationBudgetExceeded(asked, left));
  const next = withVacation(time, now, untilIso);
  const updated = await deps.players.update(player.playerId, { time: next });
  if (!updated) return fail(problems.playerNotFound());
  await eachSeatedGame(deps, player.playerId, null, (game, latest, seat) => vacationStartedRecord(game, latest, seat, { since: now.toISOString(), until: untilIso }, now, false));
  return ok(vacationState(updated, now));
}

/** DELETE /players/me/vacation: the vacation ends now (its started days charged); nothing changes when none runs. */
export async function endVacation(deps: VacationDeps, player: PlayerRecord): Promise<Outcome<VacationState>> {
  const now = deps.clock.now();
  const time = timeOf(player);
  if (!currentVacation(time, now)) return ok(vacationState(player, now));
  const updated = await deps.players.update(player.playerId, { time: settled(endedAt(time, now), now) });
  if (!updated) return fail(problems.playerNotFound());
  await eachSeatedGame(deps, player.playerId, null, (game, latest, seat) => vacationEndedRecord(game, latest, seat, now, now));
  return ok(vacationState(updated, now));
}

/** Auto-vacation on (absent: on) or off, from PATCH /players/me. */
export function withAutoVacation(player: Pick<PlayerRecord, 'time' | 'createdAt'>, on: boolean): PlayerTime {
  return { ...timeOf(player), autoVacation: on };
}

/** The sweeper's: the version that ends the first vacation in the game whose planned end has come, or null. */
export function vacationsOver(game: AnyGame, latest: GameRecord, now: Date): GameRecord | null {
  const over = seatsOnVacation(latest.snapshot).find(({ vacation }) => Date.parse(vacation.until) <= now.getTime());
  return over ? vacationEndedRecord(game, latest, over.seat, new Date(over.vacation.until), now) : null;
}

/**
 * The sweeper's, at a passed deadline of a player's seat: when the player has auto-vacation on and
 * a whole vacation day left, a vacation of up to VACATION.autoDays (no longer than the days left)
 * starts now instead of the fallback, in this game (its VacationStarted says `auto`, which mails the
 * player) and in the player's other games. False: the fallback plays.
 */
export async function startAutoVacation(deps: VacationDeps, latest: GameRecord, seat: Seat, now: Date): Promise<boolean> {
  const holder = latest.snapshot.seats[seat];
  if (!holder || holder.bot) return false;
  const player = await deps.players.get(holder.playerId);
  if (!player) return false;
  const time = timeOf(player);
  const game = deps.games.get(latest.snapshot.game);
  // Already on vacation (another sweep started it a moment ago, or the player sat down here while
  // away): this game joins that vacation.
  const running = currentVacation(time, now);
  if (running) {
    const joined = game && vacationStartedRecord(game, latest, seat, { since: running.since, until: running.until }, now, false);
    if (joined) await deps.events.append(joined);
    return joined !== null && joined !== undefined;
  }
  const days = autoVacationDays(time, now);
  if (days < 1) return false;
  const since = now.toISOString();
  const until = new Date(now.getTime() + days * DAY_MS).toISOString();
  if (!(await deps.players.update(player.playerId, { time: withVacation(time, now, until, true) }))) return false;
  const here = game && vacationStartedRecord(game, latest, seat, { since, until }, now, true);
  // A conflict here (the player moved at that moment): the sweeper looks at the game again anyway.
  if (here) await deps.events.append(here);
  await eachSeatedGame(deps, player.playerId, latest.gameId, (g, l, s) => vacationStartedRecord(g, l, s, { since, until }, now, false));
  return true;
}

/** Appends `change`'s version to every game being played where the player holds a seat (but `except`), each on its newest version, retried on a conflict. */
async function eachSeatedGame(deps: VacationDeps, playerId: string, except: string | null, change: (game: AnyGame, latest: GameRecord, seat: Seat) => GameRecord | null): Promise<void> {
  const gameIds = (await deps.inbox.openGameIds(playerId)).filter((id) => id !== except);
  for (const gameId of gameIds) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const latest = await deps.events.latest(gameId);
      if (!latest || latest.snapshot.status !== 'active') break;
      const seat = seatOf(latest.snapshot, playerId);
      const game = deps.games.get(latest.snapshot.game);
      if (seat === null || !game) break;
      const record = change(game, latest, seat);
      if (!record || (await deps.events.append(record)) === 'appended') break;
    }
  }
}
