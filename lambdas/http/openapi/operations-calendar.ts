/** openapi.yaml's words for the calendar feed (docs/time.md). */
import { problems } from '../../app/core/problems.js';
import type { OperationDoc } from './operation-doc.js';

export const calendarOperationDocs = {
  issueCalendar: {
    tag: 'players',
    summary: 'Issue your calendar feed',
    description:
      'Issues a private address of an iCalendar feed (RFC 5545) of your deadlines, to subscribe to in a calendar app: one event per pending decision of yours at its deadline ' +
      '(with alarms 24 h and 1 h before) and your vacation as an all-day event. The address is shown once (only a hash of its secret is stored); issuing again revokes the one before.',
    success: { 201: { description: 'The feed\'s address.', schema: 'IssuedCalendar', example: { url: 'https://api.play.example/calendar/4l0Jm3Yw2qHcVQ3r0sYw9Vx1nH0k8d4u2fG7pZcX1aQ.ics' } } },
  },
  getCalendarFeed: {
    tag: 'players',
    summary: 'Read a calendar feed',
    description:
      'The feed an address issued by `POST /players/me/calendar` names, with no token (the address is the secret): one VEVENT per pending decision of its owner in the games being played, ' +
      'at its deadline (for a player on vacation, where it will be once the vacation is over), its UID the same for as long as the decision stays open; ' +
      'SUMMARY names the game and what is asked, URL opens the game; two VALARMs, 24 h and 1 h before. While the owner is on vacation, an all-day event covers it. ' +
      'Only what anyone may see of a game is in it: its title, and the decision\'s prompt and deadline.',
    success: { 200: { description: 'The feed.', mediaType: 'text/calendar' } },
    problems: [problems.calendarNotFound],
  },
} as const satisfies Readonly<Record<string, OperationDoc>>;
