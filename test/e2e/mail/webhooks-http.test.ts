// Webhooks end to end on the local runtime (docs/webhooks.md), with a receiver this test starts on
// 127.0.0.1: each decision reaches the right player's webhook, signed; a failing receiver gets its
// retries on the platform's clock; a deleted webhook gets nothing more; refused URLs in deployed mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, DeliveryList, WebhookList } from '../../../lambdas/app/webhooks/manage.js';
import type { LocalRuntime } from '../../../local/runtime.js';
import { httpClient, waitFor, type HttpClient } from '../../support/http/http.js';
import { startTestRuntime, testConformance, useTestRuntime } from '../../support/runtime.js';
import { startWebhookReceiver, validSignature, type Received } from '../../support/http/webhook-receiver.js';

const env = useTestRuntime();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.stop();
});

const parsed = (r: Received) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> };

async function hook(http: HttpClient, token: string, body: unknown) {
  return http.post<CreatedWebhook>('/players/me/webhooks', body, token);
}

describe('webhooks over the local runtime', () => {
  it("a two-player game sends a signed `turn` webhook for each decision to its player's webhook only", async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const adaHook = await hook(env.http, ada.token, { url: receiver.url('/ada'), events: ['turn'] });
    const bobHook = await hook(env.http, bob.token, { url: receiver.url('/bob') });
    expect(adaHook.status).toBe(201);
    expect(adaHook.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(bobHook.body.events).toEqual(['turn', 'game-started', 'game-ended', 'invitation']);
    // The secret is shown once: the list does not hold it.
    const listed = await env.http.get<WebhookList>('/players/me/webhooks', ada.token);
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ webhookId: adaHook.body.webhookId, url: receiver.url('/ada'), events: ['turn'], failing: false })]);
    expect(listed.text).not.toContain('whsec_');

    const gameId = (await env.http.createGame({ game: 'counter', options: { target: 8 } }, ada.token)).body.gameId;
    await env.http.join(gameId, bob.token);
    const turns = (path: string) => receiver.at(path).map(parsed).filter((p) => p.type === 'turn' && p.data.gameId === gameId);
    // Ada (seat 0) begins; the turn then passes with every move until someone reaches 8.
    let version = 1;
    await waitFor(async () => turns('/ada').some((t) => t.data.version === version));
    for (let move = 0; ; move++) {
      const token = move % 2 === 0 ? ada.token : bob.token;
      const played = await env.http.command(gameId, { type: 'add', n: 1 }, token);
      expect(played.status).toBe(200);
      version = played.body.version;
      if (played.body.status === 'finished') break;
      const next = move % 2 === 0 ? '/bob' : '/ada';
      await waitFor(async () => turns(next).some((t) => t.data.version === version));
    }
    await waitFor(async () => receiver.at('/bob').some((r) => parsed(r).type === 'game-ended' && parsed(r).data.gameId === gameId));
    await env.rt.poller.drain();

    const adaTurns = turns('/ada');
    const bobTurns = turns('/bob');
    // Eight moves to 8: Ada decided four times, Bob four; one delivery each, each to its own player.
    expect(adaTurns.map((t) => t.data.seat)).toEqual([0, 0, 0, 0]);
    expect(bobTurns.map((t) => t.data.seat)).toEqual([1, 1, 1, 1]);
    expect(new Set([...adaTurns, ...bobTurns].map((t) => t.data.version)).size).toBe(8);
    for (const t of [...adaTurns, ...bobTurns]) expect(t.data).toMatchObject({ gameId, game: 'counter', kind: 'turn', prompt: expect.any(String), deadline: expect.any(String) });
    // Ada asked for turns only; Bob got the start and the end too.
    expect(receiver.at('/ada').map((r) => parsed(r).type)).toEqual(['turn', 'turn', 'turn', 'turn']);
    expect(receiver.at('/bob').filter((r) => parsed(r).data.gameId === gameId).map((r) => parsed(r).type)).toEqual(['game-started', 'turn', 'turn', 'turn', 'turn', 'game-ended']);
    const ended = parsed(receiver.at('/bob').at(-1)!);
    expect(ended.data).toMatchObject({ status: 'finished', result: { winners: [1], summary: expect.any(String) } });

    const now = Date.now() / 1000;
    for (const [r, secret] of [...receiver.at('/ada').map((r) => [r, adaHook.body.secret] as const), ...receiver.at('/bob').map((r) => [r, bobHook.body.secret] as const)]) {
      expect(validSignature(secret, r)).toBe(true);
      expect(validSignature(secret === adaHook.body.secret ? bobHook.body.secret : adaHook.body.secret, r)).toBe(false);
      expect(Math.abs(Number(r.headers['webhook-timestamp']) - now)).toBeLessThan(300);
      expect(r.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
      expect(r.headers['content-type']).toBe('application/json');
      // Ids and public facts: no address, no secret token of the counter game, no view.
      expect(r.body).not.toContain('@');
      expect(r.body).not.toMatch(/token|view|hand/i);
    }
    // Each delivery went once.
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    const log = await env.http.get<DeliveryList>(`/players/me/webhooks/${adaHook.body.webhookId}/deliveries`, ada.token);
    expect(log.body.deliveries).toHaveLength(4);
    expect(log.body.deliveries.every((d) => d.delivered && d.status === 200 && d.attempt === 1 && d.event === 'turn')).toBe(true);
  });

  it('a receiver that answers 500 twice gets the delivery a third time, on the clock, and once only', async () => {
    const carol = await env.http.register('Carol');
    const dan = await env.http.register('Dan');
    receiver.answer('/flaky', 500, 500);
    const created = await hook(env.http, carol.token, { url: receiver.url('/flaky'), events: ['game-started'] });
    const gameId = (await env.http.createGame({ game: 'counter', options: { target: 100 } }, carol.token)).body.gameId;
    await env.http.join(gameId, dan.token);
    const attempts = async () => (await env.http.get<DeliveryList>(`/players/me/webhooks/${created.body.webhookId}/deliveries`, carol.token)).body.deliveries;
    await waitFor(async () => (await attempts()).length === 1);
    await env.rt.poller.drain();
    // The second attempt is due 5 s later, the third 5 minutes after the second: the clock brings them on.
    await env.http.advanceClock(1);
    await waitFor(async () => receiver.at('/flaky').length >= 2);
    await env.http.advanceClock(1);
    await waitFor(async () => receiver.at('/flaky').length >= 3);
    await env.http.advanceClock(30);
    await env.http.advanceClock(30);
    const got = receiver.at('/flaky');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    for (const r of got) expect(validSignature(created.body.secret, r)).toBe(true);
    expect(parsed(got[0]!)).toMatchObject({ type: 'game-started', data: { gameId, seat: 0 } });
    expect((await attempts()).map((a) => [a.attempt, a.status, a.delivered])).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
  });

  it('a deleted webhook gets nothing more; another player cannot see or delete it', async () => {
    const eve = await env.http.register('Eve');
    const fay = await env.http.register('Fay');
    const eveHook = await hook(env.http, eve.token, { url: receiver.url('/eve'), events: ['turn'] });
    await hook(env.http, fay.token, { url: receiver.url('/fay'), events: ['turn'] });
    const id = eveHook.body.webhookId;
    expect((await env.http.call('DELETE', `/players/me/webhooks/${id}`, { token: fay.token })).problem?.code).toBe('webhook-not-found');
    expect((await env.http.get(`/players/me/webhooks/${id}/deliveries`, fay.token)).status).toBe(404);
    const gameId = (await env.http.createGame({ game: 'counter', options: { target: 100 } }, eve.token)).body.gameId;
    await env.http.join(gameId, fay.token);
    await waitFor(async () => receiver.at('/eve').length === 1);
    expect((await env.http.call('DELETE', `/players/me/webhooks/${id}`, { token: eve.token })).status).toBe(204);
    expect((await env.http.call('DELETE', `/players/me/webhooks/${id}`, { token: eve.token })).problem?.code).toBe('webhook-not-found');
    // Eve moves (Fay's turn), Fay moves (Eve's turn: her webhook is gone), Eve moves (Fay's turn):
    // the game's versions are handled in order, so once Fay has the last, Eve's would have come.
    await env.http.command(gameId, { type: 'add', n: 1 }, eve.token);
    await env.http.command(gameId, { type: 'add', n: 1 }, fay.token);
    const last = await env.http.command(gameId, { type: 'add', n: 1 }, eve.token);
    await waitFor(async () => receiver.at('/fay').some((r) => parsed(r).data.version === last.body.version));
    expect(receiver.at('/eve')).toHaveLength(1);
    expect((await env.http.get<WebhookList>('/players/me/webhooks', eve.token)).body.webhooks).toEqual([]);
  });

  it('refuses bad URLs and a sixth webhook, changing nothing', async () => {
    const gil = await env.http.register('Gil');
    for (const url of ['ftp://127.0.0.1/', 'http://10.0.0.1/', 'https://[::ffff:10.0.0.1]/', 'http://user:pw@127.0.0.1:9/', 'not a url', 'https://unknown.invalid/']) {
      expect((await hook(env.http, gil.token, { url })).problem?.code, url).toBe('invalid-webhook-url');
    }
    expect((await hook(env.http, gil.token, { url: receiver.url('/gil'), events: ['nope'] })).problem?.code).toBe('invalid-body');
    for (let i = 0; i < 5; i++) expect((await hook(env.http, gil.token, { url: receiver.url(`/gil${i}`) })).status).toBe(201);
    expect((await hook(env.http, gil.token, { url: receiver.url('/gil5') })).problem?.code).toBe('too-many-webhooks');
    expect((await env.http.get<WebhookList>('/players/me/webhooks', gil.token)).body.webhooks).toHaveLength(5);
  });
});

