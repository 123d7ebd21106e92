// Accounts with the stores in memory and a settable clock: names, one player per address, sign-in
// codes and their limit, tokens per device (revocation across processes within the cache bound,
// lastUsedAt at most once an hour), changing the address, unsubscribe links, and deleting the account. Players stored
// before devices are checked against DynamoDB in test/integration/accounts-store.test.ts.
import { describe, expect, it } from 'vitest';
import { authenticate, createTokenCache, MAX_TOKENS, TOKEN_CACHE_TTL_MS } from '../../../lambdas/app/accounts/auth.js';
import { createToken, listTokens, revokeTokens } from '../../../lambdas/app/accounts/devices.js';
import { cleanName, emailKey } from '../../../lambdas/app/core/inputs.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { deleteAccount } from '../../../lambdas/app/accounts/delete-account.js';
import { finishAccountDeletion } from '../../../lambdas/app/background/farewell.js';
import { inboxRows } from '../../../lambdas/app/games/project-inbox.js';
import { requestRematch } from '../../../lambdas/app/games/rematch.js';
import { INVITATION_SLOT, openInvitations } from '../../../lambdas/app/core/seats.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { confirmEmailChange, readUnsubscribeLink, registerPlayer, unsubscribeByLink, updateProfile } from '../../../lambdas/app/accounts/players.js';
import type { Caller, PlayerStore } from '../../../lambdas/app/core/ports.js';
import { redeemSignIn, requestSignIn, SIGN_IN_CODE_TTL_MS } from '../../../lambdas/app/accounts/sessions.js';
import { hmacUnsubscribeLinks, withUnsubscribeFooter } from '../../../lambdas/app/accounts/unsubscribe-links.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryInbox, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

function setup() {
  const clock = settableClock('2026-12-01T12:10:00.000Z');
  const notifier = recordingNotifier();
  const ctx = memoryContext(games, { clock, notifier });
  return { ctx, clock, notifier };
}

async function register(ctx: ReturnType<typeof setup>['ctx'], name = 'Ada', email = 'ada@example.com') {
  const out = unwrap(await registerPlayer(ctx, { name, email }));
  const player = (await ctx.players.get(out.playerId))!;
  return { out, player, caller: { player, tokenId: out.tokenId } satisfies Caller };
}

