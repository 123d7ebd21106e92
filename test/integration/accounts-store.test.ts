// The account items on a real DynamoDB (Local): an address claimed with its player in one
// transaction, a player stored before devices (one tokenHash) signing in and rewritten as a map on
// its first token change, a change of address moving the claim, sign-in codes taken once (an
// expired one left alone), the hourly limit under concurrency, and what authentication costs (the
// token check's read serving the account routes, through the HTTP edge too).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate, createTokenCache, hourOf, sha256 } from '../../lambdas/app/accounts/auth.js';
import { createToken, listTokens, revokeTokens } from '../../lambdas/app/accounts/devices.js';
import { confirmEmailChange, registerPlayer, updateProfile } from '../../lambdas/app/accounts/players.js';
import { createRegistry } from '../../domain/games/registry.js';
import { backfillEmailClaims } from '../../lambdas/store/accounts/backfill-email-claims.js';
import { dynamoFarewells, farewellFromItem } from '../../lambdas/store/accounts/farewell-store.js';
import { legacyPlayerItem } from '../../lambdas/store/accounts/player-store.js';
import { dynamoRateLimiter, dynamoSignInCodes } from '../../lambdas/store/accounts/sign-in-store.js';
import { keys } from '../../lambdas/store/table-schema.js';
import { appContext, environment } from '../../lambdas/wiring.js';
import { httpLambda } from '../../lambdas/http/http-lambda.js';
import { listTokensRoute } from '../../lambdas/http/routes/tokens.js';
import { fakeLambdaContext } from '../../local/http/http-front.js';
import { apiEvent } from '../support/lambda-events.js';
import { freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { recordingNotifier } from '../support/memory-stores.js';
import { unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;
const notifier = recordingNotifier();
let ctx: ReturnType<typeof appContext>;

beforeAll(async () => {
  env = await freshContext(games);
  // The same table, with mail recorded (a change of address mails its code).
  ctx = appContext(environment({ doc: env.doc, table: env.table, games, notifier, linkKey: async () => new Uint8Array(32).fill(3), apiUrl: 'https://api.example' }));
});

const now = () => Date.now();

describe('players and their addresses', () => {
  it('claims an address with its player, both or neither', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'Ada.Claim@Example.com' }));
    expect(await ctx.players.findByEmail('ada.claim@example.com')).toBe(ada.playerId);
    const eve = await registerPlayer(ctx, { name: 'Eve', email: ' ada.claim@example.COM' });
    expect(!eve.ok && eve.problem.code).toBe('email-taken');
    // Nothing of Eve was written.
    expect(await ctx.players.findByEmail('ada.claim@example.com')).toBe(ada.playerId);
  });

  it('moves the claim when a change of address is confirmed, and refuses an address claimed meanwhile', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada.move@example.com' }));
    const player = (await ctx.players.get(ada.playerId))!;
    const caller = { player, tokenId: ada.tokenId };
    unwrap(await updateProfile(ctx, caller, { email: 'ada.moved@example.com' }));
    const code = /"code": "([\w-]+)"/.exec(notifier.published.filter((m) => m.kind === 'email-change-code').at(-1)!.body)![1]!;
    // Someone registers the new address before Ada confirms.
    unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'ada.moved@example.com' }));
    const taken = await confirmEmailChange(ctx, caller, code);
    expect(!taken.ok && taken.problem.code).toBe('email-taken');
    expect((await ctx.players.get(ada.playerId))!.email).toBe('ada.move@example.com');
    // Another new address works, and the old claim is released.
    unwrap(await updateProfile(ctx, caller, { email: 'ada.elsewhere@example.com' }));
    const code2 = /"code": "([\w-]+)"/.exec(notifier.published.filter((m) => m.kind === 'email-change-code').at(-1)!.body)![1]!;
    expect(unwrap(await confirmEmailChange(ctx, caller, code2)).email).toBe('ada.elsewhere@example.com');
    expect(await ctx.players.findByEmail('ada.elsewhere@example.com')).toBe(ada.playerId);
    expect(await ctx.players.findByEmail('ada.move@example.com')).toBeNull();
    expect(unwrap(await registerPlayer(ctx, { name: 'Cy', email: 'ada.move@example.com' })).email).toBe('ada.move@example.com');
  });
});

