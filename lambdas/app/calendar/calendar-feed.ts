/**
 * Use case of the calendar feed (docs/time.md): `GET /calendar/{secret}.ics` answers the feed of
 * its owner (issue-calendar.ts issues the address), with no token: one event per pending decision of theirs in the games being played, and
 * their vacation while it runs. What it shows of a game is what anyone may see of it (its title, a
 * decision's prompt and deadline), and only the owner's own decisions.
 */
import type { AnyGame } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord } from '../core/model.js';
import { waitsForReturn } from '../core/deadlines.js';
import type { Clock, EventStore, InboxStore, PlayerStore } from '../core/ports.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { shownDeadline } from '../time/seat-vacation.js';
import { currentVacation, timeOf } from '../time/vacation-budget.js';
import { feedText, type FeedDecision } from './ics.js';
import { FEED_SEGMENT, feedSecretHash, type CalendarStore } from './model.js';
import { trimmed } from './issue-calendar.js';

export interface CalendarDeps {
  readonly calendars: CalendarStore;
  readonly games: GameRegistry;
  readonly events: Pick<EventStore, 'latest'>;
  readonly players: Pick<PlayerStore, 'get'>;
  readonly inbox: Pick<InboxStore, 'openGameIds'>;
  readonly clock: Clock;
  /** The web client (the games' pages) and this API (the feed's address). */
  readonly urls: { readonly web: string; readonly api: string };
}

/** The feed's text for the path segment `<secret>.ics`; an unknown, revoked or malformed one is calendar-not-found. */
export async function readCalendarFeed(deps: CalendarDeps, segment: string): Promise<Outcome<string>> {
  const secret = FEED_SEGMENT.exec(segment)?.[1];
  const playerId = secret ? await deps.calendars.owner(feedSecretHash(secret)) : null;
  const player = playerId ? await deps.players.get(playerId) : null;
  if (!player) return fail(problems.calendarNotFound());
  const now = deps.clock.now();
  const gameIds = await deps.inbox.openGameIds(player.playerId);
  const latest = await Promise.all(gameIds.map((id) => deps.events.latest(id)));
  const decisions = latest.flatMap((record) => {
    const game = record && deps.games.get(record.snapshot.game);
    return record && game ? feedDecisions(game, record, player.playerId, deps.urls.web) : [];
  });
  const vacation = currentVacation(timeOf(player), now);
  const domain = hostOf(deps.urls.web);
  return ok(feedText({ playerName: player.name, decisions, vacation: vacation ? { since: vacation.since, until: vacation.until } : null, now, domain }));
}

/**
 * The pending decisions of `playerId` in one game, as the feed shows them: public facts only (the
 * game's title, each decision's prompt and deadline). None when the game is not being played, and
 * none whose deadline does not apply (the game waits on hold).
 */
export function feedDecisions(game: Pick<AnyGame, 'title'>, record: Pick<GameRecord, 'gameId' | 'snapshot'>, playerId: string, webUrl: string): FeedDecision[] {
  const s = record.snapshot;
  if (s.status !== 'active') return [];
  const url = `${trimmed(webUrl)}/play/games/${encodeURIComponent(record.gameId)}`;
  return s.pending
    .filter((d) => s.seats[d.seat]?.playerId === playerId && !s.seats[d.seat]?.bot && !waitsForReturn(s, d.seat))
    .map((d) => ({ gameId: record.gameId, title: game.title, seat: d.seat, kind: d.kind, prompt: d.prompt, since: d.since, deadline: shownDeadline(s, d), url }));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'whitechapel';
  } catch {
    return 'whitechapel';
  }
}