/** The code in the newest mail of a kind. */
function codeIn(notifier: ReturnType<typeof recordingNotifier>, kind: string): string {
  const mail = notifier.published.filter((m) => m.kind === kind).at(-1);
  const code = /"code": "([A-Za-z0-9_-]+)"/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no ${kind} mail with a code`);
  return code;
}

describe('names', () => {
  it('are NFC-normalised and trimmed, 1–60 characters, with no control or format characters', () => {
    expect(unwrap(cleanName('  Ada Lovelace  '))).toBe('Ada Lovelace');
    expect(unwrap(cleanName('Zoe\u0301'))).toBe('Zoé');
    expect(unwrap(cleanName('李小龍'))).toBe('李小龍');
    expect(unwrap(cleanName('x'.repeat(60)))).toHaveLength(60);
    for (const bad of ['Ada\r\nBcc: eve@example.com', 'Ada\nSubject: x', 'Ada\u0000', '\u202Eevil', 'Ada\u2028Bob', 'A\u2029da', '\u200B\u200B', '\u200D', 'A\uFEFFda', '   ', '', 'x'.repeat(61), '\uD800x']) {
      const out = cleanName(bad);
      expect(out.ok, JSON.stringify(bad)).toBe(false);
      if (!out.ok) expect(out.problem).toMatchObject({ status: 400, code: 'invalid-name' });
    }
  });

  it('are refused at registration and in a profile change, changing nothing', async () => {
    const { ctx } = setup();
    const bad = await registerPlayer(ctx, { name: 'Ada\r\nEvil', email: 'ada@example.com' });
    expect(!bad.ok && bad.problem.code).toBe('invalid-name');
    expect(await ctx.players.findByEmail('ada@example.com')).toBeNull();
    const { caller } = await register(ctx);
    const change = await updateProfile(ctx, caller, { name: '\u202Eada', notifications: { reminders: false } });
    expect(!change.ok && change.problem.code).toBe('invalid-name');
    expect((await ctx.players.get(caller.player.playerId))!.notifications.reminders).toBe(true);
  });
});

describe('one player per address', () => {
  it('refuses an address in use, trimmed and without regard to case', async () => {
    const { ctx } = setup();
    await register(ctx, 'Ada', 'Ada@Example.com');
    expect(emailKey('  ADA@example.COM ')).toBe('ada@example.com');
    const again = await registerPlayer(ctx, { name: 'Eve', email: '  ada@EXAMPLE.com ' });
    expect(!again.ok && again.problem).toMatchObject({ status: 409, code: 'email-taken' });
  });
});

describe('sign-in by e-mail', () => {
  it('answers the same for any address, mails a code only to a registered one, and redeems it once', async () => {
    const { ctx, notifier } = setup();
    const { player } = await register(ctx);
    const known = unwrap(await requestSignIn(ctx, 'ADA@example.com'));
    const unknown = unwrap(await requestSignIn(ctx, 'nobody@example.com'));
    expect(unknown).toEqual(known);
    const mails = notifier.published.filter((m) => m.kind === 'sign-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ playerId: player.playerId, to: 'ada@example.com' });
    const code = codeIn(notifier, 'sign-in');
    expect(mails[0]!.body).toContain(`https://play.example/sign-in?code=${code}`);
    const issued = unwrap(await redeemSignIn(ctx, code, "Ada's phone"));
    expect(issued.playerId).toBe(player.playerId);
    expect((await authenticate(ctx.players, ctx.tokens, issued.token, ctx.clock.now().getTime()))?.tokenId).toBe(issued.tokenId);
    const twice = await redeemSignIn(ctx, code, undefined);
    expect(!twice.ok && twice.problem.code).toBe('invalid-code');
  });

  it('refuses an expired code and changes nothing', async () => {
    const { ctx, clock, notifier } = setup();
    const { player } = await register(ctx);
    unwrap(await requestSignIn(ctx, 'ada@example.com'));
    clock.set(new Date(clock.now().getTime() + SIGN_IN_CODE_TTL_MS).toISOString());
    const late = await redeemSignIn(ctx, codeIn(notifier, 'sign-in'), undefined);
    expect(!late.ok && late.problem.code).toBe('invalid-code');
    expect((await ctx.players.get(player.playerId))!.tokens).toHaveLength(1);
  });

  it('allows five requests per address and hour, then 429 with Retry-After', async () => {
    const { ctx, clock } = setup();
    for (let i = 0; i < 5; i++) {
      unwrap(await requestSignIn(ctx, 'nobody@example.com'));
      clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    }
    const sixth = await requestSignIn(ctx, 'nobody@example.com');
    // The first of the five was 5 minutes ago: one more is allowed 55 minutes from now.
    expect(!sixth.ok && sixth.problem).toMatchObject({ status: 429, code: 'too-many-mails', headers: { 'Retry-After': String(55 * 60) } });
    expect((await requestSignIn(ctx, 'other@example.com')).ok).toBe(true);
    clock.set(new Date(clock.now().getTime() + 55 * 60_000).toISOString());
    expect((await requestSignIn(ctx, 'nobody@example.com')).ok).toBe(true);
  });
});