describe('a change of name', () => {
  it('writes the name with one UpdateItem and reads nothing (an address or preferences are judged on a fresh read)', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada.rename@example.com' }));
    const caller = { player: (await ctx.players.get(ada.playerId))!, tokenId: ada.tokenId };
    env.calls.length = 0;
    expect(unwrap(await updateProfile(ctx, caller, { name: 'Ada L.' })).name).toBe('Ada L.');
    expect(env.calls).toEqual(['UpdateItemCommand']);
    expect((await ctx.players.get(ada.playerId))!.name).toBe('Ada L.');
    env.calls.length = 0;
    unwrap(await updateProfile(ctx, caller, { notifications: { reminders: false } }));
    expect(env.calls[0]).toBe('GetItemCommand');
    // The caller's cached record still says "reminders on": the stored preference is what counts.
    unwrap(await updateProfile(ctx, caller, { notifications: { email: false } }));
    expect((await ctx.players.get(ada.playerId))!.notifications).toEqual({ email: false, reminders: false, news: true });
  });
});

describe('the record the token check read', () => {
  it('serves the account routes of the same request; a caller from the token cache is read again', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada.fresh@example.com' }));
    const cache = createTokenCache();
    // Within the hour its token was last used in (made, here): the check records no new hour of use.
    const at = Date.parse((await ctx.players.get(ada.playerId))!.tokens[0]!.lastUsedAt!) + 1_000;
    env.calls.length = 0;
    const first = (await authenticate(ctx.players, cache, ada.token, at))!;
    expect(first.fresh).toBe(true);
    expect(unwrap(await listTokens(ctx, first)).tokens).toHaveLength(1);
    // The token check's GetItem and nothing more.
    expect(env.calls).toEqual(['GetItemCommand']);
    env.calls.length = 0;
    const cached = (await authenticate(ctx.players, cache, ada.token, at + 1_000))!;
    expect(cached.fresh).toBe(false);
    // Another process made a token meanwhile: the cached caller does not know it, the stored record does.
    unwrap(await createToken(ctx, { player: (await ctx.players.get(ada.playerId))!, tokenId: ada.tokenId }, 'phone'));
    env.calls.length = 0;
    expect(unwrap(await listTokens(ctx, cached)).tokens).toHaveLength(2);
    expect(env.calls).toEqual(['GetItemCommand']);
  });

  it('reaches the use case through the HTTP edge: a new process answers GET /players/me/tokens with the token check\'s one read', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada.edge@example.com' }));
    const inItsHour = Date.parse((await ctx.players.get(ada.playerId))!.tokens[0]!.lastUsedAt!) + 1_000;
    // A process that has not seen the token (a cache of its own), its clock in the token's hour of use.
    const edge = appContext(environment({ doc: env.doc, table: env.table, games, notifier: null, clock: { now: () => new Date(inItsHour) } }));
    const event = apiEvent({ method: 'GET', path: '/players/me/tokens', route: '/players/me/tokens', headers: { authorization: `Bearer ${ada.token}` } });
    env.calls.length = 0;
    const res = await httpLambda(listTokensRoute, () => edge)(event, fakeLambdaContext('t'));
    expect(res.statusCode, res.body).toBe(200);
    expect(env.calls).toEqual(['GetItemCommand']);
  });
});

