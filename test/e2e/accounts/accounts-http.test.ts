// Accounts over HTTP on the local runtime: signing in with the code read from the local outbox,
// a code redeemed twice or too late, the hourly limit, tokens per device (a revoked token refused
// at once), a change of address confirmed and not confirmed, the one-click unsubscribe link
// without a token, and every refused request changing nothing.
import { describe, expect, it } from 'vitest';
import type { IssuedToken, TokenList } from '../../../lambdas/app/accounts/devices.js';
import type { PlayerProfile } from '../../../lambdas/app/accounts/players.js';
import type { HttpAnswer } from '../../support/http/http.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function mails(kind: string, to: string) {
  return (await env.http.outbox()).body.messages.filter((m) => m.attributes.kind === kind && m.to.includes(to));
}

function codeIn(message: string): string {
  const code = /"code": "([\w-]+)"/.exec(message)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The newest code mailed to `to` for `kind`. */
async function mailedCode(kind: string, to: string): Promise<string> {
  const last = (await mails(kind, to)).at(-1);
  if (!last) throw new Error(`no ${kind} mail to ${to}`);
  return codeIn(last.message);
}

const tokens = (token: string) => env.http.get<TokenList>('/players/me/tokens', token);
const del = (path: string, token: string) => env.http.call('DELETE', path, { token });

describe('signing in by e-mail', () => {
  it('mails a code to a registered address only, answering the same for any address; the code gives a new token once', async () => {
    const email = unique('ada');
    const ada = await env.http.register('Ada', email);
    const asked = await env.http.post('/sessions', { email: ` ${email.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    const nobodyEmail = unique('nobody');
    const nobody = await env.http.post('/sessions', { email: nobodyEmail });
    expect([nobody.status, nobody.body]).toEqual([202, asked.body]);
    expect(await mails('sign-in', nobodyEmail)).toEqual([]);

    const [mail, ...more] = await mails('sign-in', email);
    expect(more).toEqual([]);
    expect(mail!.attributes.playerId).toBe(ada.playerId);
    const code = codeIn(mail!.message);
    expect(mail!.message).toContain(`${env.rt.url}/sign-in?code=${code}`);

    const redeemed = await env.http.post<IssuedToken>('/sessions/redeem', { code, label: 'laptop' });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body).toMatchObject({ playerId: ada.playerId, tokenId: expect.any(String), token: expect.any(String) });
    expect((await env.http.me(redeemed.body.token)).body.playerId).toBe(ada.playerId);
    const list = (await tokens(redeemed.body.token)).body.tokens;
    expect(list.map((t) => [t.label, t.current]).sort()).toEqual([
      ['laptop', true],
      ['registration', false],
    ]);

    const again = await env.http.post('/sessions/redeem', { code });
    expect([again.status, again.problem?.code]).toEqual([400, 'invalid-code']);
    expect((await tokens(ada.token)).body.tokens).toHaveLength(2);
  });

  it('refuses a code after 15 minutes and changes nothing', async () => {
    const email = unique('late');
    const p = await env.http.register('Late', email);
    expect((await env.http.post('/sessions', { email })).status).toBe(202);
    const code = await mailedCode('sign-in', email);
    expect((await env.http.advanceClock(0.26)).status).toBe(200);
    const late = await env.http.post('/sessions/redeem', { code });
    expect([late.status, late.problem?.code]).toEqual([400, 'invalid-code']);
    expect((await tokens(p.token)).body.tokens).toHaveLength(1);
  });

  it('sends at most five sign-in mails per address and hour, then answers 429 with Retry-After', async () => {
    const email = unique('many');
    await env.http.register('Many', email);
    for (let i = 0; i < 5; i++) expect((await env.http.post('/sessions', { email })).status).toBe(202);
    const sixth = await env.http.post('/sessions', { email: email.toUpperCase() });
    expect([sixth.status, sixth.problem?.code]).toEqual([429, 'too-many-mails']);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await mails('sign-in', email)).toHaveLength(5);
    // An unregistered address is limited the same way (the limit tells nothing either).
    const nobody = unique('nobody');
    for (let i = 0; i < 5; i++) await env.http.post('/sessions', { email: nobody });
    expect((await env.http.post('/sessions', { email: nobody })).status).toBe(429);
    await env.http.advanceClock(1.01);
    expect((await env.http.post('/sessions', { email })).status).toBe(202);
  });
});

describe('tokens per device', () => {
  it('lists, issues and revokes them; a revoked token is refused at once', async () => {
    const p = await env.http.register('Devices');
    const phone = await env.http.post<IssuedToken>('/players/me/tokens', { label: 'phone' }, p.token);
    const tablet = await env.http.post<IssuedToken>('/players/me/tokens', { label: 'tablet' }, p.token);
    expect([phone.status, tablet.status]).toEqual([201, 201]);
    const list = (await tokens(p.token)).body.tokens;
    expect(list.map((t) => t.label).sort()).toEqual(['phone', 'registration', 'tablet']);
    expect(list.filter((t) => t.current).map((t) => t.tokenId)).toEqual([p.tokenId]);
    for (const t of list) expect(t.lastUsedAt ?? '').toMatch(/T\d\d:00:00\.000Z$/);
    // The phone works, then is revoked: refused on the very next request.
    expect((await env.http.me(phone.body.token)).status).toBe(200);
    expect((await del(`/players/me/tokens/${phone.body.tokenId}`, p.token)).status).toBe(204);
    const refused = await env.http.me(phone.body.token);
    expect([refused.status, refused.problem?.code]).toEqual([401, 'unauthorized']);
    const twice = await del(`/players/me/tokens/${phone.body.tokenId}`, p.token);
    expect([twice.status, twice.problem?.code]).toEqual([404, 'token-not-found']);
    // All but the current one: the tablet goes, the caller stays.
    expect((await del('/players/me/tokens', p.token)).status).toBe(204);
    expect((await env.http.me(tablet.body.token)).status).toBe(401);
    expect((await tokens(p.token)).body.tokens.map((t) => t.tokenId)).toEqual([p.tokenId]);
    // Revoking the token one calls with signs this device out.
    expect((await del(`/players/me/tokens/${p.tokenId}`, p.token)).status).toBe(204);
    expect((await env.http.me(p.token)).status).toBe(401);
  });
});

describe('changing the address', () => {
  it('takes effect only once the code mailed to the new address is confirmed; the old address is told', async () => {
    const old = unique('old');
    const p = await env.http.register('Mover', old);
    const next = unique('new');
    const asked = await env.http.updateMe(p.token, { email: next });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: old, emailChange: { email: next } });
    expect(await mails('email-change-requested', old)).toHaveLength(1);
    expect((await mails('email-change-requested', old))[0]!.message).toContain(next);
    const code = await mailedCode('email-change-code', next);
    expect(await mails('email-change-code', old)).toEqual([]);
    // Not yet: sign-in mail goes to the old address, none to the new one.
    await env.http.post('/sessions', { email: next });
    expect(await mails('sign-in', next)).toEqual([]);

    const wrong = await env.http.post('/players/me/email/confirm', { code: 'x'.repeat(32) }, p.token);
    expect([wrong.status, wrong.problem?.code]).toEqual([400, 'invalid-code']);
    expect((await env.http.me(p.token)).body.email).toBe(old);

    const confirmed = await env.http.post<PlayerProfile>('/players/me/email/confirm', { code }, p.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: next, emailChange: null, subscription: { email: next } });
    await env.http.post('/sessions', { email: next });
    expect(await mails('sign-in', next)).toHaveLength(1);
    await env.http.post('/sessions', { email: old });
    expect(await mails('sign-in', old)).toEqual([]);
    // The old address is free again.
    expect((await env.http.post('/players', { name: 'Newcomer', email: old })).status).toBe(201);
    const again = await env.http.post('/players/me/email/confirm', { code }, p.token);
    expect([again.status, again.problem?.code]).toEqual([409, 'no-email-change']);
  });

  it('not confirmed, changes nothing: the code expires, and an address registered meanwhile stays its owner’s', async () => {
    const old = unique('stay');
    const p = await env.http.register('Stayer', old);
    const next = unique('elsewhere');
    await env.http.updateMe(p.token, { email: next });
    const code = await mailedCode('email-change-code', next);
    const other = await env.http.post('/players', { name: 'Quick', email: next });
    expect(other.status).toBe(201);
    const taken = await env.http.post('/players/me/email/confirm', { code }, p.token);
    expect([taken.status, taken.problem?.code]).toEqual([409, 'email-taken']);
    expect((await env.http.me(p.token)).body.email).toBe(old);

    const later = unique('later');
    await env.http.updateMe(p.token, { email: later });
    const laterCode = await mailedCode('email-change-code', later);
    await env.http.advanceClock(25);
    const expired = await env.http.post('/players/me/email/confirm', { code: laterCode }, p.token);
    expect([expired.status, expired.problem?.code]).toEqual([400, 'invalid-code']);
    expect((await env.http.me(p.token)).body).toMatchObject({ email: old, emailChange: { email: later } });
    // Asking for the current address again cancels the pending change.
    expect((await env.http.updateMe(p.token, { email: old })).body.emailChange).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('opens a page whose button turns game e-mail, reminders or news off, without a token; following the link alone or a bad link changes nothing', async () => {
    const email = unique('quiet');
    const p = await env.http.register('Quiet', email);
    await env.http.post('/sessions', { email });
    const [mail] = await mails('sign-in', email);
    const links = [...mail!.message.matchAll(/https?:\/\/\S+\/unsubscribe\?t=\S+/g)].map((m) => new URL(m[0]));
    expect(links).toHaveLength(3);
    expect(mail!.message).not.toContain('PATCH /players/me {"notifications"');
    const [emailOff, remindersOff, newsOff] = links as [URL, URL, URL];

    // Following a link (as a mail scanner would) only shows the page with its button: nothing changes.
    const asked = await env.http.get(remindersOff.pathname + remindersOff.search);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toContain('text/html');
    expect(asked.text).toContain('<form method="post" action="">');
    expect(asked.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect((await env.http.me(p.token)).body.notifications).toMatchObject({ email: true, reminders: true, news: true });
    // The button posts the same URL, as a browser's form does (an empty urlencoded body).
    const button = (u: URL) => env.http.call('POST', u.pathname + u.search, { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const reminders = await button(remindersOff);
    expect(reminders.status).toBe(200);
    expect(reminders.headers.get('content-type')).toContain('text/html');
    expect((await env.http.me(p.token)).body.notifications).toMatchObject({ email: true, reminders: false, news: true });
    expect((await env.http.get(newsOff.pathname + newsOff.search)).text).toContain('Stop game news');
    const news = await button(newsOff);
    expect([news.status, news.text.includes('No more game news')]).toEqual([200, true]);
    expect((await env.http.me(p.token)).body.notifications).toMatchObject({ email: true, reminders: false, news: false });

    const forged = `${emailOff.pathname}?t=${encodeURIComponent((emailOff.searchParams.get('t') ?? '').slice(0, -2) + 'AA')}`;
    const bad = await env.http.get(forged);
    expect([bad.status, bad.problem?.code]).toEqual([400, 'invalid-link']);
    const page = await fetch(env.rt.url + forged, { headers: { accept: 'text/html' } });
    expect([page.status, page.headers.get('content-type')]).toEqual([400, 'text/html; charset=utf-8']);
    expect((await env.http.me(p.token)).body.notifications.email).toBe(true);

    expect((await env.http.call('POST', forged)).problem?.code).toBe('invalid-link');
    expect((await env.http.me(p.token)).body.notifications.email).toBe(true);

    const off = await button(emailOff);
    expect(off.status).toBe(200);
    expect(off.text).toContain('Quiet');
    expect((await env.http.me(p.token)).body.notifications).toMatchObject({ email: false, reminders: false, news: false });
    // Posting it again is harmless.
    expect((await button(emailOff)).status).toBe(200);
  });
});

describe('the time zone mails give times in', () => {
  it('is set at registration, changed and set back to UTC; the mails a player asks for use it', async () => {
    const email = unique('tz');
    const registered = await env.http.post<PlayerProfile & { token: string }>('/players', { name: 'Tz', email, timeZone: 'asia/tokyo' });
    expect([registered.status, registered.body.timeZone]).toEqual([201, 'Asia/Tokyo']);
    const token = registered.body.token;
    expect((await env.http.post('/sessions', { email })).status).toBe(202);
    // A sign-in code's expiry, in Tokyo's time (UTC+9, no summer time).
    const until = /until (\d{4}-\d\d-\d\d \d\d:\d\d) Asia\/Tokyo,/.exec((await mails('sign-in', email)).at(-1)!.message);
    expect(until).not.toBeNull();
    const expiresUtc = new Date(Date.parse(`${until![1]!.replace(' ', 'T')}:00Z`) - 9 * 3_600_000);
    expect(Math.abs(expiresUtc.getTime() - (env.rt.clock.now().getTime() + 15 * 60_000))).toBeLessThan(2 * 60_000);
    expect((await env.http.updateMe(token, { timeZone: 'America/Los_Angeles' })).body.timeZone).toBe('America/Los_Angeles');
    expect((await env.http.me(token)).body.timeZone).toBe('America/Los_Angeles');
    expect((await env.http.updateMe(token, { timeZone: null })).body.timeZone).toBeNull();
    expect((await env.http.me(token)).body.timeZone).toBeNull();
  });
});

describe('the clock mails give times on', () => {
  it('is 24-hour unless chosen; a 12-hour one is kept in the table and used by the mails the player asks for', async () => {
    expect((await env.http.me((await env.http.register('Clock24')).token)).body.clock).toBe('24h');
    const email = unique('clock');
    const registered = await env.http.post<PlayerProfile & { token: string }>('/players', { name: 'Clock12', email, clock: '12h' });
    expect([registered.status, registered.body.clock]).toEqual([201, '12h']);
    expect((await env.http.post('/sessions', { email })).status).toBe(202);
    expect((await mails('sign-in', email)).at(-1)!.message).toMatch(/until \d{4}-\d\d-\d\d (1[0-2]|[1-9]):\d\d [AP]M UTC,/);
    const token = registered.body.token;
    expect((await env.http.updateMe(token, { clock: '24h' })).body.clock).toBe('24h');
    expect((await env.http.me(token)).body.clock).toBe('24h');
  });
});

describe('the news switch', () => {
  it('is on unless turned off, and changes alone', async () => {
    const { token } = await env.http.register('News');
    expect((await env.http.me(token)).body.notifications).toMatchObject({ email: true, reminders: true, news: true });
    expect((await env.http.updateMe(token, { notifications: { news: false } })).body.notifications).toMatchObject({ email: true, reminders: true, news: false });
    expect((await env.http.me(token)).body.notifications).toMatchObject({ email: true, reminders: true, news: false });
  });
});

describe('refused requests', () => {
  it('change nothing', async () => {
    const email = unique('careful');
    const p = await env.http.register('Careful', email);
    const other = await env.http.register('Other');
    const before = [(await env.http.me(p.token)).body, (await tokens(p.token)).body];
    const raw = (method: string, path: string, body: string, token?: string) =>
      env.http.call(method, path, { raw: body, headers: { 'content-type': 'application/json' }, ...(token ? { token } : {}) });
    const cases: [string, Promise<HttpAnswer<unknown>>, number, string][] = [
      ['redeem: unknown code', env.http.post('/sessions/redeem', { code: 'x'.repeat(32) }), 400, 'invalid-code'],
      ['redeem: not a code', env.http.post('/sessions/redeem', { code: 'short' }), 400, 'invalid-code'],
      ['redeem: unknown key', env.http.post('/sessions/redeem', { code: 'x'.repeat(32), admin: true }), 400, 'invalid-body'],
      ['sign-in: not an address', env.http.post('/sessions', { email: 'nobody' }), 400, 'invalid-body'],
      ['sign-in: too long', env.http.post('/sessions', { email: `${'a'.repeat(250)}@example.com` }), 400, 'invalid-body'],
      ['token: label with a line break', env.http.post('/players/me/tokens', { label: 'a\nb' }, p.token), 400, 'invalid-name'],
      ['token: __proto__', raw('POST', '/players/me/tokens', '{"label":"x","__proto__":{"label":"y"}}', p.token), 400, 'invalid-body'],
      ['token: no token', env.http.post('/players/me/tokens', { label: 'x' }), 401, 'unauthorized'],
      ['revoke: unknown token', del('/players/me/tokens/tnothing', p.token), 404, 'token-not-found'],
      ['revoke: another player’s token', del(`/players/me/tokens/${other.tokenId}`, p.token), 404, 'token-not-found'],
      ['profile: bidi override', env.http.updateMe(p.token, { name: '\u202EAda', notifications: { email: false } }), 400, 'invalid-name'],
      ['profile: another player’s address', env.http.updateMe(p.token, { email: (await env.http.me(other.token)).body.email, name: 'Renamed' }), 409, 'email-taken'],
      ['profile: not an address', env.http.updateMe(p.token, { email: 'nope' }), 400, 'invalid-body'],
      ['profile: unknown time zone', env.http.updateMe(p.token, { timeZone: 'Europe/Atlantis', name: 'Renamed' }), 400, 'invalid-time-zone'],
      ['profile: an offset is no zone', env.http.updateMe(p.token, { timeZone: '+01:00' }), 400, 'invalid-time-zone'],
      // Too long is the use case's refusal as an unknown name is, not the body schema's.
      ['profile: time zone too long', env.http.updateMe(p.token, { timeZone: `Europe/${'x'.repeat(80)}` }), 400, 'invalid-time-zone'],
      ['profile: time zone not a string', env.http.updateMe(p.token, { timeZone: 1 }), 400, 'invalid-body'],
      ['profile: news as a word', env.http.updateMe(p.token, { notifications: { news: 'no' } }), 400, 'invalid-body'],
      ['profile: a clock of 13 hours', env.http.updateMe(p.token, { clock: '13h', name: 'Renamed' }), 400, 'invalid-body'],
      ['register: unknown clock', env.http.post('/players', { name: 'Zed', email: unique('zed'), clock: 'am/pm' }), 400, 'invalid-body'],
      ['register: unknown time zone', env.http.post('/players', { name: 'Zed', email: unique('zed'), timeZone: 'Moon/Base' }), 400, 'invalid-time-zone'],
      ['confirm: nothing pending', env.http.post('/players/me/email/confirm', { code: 'x'.repeat(32) }, p.token), 409, 'no-email-change'],
      ['unsubscribe: no link', env.http.get('/unsubscribe'), 400, 'invalid-link'],
      ['unsubscribe: bad link', env.http.get(`/unsubscribe?t=${p.playerId}.email.${'A'.repeat(43)}`), 400, 'invalid-link'],
    ];
    for (const [name, pending, status, code] of cases) {
      const r = await pending;
      expect([name, r.status, r.problem?.code]).toEqual([name, status, code]);
    }
    expect([(await env.http.me(p.token)).body, (await tokens(p.token)).body]).toEqual(before);
    expect((await tokens(other.token)).body.tokens).toHaveLength(1);
  });
});