describe('tokens per device', () => {
  it('lists, issues and revokes; the current one is marked', async () => {
    const { ctx } = setup();
    const { out, caller } = await register(ctx);
    const phone = unwrap(await createToken(ctx, caller, '  phone '));
    const list = unwrap(await listTokens(ctx, caller)).tokens;
    expect(list.map((t) => [t.label, t.current])).toEqual(
      expect.arrayContaining([
        ['registration', true],
        ['phone', false],
      ]),
    );
    expect(list.find((t) => t.tokenId === out.tokenId)?.lastUsedAt).toBe('2026-12-01T12:00:00.000Z');
    unwrap(await revokeTokens(ctx, caller, phone.tokenId));
    expect(await authenticate(ctx.players, ctx.tokens, phone.token, ctx.clock.now().getTime())).toBeNull();
    const gone = await revokeTokens(ctx, caller, phone.tokenId);
    expect(!gone.ok && gone.problem.code).toBe('token-not-found');
    const label = await createToken(ctx, caller, 'a\u0000b');
    expect(!label.ok && label.problem.code).toBe('invalid-name');
  });

  it('a revoked token is refused at once where it was revoked, and by another warm process once its cache entry (≤ 60 s) runs out', async () => {
    const { ctx, clock } = setup();
    const { out, caller } = await register(ctx);
    const laptop = unwrap(await createToken(ctx, caller, 'laptop'));
    const otherProcess = createTokenCache();
    const at = () => clock.now().getTime();
    expect(await authenticate(ctx.players, otherProcess, laptop.token, at())).not.toBeNull();
    expect(await authenticate(ctx.players, ctx.tokens, laptop.token, at())).not.toBeNull();
    // Revoke every token but the registration's, from "this" process.
    unwrap(await revokeTokens(ctx, caller, null));
    expect(await authenticate(ctx.players, ctx.tokens, laptop.token, at())).toBeNull();
    // The other process still trusts its cached entry, until the bound.
    clock.set(new Date(at() + TOKEN_CACHE_TTL_MS - 1).toISOString());
    expect(await authenticate(ctx.players, otherProcess, laptop.token, at())).not.toBeNull();
    clock.set(new Date(at() + 1).toISOString());
    expect(await authenticate(ctx.players, otherProcess, laptop.token, at())).toBeNull();
    expect(TOKEN_CACHE_TTL_MS).toBeLessThanOrEqual(60_000);
    // The caller's own token works on, everywhere.
    expect((await authenticate(ctx.players, otherProcess, out.token, at()))?.tokenId).toBe(caller.tokenId);
  });

  it('holds at most 20: issuing a 21st is refused, signing in drops the least recently used instead', async () => {
    const { ctx, clock, notifier } = setup();
    const { out, caller } = await register(ctx);
    const issued = [];
    for (let i = 1; i < MAX_TOKENS; i++) {
      clock.advanceHours(1);
      issued.push(unwrap(await createToken(ctx, caller, `device ${i}`)));
    }
    const full = await createToken(ctx, caller, 'one too many');
    expect(!full.ok && full.problem).toMatchObject({ status: 409, code: 'too-many-tokens' });
    // The registration token is used now, so device 1 is the least recently used.
    expect(await authenticate(ctx.players, ctx.tokens, out.token, clock.now().getTime())).not.toBeNull();
    unwrap(await requestSignIn(ctx, 'ada@example.com'));
    const signedIn = unwrap(await redeemSignIn(ctx, codeIn(notifier, 'sign-in'), undefined));
    const ids = (await ctx.players.get(out.playerId))!.tokens.map((t) => t.tokenId);
    expect(ids).toHaveLength(MAX_TOKENS);
    expect(ids).toContain(signedIn.tokenId);
    expect(ids).toContain(out.tokenId);
    expect(ids).not.toContain(issued[0]!.tokenId);
  });

  it('records lastUsedAt to the hour, written at most once an hour per token', async () => {
    const { ctx, clock } = setup();
    const { out } = await register(ctx);
    const touches: string[] = [];
    const players: PlayerStore = { ...ctx.players, touchToken: async (p, id, hour) => (touches.push(hour), ctx.players.touchToken(p, id, hour)) };
    const cache = createTokenCache();
    for (let minute = 0; minute < 180; minute += 7) {
      clock.set(new Date(Date.parse('2026-12-01T12:10:00.000Z') + minute * 60_000).toISOString());
      expect(await authenticate(players, cache, out.token, clock.now().getTime())).not.toBeNull();
    }
    // Registered in the 12:00 hour; used on through 15:xx: one write for each later hour.
    expect(touches).toEqual(['2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z']);
  });
});