describe('a player stored before devices', () => {
  async function legacyPlayer(id: string) {
    const secret = `legacy-secret-${id}-0123456789`;
    const profile = {
      playerId: id,
      name: 'Old Timer',
      email: `${id}@example.com`,
      createdAt: '2026-01-01T00:00:00.000Z',
      notifications: { email: true, reminders: true },
      subscription: { arn: null, email: null, state: 'none' as const },
    };
    await env.doc.send(new PutCommand({ TableName: env.table, Item: legacyPlayerItem(profile, sha256(secret)) }));
    return { token: `${id}.${secret}` };
  }

  it('signs in with its one token, listed as t0, and is rewritten as a map by the first change', async () => {
    const { token } = await legacyPlayer('pLegacy1');
    const stored = (await ctx.players.get('pLegacy1'))!;
    // From before time zones, clocks and the news switch too: UTC, 24-hour, news on.
    expect(stored).toMatchObject({ tokenStorage: 'legacy', tokens: [{ tokenId: 't0', lastUsedAt: null }], timeZone: null, clock: '24h', notifications: { email: true, reminders: true, news: true } });
    const caller = (await authenticate(ctx.players, createTokenCache(), token, now()))!;
    expect(caller.tokenId).toBe('t0');
    // Using it recorded the hour, which rewrote the tokens as a map (the old hash kept).
    const after = (await ctx.players.get('pLegacy1'))!;
    expect(after).toMatchObject({ tokenStorage: 'map', tokens: [{ tokenId: 't0', hash: stored.tokens[0]!.hash, lastUsedAt: hourOf(now()) }] });
    const phone = unwrap(await createToken(ctx, caller, 'phone'));
    expect(unwrap(await listTokens(ctx, caller)).tokens.map((t) => t.tokenId).sort()).toEqual(['t0', phone.tokenId].sort());
    unwrap(await revokeTokens(ctx, { ...caller, tokenId: phone.tokenId }, 't0'));
    expect(await authenticate(ctx.players, createTokenCache(), token, now())).toBeNull();
    expect(await authenticate(ctx.players, createTokenCache(), phone.token, now())).not.toBeNull();
  });

  it('can add a device before its token was ever used again (the legacy item rewritten in the same write)', async () => {
    const { token } = await legacyPlayer('pLegacy2');
    const player = (await ctx.players.get('pLegacy2'))!;
    const laptop = unwrap(await createToken(ctx, { player, tokenId: 't0' }, 'laptop'));
    for (const t of [token, laptop.token]) expect(await authenticate(ctx.players, createTokenCache(), t, now())).not.toBeNull();
  });

  it('gets its address claimed by the one-off backfill (the first of two players with one address keeps it), so it can sign in by e-mail', async () => {
    await legacyPlayer('pLegacy4');
    await env.doc.send(new PutCommand({ TableName: env.table, Item: { ...legacyPlayerItem({ ...(await ctx.players.get('pLegacy4'))!, playerId: 'pLegacy5', email: 'PLEGACY4@example.com' }, 'x') } }));
    expect(await ctx.players.findByEmail('plegacy4@example.com')).toBeNull();
    const report = await backfillEmailClaims(env.doc, env.table);
    const holder = await ctx.players.findByEmail('plegacy4@example.com');
    expect(['pLegacy4', 'pLegacy5']).toContain(holder);
    expect(report.conflicts).toEqual([expect.objectContaining({ heldBy: holder, playerId: holder === 'pLegacy4' ? 'pLegacy5' : 'pLegacy4' })]);
    expect(report.claimed).toBeGreaterThan(0);
    // Running it again claims nothing more.
    const again = await backfillEmailClaims(env.doc, env.table);
    expect([again.claimed, again.alreadyClaimed, again.conflicts.length]).toEqual([0, report.claimed + report.alreadyClaimed, 1]);
    const signIn = await registerPlayer(ctx, { name: 'Copycat', email: 'plegacy4@EXAMPLE.com' });
    expect(!signIn.ok && signIn.problem.code).toBe('email-taken');
  });

  it('is deleted with its claim on the address, or alone when the backfill gave the address to another player (that claim stays), leaving its farewell either way', async () => {
    await legacyPlayer('pLegacy6');
    const { tokens: _tokens, tokenStorage: _storage, pendingEmail: _pending, ...profile } = (await ctx.players.get('pLegacy6'))!;
    await env.doc.send(new PutCommand({ TableName: env.table, Item: legacyPlayerItem({ ...profile, playerId: 'pLegacy7', email: 'plegacy6@example.com' }, 'x') }));
    await backfillEmailClaims(env.doc, env.table);
    const holder = (await ctx.players.findByEmail('plegacy6@example.com'))!;
    const other = holder === 'pLegacy6' ? 'pLegacy7' : 'pLegacy6';
    const farewellOf = (playerId: string) => ({ playerId, subscriptionArns: [`arn:aws:sns:eu-west-1:1:t:${playerId}`], at: '2026-12-02T09:00:00.000Z' });
    const storedFarewell = async (playerId: string) => {
      const item = (await env.doc.send(new GetCommand({ TableName: env.table, Key: { pk: keys.farewell(playerId), sk: 0 }, ConsistentRead: true }))).Item;
      return item ? farewellFromItem(item) : null;
    };
    expect(await ctx.players.remove((await ctx.players.get(other))!, 'plegacy6@example.com', farewellOf(other))).toBe(true);
    expect(await ctx.players.get(other)).toBeNull();
    expect(await ctx.players.findByEmail('plegacy6@example.com')).toBe(holder);
    expect(await storedFarewell(other)).toEqual(farewellOf(other));
    const holding = (await ctx.players.get(holder))!;
    expect(await ctx.players.remove(holding, 'plegacy6@example.com', farewellOf(holder))).toBe(true);
    expect([await ctx.players.get(holder), await ctx.players.findByEmail('plegacy6@example.com')]).toEqual([null, null]);
    expect(await storedFarewell(holder)).toEqual(farewellOf(holder));
    // Done: it goes; doing it twice is no error.
    for (let i = 0; i < 2; i++) await dynamoFarewells(env.doc, env.table).done(holder);
    expect(await storedFarewell(holder)).toBeNull();
    // Gone already: false, nothing thrown, no second farewell written.
    expect(await ctx.players.remove(holding, 'plegacy6@example.com', farewellOf(holder))).toBe(false);
    expect(await storedFarewell(holder)).toBeNull();
  });

  it('has no address claim, and can still change its address', async () => {
    await legacyPlayer('pLegacy3');
    const player = (await ctx.players.get('pLegacy3'))!;
    unwrap(await updateProfile(ctx, { player, tokenId: 't0' }, { email: 'plegacy3.new@example.com' }));
    const code = /"code": "([\w-]+)"/.exec(notifier.published.filter((m) => m.kind === 'email-change-code').at(-1)!.body)![1]!;
    expect(unwrap(await confirmEmailChange(ctx, { player, tokenId: 't0' }, code)).email).toBe('plegacy3.new@example.com');
    expect(await ctx.players.findByEmail('plegacy3.new@example.com')).toBe('pLegacy3');
  });
});

