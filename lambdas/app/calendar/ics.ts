/**
 * A player's calendar feed as iCalendar text (RFC 5545), pure: one event per pending decision of
 * theirs at its deadline, with alarms a day and an hour before, and their vacation as an all-day
 * event. Written with ical-generator (escaping, line folding, UTC times), not by hand. It is given
 * only public facts (the game's title, the decision's prompt, its deadline: `pending` is public by
 * contract), so the feed shows nothing a game's view would not.
 */
import { ICalAlarmType, ICalCalendar } from 'ical-generator';

/** One pending decision of the feed's player. */
export interface FeedDecision {
  readonly gameId: string;
  readonly title: string;
  readonly seat: number;
  readonly kind: string;
  readonly prompt: string;
  /** When the decision opened (with seat and kind, it names the decision: its UID). */
  readonly since: string;
  /** When it is due, as players are shown it (after a vacation: where it will be then). */
  readonly deadline: string;
  /** The game's page in the web client. */
  readonly url: string;
}

export interface Feed {
  readonly playerName: string;
  readonly decisions: readonly FeedDecision[];
  /** The player's vacation while it runs. */
  readonly vacation: { readonly since: string; readonly until: string } | null;
  /** The moment the feed is made (DTSTAMP). */
  readonly now: Date;
  /** Makes UIDs unique to this service (the web client's host). */
  readonly domain: string;
}

/** Alarms before each deadline, in seconds. */
export const ALARMS_BEFORE_S = [24 * 3600, 3600] as const;
/** An event lasts this long from its deadline, so calendars draw it (a deadline is a moment). */
const EVENT_MINUTES = 15;
const DAY_MS = 24 * 3_600_000;

/** The UID of a decision's event: the same for as long as the decision stays open, whatever moves its deadline. */
export function decisionUid(d: Pick<FeedDecision, 'gameId' | 'seat' | 'kind' | 'since'>, domain: string): string {
  return `${d.gameId}.${d.seat}.${d.kind}.${Date.parse(d.since)}@${domain}`;
}

const utcDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS);

export function feedText(feed: Feed): string {
  const calendar = new ICalCalendar({
    prodId: { company: 'Whitechapel', product: 'deadlines', language: 'EN' },
    name: `Whitechapel: ${feed.playerName}'s deadlines`,
    // Calendar apps that honour it poll again within the hour.
    ttl: 3600,
  });
  for (const d of [...feed.decisions].sort((a, b) => a.deadline.localeCompare(b.deadline) || a.gameId.localeCompare(b.gameId))) {
    const start = new Date(d.deadline);
    calendar.createEvent({
      id: decisionUid(d, feed.domain),
      stamp: feed.now,
      start,
      end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
      summary: `${d.title}: ${d.prompt}`,
      description: `Deadline in ${d.title} (game ${d.gameId}): ${d.prompt}\n${d.url}`,
      url: d.url,
      alarms: ALARMS_BEFORE_S.map((s) => ({ type: ICalAlarmType.display, trigger: s, description: `${d.title}: ${d.prompt}` })),
    });
  }
  if (feed.vacation) {
    const first = utcDay(Date.parse(feed.vacation.since));
    // All-day events end on the day after their last (DTEND is exclusive).
    const afterLast = new Date(utcDay(Date.parse(feed.vacation.until) - 1).getTime() + DAY_MS);
    calendar.createEvent({
      id: `vacation.${Date.parse(feed.vacation.since)}@${feed.domain}`,
      stamp: feed.now,
      start: first,
      end: afterLast,
      allDay: true,
      summary: `On vacation until ${feed.vacation.until.slice(0, 16).replace('T', ' ')} UTC`,
    });
  }
  return calendar.toString();
}