describe('changing the address', () => {
  it('takes effect only with the code mailed to the new address; the old one is told and keeps the mail until then', async () => {
    const { ctx, notifier } = setup();
    const { caller, player } = await register(ctx);
    const asked = unwrap(await updateProfile(ctx, caller, { email: 'ada@new.example' }));
    expect(asked).toMatchObject({ email: 'ada@example.com', emailChange: { email: 'ada@new.example' } });
    expect(notifier.published.map((m) => [m.kind, m.to])).toEqual([
      ['email-change-code', 'ada@new.example'],
      ['email-change-requested', 'ada@example.com'],
    ]);
    const wrong = await confirmEmailChange(ctx, caller, 'not-the-code-at-all');
    expect(!wrong.ok && wrong.problem.code).toBe('invalid-code');
    expect((await ctx.players.get(player.playerId))!.email).toBe('ada@example.com');
    const done = unwrap(await confirmEmailChange(ctx, caller, codeIn(notifier, 'email-change-code')));
    expect(done).toMatchObject({ email: 'ada@new.example', emailChange: null });
    expect(await ctx.players.findByEmail('ada@new.example')).toBe(player.playerId);
    expect(await ctx.players.findByEmail('ada@example.com')).toBeNull();
    const again = await confirmEmailChange(ctx, caller, codeIn(notifier, 'email-change-code'));
    expect(!again.ok && again.problem.code).toBe('no-email-change');
  });

  it('refuses an address of another player, and an expired code', async () => {
    const { ctx, clock, notifier } = setup();
    const { caller } = await register(ctx);
    await register(ctx, 'Bob', 'bob@example.com');
    const taken = await updateProfile(ctx, caller, { email: 'BOB@example.com', name: 'Ada L.' });
    expect(!taken.ok && taken.problem.code).toBe('email-taken');
    expect((await ctx.players.get(caller.player.playerId))!.name).toBe('Ada');
    unwrap(await updateProfile(ctx, caller, { email: 'ada@new.example' }));
    clock.advanceHours(25);
    const late = await confirmEmailChange(ctx, caller, codeIn(notifier, 'email-change-code'));
    expect(!late.ok && late.problem.code).toBe('invalid-code');
    expect((await ctx.players.get(caller.player.playerId))!.email).toBe('ada@example.com');
  });
});

describe('unsubscribe links', () => {
  it('turn e-mail, reminders or news off for their own player only, and cannot be forged', async () => {
    const { ctx } = setup();
    const { player } = await register(ctx);
    const reminders = await ctx.unsubscribeLinks.token(player.playerId, 'reminders');
    // Reading the link (the GET a scanner makes) says what it would do and changes nothing.
    expect(unwrap(await readUnsubscribeLink(ctx, reminders))).toEqual({ name: 'Ada', kind: 'reminders' });
    expect((await ctx.players.get(player.playerId))!.notifications).toEqual({ email: true, reminders: true, news: true });
    expect(unwrap(await unsubscribeByLink(ctx, reminders))).toEqual({ name: 'Ada', kind: 'reminders' });
    expect((await ctx.players.get(player.playerId))!.notifications).toEqual({ email: true, reminders: false, news: true });
    const news = await ctx.unsubscribeLinks.token(player.playerId, 'news');
    expect(unwrap(await unsubscribeByLink(ctx, news))).toEqual({ name: 'Ada', kind: 'news' });
    expect((await ctx.players.get(player.playerId))!.notifications).toEqual({ email: true, reminders: false, news: false });
    const forged = [reminders.replace('reminders', 'email'), news.replace('news', 'email'), `${player.playerId}.newsletter.${'A'.repeat(43)}`, `${player.playerId}.email.${'A'.repeat(43)}`, '', 'x'];
    for (const t of forged) {
      expect((await unsubscribeByLink(ctx, t)).ok, t).toBe(false);
      expect((await readUnsubscribeLink(ctx, t)).ok, t).toBe(false);
    }
    const otherKey = hmacUnsubscribeLinks(async () => new Uint8Array(32).fill(8));
    expect((await unsubscribeByLink(ctx, await otherKey.token(player.playerId, 'email'))).ok).toBe(false);
    expect((await ctx.players.get(player.playerId))!.notifications.email).toBe(true);
  });

  it('end every published mail', async () => {
    const notifier = recordingNotifier();
    const links = hmacUnsubscribeLinks(async () => new Uint8Array(32).fill(7));
    await withUnsubscribeFooter(notifier, links, 'https://api.example/').publish({ playerId: 'p1', to: 'a@example.com', kind: 'sign-in', subject: 's', body: 'Hello\n\n', notificationId: 'n' });
    const body = notifier.published[0]!.body;
    expect(body).toContain(`https://api.example/unsubscribe?t=${await links.token('p1', 'email')}`);
    expect(body).toContain(`https://api.example/unsubscribe?t=${await links.token('p1', 'reminders')}`);
    expect(body).toContain(`Stop only the game news (a game starting or ending, a player leaving): https://api.example/unsubscribe?t=${await links.token('p1', 'news')}`);
    expect(body).not.toContain('PATCH');
  });
});