describe('authentication', () => {
  it('costs one GetItem for a token not in the cache, nothing for a cached one, and one UpdateItem in a new hour', async () => {
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada.cost@example.com' }));
    const cache = createTokenCache();
    const hour = Date.parse(hourOf(now()));
    env.calls.length = 0;
    await authenticate(env.ctx.players, cache, ada.token, hour + 10 * 60_000);
    expect(env.calls).toEqual(['GetItemCommand']);
    env.calls.length = 0;
    await authenticate(env.ctx.players, cache, ada.token, hour + 10 * 60_000 + 30_000);
    expect(env.calls).toEqual([]);
    // The next hour, after the cache entry ran out: the read, and the hour recorded once.
    await authenticate(env.ctx.players, cache, ada.token, hour + 70 * 60_000);
    await authenticate(env.ctx.players, cache, ada.token, hour + 70 * 60_000 + 1_000);
    expect(env.calls).toEqual(['GetItemCommand', 'UpdateItemCommand']);
  });
});

describe('sign-in codes and the hourly limit', () => {
  it('takes a code once; an expired one is refused and left alone', async () => {
    const codes = dynamoSignInCodes(env.doc, env.table);
    await codes.put('hash-1', 'p1', 1_000_000);
    expect(await codes.take('hash-1', 1_000_000)).toBeNull(); // expired at that instant: still stored
    expect(await codes.take('hash-1', 999_999)).toEqual({ playerId: 'p1' });
    expect(await codes.take('hash-1', 999_999)).toBeNull();
    expect(await codes.take('never-issued', 0)).toBeNull();
  });

  it('lets exactly the limit through, even all at once', async () => {
    const limiter = dynamoRateLimiter(env.doc, env.table);
    const t = 5_000_000;
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('burst', 5, 3_600_000, t)));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    const refused = await limiter.hit('burst', 5, 3_600_000, t + 60_000);
    expect(refused).toEqual({ ok: false, retryAfterMs: 3_600_000 - 60_000 });
    expect((await limiter.hit('burst', 5, 3_600_000, t + 3_600_000 + 1)).ok).toBe(true);
  });
});