describe('webhook URLs as deployed (no loopback, a DNS the test controls)', () => {
  let rt: LocalRuntime | undefined;
  let http: HttpClient;
  beforeAll(async () => {
    const names: Record<string, readonly string[]> = { 'private.example': ['10.0.0.1'], 'mixed.example': ['93.184.216.34', '192.168.1.9'], 'public.example': ['93.184.216.34'] };
    rt = await startTestRuntime({
      webhooks: {
        allowLoopback: false,
        resolve: async (name) => {
          const found = names[name];
          if (!found) throw new Error(`no such name ${name}`);
          return found;
        },
      },
    });
    http = httpClient(rt.url, testConformance());
  });
  afterAll(async () => {
    await rt?.stop();
  });

  it('refuses metadata, private, loopback and rebinding-prone URLs with 400 invalid-webhook-url', async () => {
    const p = await http.register('Deployed');
    for (const url of [
      'http://169.254.169.254/',
      'https://169.254.169.254/latest/meta-data/',
      'https://private.example/hook',
      'https://mixed.example/hook',
      'https://[::ffff:169.254.169.254]/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::1]/',
      'https://2130706433/',
      'http://127.0.0.1:8080/',
      'http://localhost:8080/',
      'https://localhost/',
      'http://public.example/',
    ]) {
      const r = await hook(http, p.token, { url });
      expect(r.status, url).toBe(400);
      expect(r.problem?.code, url).toBe('invalid-webhook-url');
    }
    // A public https URL is taken (no request is sent: no event has happened).
    expect((await hook(http, p.token, { url: 'https://public.example/hook' })).status).toBe(201);
    expect((await http.get<WebhookList>('/players/me/webhooks', p.token)).body.webhooks).toHaveLength(1);
  });
});