/** The stream's part of deleting accounts: every farewell left, finished (farewell.ts). */
async function finishDeletions(ctx: ReturnType<typeof setup>['ctx']) {
  const deps = { games: ctx.games, events: ctx.events, inbox: ctx.inbox, notifier: ctx.notifier ?? null, farewells: ctx.players, clock: ctx.clock };
  for (const farewell of ctx.players.farewells()) await finishAccountDeletion(deps, farewell);
}

describe('deleting the account', () => {
  it('removes the player with its tokens and its claim on the address at once, leaving the subscriptions to the farewell; which, after a failure, is finished when delivered again', async () => {
    const { ctx, clock, notifier } = setup();
    const { out, player, caller } = await register(ctx);
    unwrap(await updateProfile(ctx, caller, { email: 'ada@new.example' }));
    const stored = (await ctx.players.get(player.playerId))!;
    const arns = [stored.subscription.arn, stored.pendingEmail?.subscriptionArn];
    expect(arns.every((a) => typeof a === 'string') && arns[0] !== arns[1]).toBe(true);
    // A sign-in code mailed before the deletion, to be redeemed after it.
    unwrap(await requestSignIn(ctx, 'ada@example.com'));
    const signInCode = codeIn(notifier, 'sign-in');
    clock.set('2026-12-01T12:30:00.000Z');

    expect(unwrap(await deleteAccount(ctx, caller))).toBeUndefined();
    // At once: no player, no token, no claim; SNS not asked yet.
    expect(await ctx.players.get(player.playerId)).toBeNull();
    expect(await ctx.players.findByEmail(emailKey('ada@example.com'))).toBeNull();
    expect(await authenticate(ctx.players, ctx.tokens, out.token, Date.now())).toBeNull();
    expect(await deleteAccount(ctx, caller)).toMatchObject({ ok: false, problem: { code: 'player-not-found' } });
    expect(await redeemSignIn(ctx, signInCode, 'laptop')).toMatchObject({ ok: false, problem: { code: 'invalid-code' } });
    expect(notifier.unsubscribed).toEqual([]);
    expect(ctx.players.farewells()).toEqual([{ playerId: player.playerId, subscriptionArns: arns, at: '2026-12-01T12:30:00.000Z' }]);

    // The farewell: SNS fails once, and the farewell stays for the stream to deliver again.
    const unsubscribe = notifier.unsubscribe.bind(notifier);
    let failures = 1;
    notifier.unsubscribe = async (arn) => {
      if (failures-- > 0) throw new Error('SNS is down');
      return unsubscribe(arn);
    };
    await expect(finishDeletions(ctx)).rejects.toThrow('SNS is down');
    expect(ctx.players.farewells()).toHaveLength(1);
    await finishDeletions(ctx);
    expect(notifier.unsubscribed).toEqual(arns);
    expect(ctx.players.farewells()).toEqual([]);
    // The address is free: it registers again, as someone new.
    const again = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ADA@example.com' }));
    expect(again.playerId).not.toBe(player.playerId);
  });
});

/** Ada and Bob's finished game (Ada won), and Eve, who has not played. */
async function finishedGameAndEve() {
  const { ctx } = setup();
  const ada = await register(ctx);
  const bob = await register(ctx, 'Bob', 'bob@example.com');
  const eve = await register(ctx, 'Eve', 'eve@example.com');
  const g = unwrap(await createGame(ctx, ada.player, { game: 'counter', options: { target: 2 } }, null)).resource;
  unwrap(await joinGame(ctx, bob.player, g.gameId));
  unwrap(await submitCommand(ctx, ada.player, g.gameId, { command: { type: 'add', n: 2 } }));
  return { ctx, ada, bob, eve, g };
}

