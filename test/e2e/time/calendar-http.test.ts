// The calendar feed end to end on the local runtime, read back with an independent iCalendar parser
// (ical.js): it lists exactly the player's pending deadlines, each with alarms a day and an hour
// before and a link to its game, and their vacation as an all-day event; its address needs no
// token, is revoked by issuing another, and an unknown one is a 404 problem.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();
const HOUR = 3_600_000;

interface Pending {
  pending: { seat: number; kind: string; deadline: string; since: string }[];
  version: number;
  you?: number;
  title: string;
}

async function players() {
  const tag = Math.random().toString(36).slice(2, 6);
  return { ada: await env.http.register(`Ada${tag}`), bob: await env.http.register(`Bob${tag}`) };
}

/** A counter game `first` created and `second` joined: `first`'s turn (seat 0). */
async function game(first: { token: string }, second: { token: string }, hours = 24) {
  const gameId = (await env.http.createGame({ game: 'counter', options: { target: 100, turnTimeLimitHours: hours } }, first.token)).body.gameId;
  expect((await env.http.join(gameId, second.token)).status).toBe(200);
  return gameId;
}

async function play(gameId: string, token: string) {
  const g = (await env.http.game(gameId, token)).body as unknown as Pending;
  expect((await env.http.command(gameId, { type: 'add', n: 1 }, token, { 'if-match': `"${g.version}"` })).status).toBe(200);
}

const pathOf = (url: string) => new URL(url).pathname;
/** iCalendar times are to the second: a deadline is shown at its second (never later than it is). */
const toSecond = (iso: string) => `${iso.slice(0, 19)}.000Z`;

async function issue(token: string): Promise<string> {
  const r = await env.http.post<{ url: string }>('/players/me/calendar', undefined, token);
  expect(r.status).toBe(201);
  expect(r.body.url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return r.body.url;
}

/** The feed as ical.js reads it: its events with their UID, start, summary, URL and alarms. */
async function feed(url: string) {
  const r = await env.http.get(pathOf(url));
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(r.text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      allDay: start.isDate,
      start: start.isDate ? start.toString() : start.toJSDate().toISOString(),
      end: (v.getFirstPropertyValue('dtend') as ICAL.Time).toString(),
      summary: String(v.getFirstPropertyValue('summary')),
      url: v.getFirstPropertyValue('url') === null ? null : String(v.getFirstPropertyValue('url')),
      alarms: v.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('the calendar feed over the local runtime', () => {
  it('lists exactly the pending deadlines of its owner, with alarms and links, and their vacation as an all-day event', async () => {
    const { ada, bob } = await players();
    // Ada's turn in g1 and g4; Bob's in g2 and g3.
    const g1 = await game(ada, bob);
    const g2 = await game(bob, ada);
    const g3 = await game(ada, bob);
    await play(g3, ada.token);
    const g4 = await game(bob, ada, 48);
    await play(g4, bob.token);
    const url = await issue(ada.token);
    // No token: the address is the secret.
    const events = await feed(url);
    const expected = await Promise.all(
      [g1, g4].map(async (g) => ({ gameId: g, resource: (await env.http.game(g, ada.token)).body as unknown as Pending })),
    );
    expect(events.map((e) => e.start).sort()).toEqual(expected.map((e) => toSecond(e.resource.pending[0]!.deadline)).sort());
    for (const { gameId, resource } of expected) {
      const event = events.find((e) => e.url?.endsWith(`/play/games/${gameId}`));
      expect(event, gameId).toBeDefined();
      expect(event!.start).toBe(toSecond(resource.pending[0]!.deadline));
      expect(event!.summary).toContain(resource.title);
      expect(event!.uid).toContain(gameId);
      expect(event!.alarms.sort()).toEqual(['-P1D', '-PT1H'].sort());
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.some((e) => [g2, g3].some((g) => e.uid.includes(g) || e.url?.includes(g)))).toBe(false);
    // The same decisions keep their UIDs when read again.
    expect((await feed(url)).map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());

    // Bob's turn in g1 now: it leaves Ada's feed; g2's decision (hers after Bob's move) joins it.
    await play(g2, bob.token);
    await play(g1, ada.token);
    const after = await feed(url);
    expect(after.filter((e) => e.uid.includes(g1))).toEqual([]);
    expect(after.filter((e) => e.uid.includes(g2))).toHaveLength(1);

    // On vacation: an all-day event, and each deadline where it will be once she is back.
    const start = Date.parse((await env.http.get<{ now: string }>('/_local/clock')).body.now);
    const until = new Date(start + 3 * 24 * HOUR).toISOString();
    expect((await env.http.post('/players/me/vacation', { until }, ada.token)).status).toBe(200);
    const away = await feed(url);
    const vacation = away.filter((e) => e.allDay);
    expect(vacation).toHaveLength(1);
    expect(vacation[0]!.start).toBe(new Date(start).toISOString().slice(0, 10));
    expect(vacation[0]!.end).toBe(new Date(Date.parse(until.slice(0, 10)) + 24 * HOUR).toISOString().slice(0, 10));
    for (const g of [g2, g4]) {
      const shown = ((await env.http.game(g, bob.token)).body as unknown as Pending).pending[0]!.deadline;
      expect(away.find((e) => e.uid.includes(g))?.start).toBe(toSecond(shown));
    }
  });

  it('is revoked by issuing another; an unknown or malformed address is a 404 problem', async () => {
    const { ada, bob } = await players();
    await game(ada, bob);
    const first = await issue(ada.token);
    const second = await issue(ada.token);
    expect(second).not.toBe(first);
    const revoked = await env.http.get(pathOf(first));
    expect(revoked.status).toBe(404);
    expect(revoked.problem?.code).toBe('calendar-not-found');
    // The problem never repeats the address.
    expect(revoked.text).not.toContain(pathOf(first).split('/').pop()!.slice(0, 20));
    expect((await feed(second)).length).toBe(1);
    for (const path of [`/calendar/${'A'.repeat(43)}.ics`, '/calendar/short.ics', `/calendar/${'A'.repeat(43)}.txt`, `/calendar/${'A'.repeat(42)}%2F.ics`]) {
      const r = await env.http.get(path);
      expect(r.status, path).toBe(404);
    }
    // Issuing needs a token.
    expect((await env.http.post('/players/me/calendar', undefined)).status).toBe(401);
  });
});