describe('deleting the account, its games', () => {
  it('judges each game on its newest version, not on a list row a version behind', async () => {
    const { ctx } = setup();
    const ada = await register(ctx);
    const bob = await register(ctx, 'Bob', 'bob@example.com');
    const g = unwrap(await createGame(ctx, ada.player, { game: 'counter', options: { target: 100 } }, null)).resource;
    unwrap(await joinGame(ctx, bob.player, g.gameId));
    // The stream has projected the game as created (waiting), not yet Bob's join (in play).
    const [created, joined] = ctx.events.all(g.gameId);
    for (const row of inboxRows(ctx.games, created!)) await (ctx.inbox as ReturnType<typeof memoryInbox>).put(row);
    expect(joined!.snapshot.status).toBe('active');
    unwrap(await deleteAccount(ctx, ada.caller));
    await finishDeletions(ctx);
    const latest = ctx.events.all(g.gameId).at(-1)!;
    expect(latest.version).toBe(joined!.version + 1);
    expect(latest.platformEvents).toEqual([{ type: 'SeatAway', seat: 0 }]);
    expect(latest.snapshot.timeouts[0]).toBeGreaterThanOrEqual(2);
    // Sent again (the first answer lost), and the farewell delivered again: nothing more is appended.
    expect(await deleteAccount(ctx, ada.caller)).toMatchObject({ ok: false, problem: { code: 'player-not-found' } });
    await finishAccountDeletion(
      { games: ctx.games, events: ctx.events, inbox: ctx.inbox, notifier: null, farewells: ctx.players, clock: ctx.clock },
      { playerId: ada.player.playerId, subscriptionArns: [], at: latest.at },
    );
    expect(ctx.events.all(g.gameId)).toHaveLength(latest.version + 1);
  });

  it('withdraws an invitation to the player: a seat kept for them (a rematch) is anyone\'s again', async () => {
    const { ctx, ada, bob, eve, g } = await finishedGameAndEve();
    const inbox = ctx.inbox as ReturnType<typeof memoryInbox>;
    // Bob asks for a rematch: a seat is kept for Ada, and the game is in her list as an invitation.
    const rematch = unwrap(await requestRematch(ctx, bob.player, g.gameId)).resource;
    for (const row of inboxRows(ctx.games, ctx.events.all(rematch.gameId).at(-1)!)) await inbox.put(row);
    expect(inbox.rows.filter((r) => r.playerId === ada.player.playerId && r.gameId === rematch.gameId).map((r) => r.invited)).toEqual([true]);
    expect((await joinGame(ctx, eve.player, rematch.gameId)).ok).toBe(false);
    unwrap(await deleteAccount(ctx, ada.caller));
    await finishDeletions(ctx);
    const latest = ctx.events.all(rematch.gameId).at(-1)!;
    expect([latest.actor, latest.platformEvents]).toEqual([{ kind: 'player', playerId: ada.player.playerId, seat: null }, [{ type: 'InvitationWithdrawn', playerId: ada.player.playerId }]]);
    expect(openInvitations(latest.snapshot)).toEqual([]);
    expect(latest.changes?.vacated).toEqual([INVITATION_SLOT]);
    expect(unwrap(await joinGame(ctx, eve.player, rematch.gameId)).status).toBe('active');
  });

  it('leaves the seat of a player deleted since open in a rematch, instead of keeping it for nobody', async () => {
    const { ctx, ada, bob, eve, g } = await finishedGameAndEve();
    unwrap(await deleteAccount(ctx, bob.caller));
    await finishDeletions(ctx);
    const rematch = unwrap(await requestRematch(ctx, ada.player, g.gameId)).resource;
    expect([rematch.status, rematch.invited]).toEqual(['waiting', []]);
    expect(unwrap(await joinGame(ctx, eve.player, rematch.gameId)).status).toBe('active');
  });
});
