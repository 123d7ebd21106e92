// SNS behaviour with aws-sdk-client-mock: subscriptions, publish attributes, throttling and
// redelivery through the real stream handler (stores in memory).
import { InternalErrorException, NotFoundException, PublishCommand, SNSClient, SubscribeCommand, UnsubscribeCommand } from '@aws-sdk/client-sns';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { comeBack } from '../../../lambdas/app/games/come-back.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { leaveGame } from '../../../lambdas/app/games/leave-game.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { notifyVersion } from '../../../lambdas/app/background/notify-version.js';
import { messagesFor } from '../../../lambdas/app/mail/messages.js';
import { registerPlayer, updateProfile } from '../../../lambdas/app/accounts/players.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { createStreamHandler, type StreamBatch } from '../../../lambdas/handlers/stream.js';
import { recipientTag, snsNotifier, snsSubject } from '../../../lambdas/store/sns-notifier.js';
import { toItem } from '../../../lambdas/store/event-store.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryInbox, noFarewellExpected, settableClock } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';

const TOPIC = 'arn:aws:sns:us-east-1:000000000000:notifications';
const games = createRegistry([counterGame]);
const sns = mockClient(SNSClient);

beforeEach(() => {
  sns.reset();
  sns.on(SubscribeCommand).resolves({ SubscriptionArn: `${TOPIC}:sub-1` });
  sns.on(PublishCommand).resolves({ MessageId: 'm-1' });
});

function streamEvent(records: GameRecord[]): StreamBatch {
  return {
    Records: records.map((r, i) => ({
      eventID: `e${i}`,
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: `${r.gameId}-${r.version}-${i}`, NewImage: marshall(toItem(r), { removeUndefinedValues: true }) },
    })),
  };
}

async function setup() {
  const notifier = snsNotifier(new SNSClient({ region: 'us-east-1' }), TOPIC);
  const ctx = memoryContext(games, { notifier });
  const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' }));
  const bob = unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' }));
  const adaP = (await ctx.players.get(ada.playerId))!;
  const bobP = (await ctx.players.get(bob.playerId))!;
  const g = unwrap(await createGame(ctx, adaP, { game: 'counter', options: { target: 100 } }, null)).resource;
  unwrap(await joinGame(ctx, bobP, g.gameId));
  unwrap(await submitCommand(ctx, adaP, g.gameId, { command: { type: 'add', n: 1 } }));
  return { ctx, notifier, adaP, bobP, gameId: g.gameId, records: ctx.events.all(g.gameId) };
}

describe('SNS subscriptions', () => {

  it('counts a subscription SNS no longer has as removed when asked to remove it, and passes on any other error', async () => {
    const notifier = snsNotifier(new SNSClient({ region: 'us-east-1' }), TOPIC);
    sns.on(UnsubscribeCommand, { SubscriptionArn: `${TOPIC}:gone` }).rejects(new NotFoundException({ message: 'Subscription does not exist', $metadata: {} }));
    sns.on(UnsubscribeCommand, { SubscriptionArn: `${TOPIC}:down` }).rejects(new InternalErrorException({ message: 'down', $metadata: {} }));
    await expect(notifier.unsubscribe(`${TOPIC}:gone`)).resolves.toBeUndefined();
    await expect(notifier.unsubscribe(`${TOPIC}:down`)).rejects.toBeInstanceOf(InternalErrorException);
  });
  it('subscribes the address at registration with a filter policy on playerId and the address', async () => {
    const { adaP } = await setup();
    const calls = sns.commandCalls(SubscribeCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0].input).toEqual({
      TopicArn: TOPIC,
      Protocol: 'email',
      Endpoint: 'ada@example.com',
      Attributes: { FilterPolicy: JSON.stringify({ playerId: [adaP.playerId], recipient: [recipientTag('ada@example.com')] }), FilterPolicyScope: 'MessageAttributes' },
      ReturnSubscriptionArn: true,
    });
    expect(adaP.subscription).toEqual({ arn: `${TOPIC}:sub-1`, email: 'ada@example.com', state: 'pending' });
  });

  it('subscribes a new address when a change is asked, and keeps the old one until it is confirmed', async () => {
    const { ctx, adaP } = await setup();
    sns.on(UnsubscribeCommand).resolves({});
    sns.on(SubscribeCommand).resolves({ SubscriptionArn: `${TOPIC}:sub-2` });
    const caller = { player: adaP, tokenId: adaP.tokens[0]!.tokenId };
    sns.resetHistory();
    const asked = unwrap(await updateProfile(ctx, caller, { email: 'ada@new.example' }));
    expect(sns.commandCalls(UnsubscribeCommand)).toHaveLength(0);
    const subscribe = sns.commandCalls(SubscribeCommand).at(-1)!.args[0].input;
    expect(subscribe.Endpoint).toBe('ada@new.example');
    expect(subscribe.Attributes?.FilterPolicy).toBe(JSON.stringify({ playerId: [adaP.playerId], recipient: [recipientTag('ada@new.example')] }));
    expect(asked).toMatchObject({ email: 'ada@example.com', emailChange: { email: 'ada@new.example' }, subscription: { arn: `${TOPIC}:sub-1`, email: 'ada@example.com' } });
    // The code to the new address only (its recipient), a notice to the old one.
    const mails = sns.commandCalls(PublishCommand).map((c) => [c.args[0].input.MessageAttributes!.kind!.StringValue, c.args[0].input.MessageAttributes!.recipient!.StringValue]);
    expect(mails).toEqual([
      ['email-change-code', recipientTag('ada@new.example')],
      ['email-change-requested', recipientTag('ada@example.com')],
    ]);
  });

  it('keeps the subscription when game e-mail is turned off (a sign-in code can still reach the address)', async () => {
    const { ctx, adaP } = await setup();
    const off = unwrap(await updateProfile(ctx, { player: adaP, tokenId: adaP.tokens[0]!.tokenId }, { notifications: { email: false } }));
    expect(sns.commandCalls(UnsubscribeCommand)).toHaveLength(0);
    expect(off.subscription).toEqual({ arn: `${TOPIC}:sub-1`, email: 'ada@example.com', state: 'pending' });
  });

  it('keeps the registration when SNS fails, with the subscription marked failed', async () => {
    sns.on(SubscribeCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const ctx = memoryContext(games, { notifier: snsNotifier(new SNSClient({ region: 'us-east-1' }), TOPIC) });
    const out = await registerPlayer(ctx, { name: 'Cy', email: 'cy@example.com' });
    expect(out.ok && out.value.subscription.state).toBe('failed');
  });
});

describe('publishing from the stream', () => {
  it('publishes "your turn" to the next player only, with playerId, gameId and kind attributes', async () => {
    const { ctx, notifier, bobP, gameId, records } = await setup();
    const n = await notifyVersion({ games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: 'https://play.example' }, records[2]!);
    expect(n).toBe(1);
    const input = sns.commandCalls(PublishCommand)[0]!.args[0].input;
    expect(input.TopicArn).toBe(TOPIC);
    expect(input.MessageAttributes).toEqual({
      playerId: { DataType: 'String', StringValue: bobP.playerId },
      recipient: { DataType: 'String', StringValue: recipientTag('bob@example.com') },
      gameId: { DataType: 'String', StringValue: gameId },
      kind: { DataType: 'String', StringValue: 'your-turn' },
      version: { DataType: 'Number', StringValue: '2' },
      notificationId: { DataType: 'String', StringValue: `${gameId}/2/your-turn/${bobP.playerId}` },
    });
    expect(input.Subject).toBe('Your turn: Counter (test game) with "Ada"');
    expect(input.Message).toContain(`https://play.example/play/games/${gameId}`);
    expect(input.Message).toContain('Deadline: ');
  });

  it('tells in a decision mail what the others did since the reader moved: one read of the versions before it, none for other mails', async () => {
    const { ctx, notifier, adaP, bobP, gameId } = await setup();
    unwrap(await submitCommand(ctx, bobP, gameId, { command: { type: 'add', n: 2 } }));
    unwrap(await submitCommand(ctx, adaP, gameId, { command: { type: 'add', n: 1 } }));
    const reads: number[] = [];
    const versions = { before: (id: string, version: number, count: number) => (reads.push(version), ctx.events.before(id, version, count)) };
    const deps = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions, clock: ctx.clock, baseUrl: '' };
    const all = ctx.events.all(gameId);
    // The start's version: Ada's first turn, in a mail saying the game started, with nothing to tell.
    expect(await notifyVersion(deps, all[1]!)).toBe(1);
    expect(reads).toEqual([]);
    expect(await notifyVersion(deps, all[4]!)).toBe(1);
    expect(reads).toEqual([4]);
    const mail = sns.commandCalls(PublishCommand).at(-1)!.args[0].input;
    expect(mail.Subject).toBe('Your turn: Counter (test game) with "Ada"');
    expect(mail.Message).toMatch(/\n\nSince your last move:\n- \[\d{4}-\d\d-\d\d \d\d:\d\d UTC\] "Ada": [^\n]+\.\n\nWhat is asked: /);
  });

  it('mails no "your turn" to a seat that is away (its player left): that turn is played for it at once', async () => {
    const { ctx, notifier, adaP, bobP, gameId } = await setup();
    unwrap(await submitCommand(ctx, bobP, gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await leaveGame(ctx, bobP, gameId));
    unwrap(await submitCommand(ctx, adaP, gameId, { command: { type: 'add', n: 1 } }));
    const turnOfBob = ctx.events.all(gameId).at(-1)!;
    expect(turnOfBob.snapshot.pending.map((p) => p.seat)).toEqual([1]);
    const deps = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: 'https://play.example' };
    expect(await notifyVersion(deps, turnOfBob)).toBe(0);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
    // Back at his seat (his turn's clock starts again, and he is at the game: no mail), his next turn is mailed again.
    unwrap(await comeBack(ctx, bobP, gameId));
    const back = ctx.events.all(gameId).at(-1)!;
    expect(back.snapshot.pending).toMatchObject([{ seat: 1, since: back.at }]);
    expect(await notifyVersion(deps, back)).toBe(0);
    unwrap(await submitCommand(ctx, bobP, gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, adaP, gameId, { command: { type: 'add', n: 1 } }));
    expect(await notifyVersion(deps, ctx.events.all(gameId).at(-1)!)).toBe(1);
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input.MessageAttributes?.kind?.StringValue).toBe('your-turn');
  });

  it('tells the players still at the table when one leaves a game being played, and who plays their seat now', async () => {
    for (const onTimeout of ['fallback', 'bot'] as const) {
      const clock = settableClock('2026-12-01T00:00:00.000Z');
      const ctx = memoryContext(games, { clock });
      const [ada, bob, cy] = [(await newPlayer(ctx, 'Ada')).player, (await newPlayer(ctx, 'Bob')).player, (await newPlayer(ctx, 'Cy')).player];
      const { gameId } = unwrap(await createGame(ctx, ada, { game: 'counter', options: { players: 3, target: 100, onTimeout } }, null)).resource;
      unwrap(await joinGame(ctx, bob, gameId));
      unwrap(await joinGame(ctx, cy, gameId));
      // Cy leaves: Ada and Bob are told. Then Bob leaves: only Ada, still at the table, is told (not Bob, not Cy).
      clock.advanceHours(1);
      unwrap(await leaveGame(ctx, cy, gameId));
      clock.advanceHours(1);
      unwrap(await leaveGame(ctx, bob, gameId));
      const mails = messagesFor(counterGame, ctx.events.all(gameId).at(-1)!, 'https://play.example');
      expect(mails.map((m) => [m.kind, m.playerId])).toEqual([['player-left', ada.playerId]]);
      expect(mails[0]!.subject).toMatch(/^"Bob" left: Counter/);
      expect(mails[0]!.body).toContain(onTimeout === 'bot' ? 'a bot (normal) plays their turns' : "the game's fallback plays their turns at once");
      expect(messagesFor(counterGame, ctx.events.all(gameId).at(-2)!, 'https://play.example').map((m) => [m.kind, m.playerId])).toEqual([
        ['player-left', ada.playerId],
        ['player-left', bob.playerId],
      ]);
    }
  });

  it('reads the addressees together with the marks of what was sent: one round trip before the first mail', async () => {
    const { ctx, notifier, records } = await setup();
    const summaries = memoryInbox();
    const order: string[] = [];
    let marksRead!: () => void;
    const sentFor = summaries.sentFor.bind(summaries);
    // The marks come back only once the addressee's read has started.
    summaries.sentFor = async (gameId, version) => {
      order.push('marks asked');
      await new Promise<void>((ok) => (marksRead = ok));
      order.push('marks read');
      return sentFor(gameId, version);
    };
    const players = { ...ctx.players, get: async (id: string) => (order.push('addressee asked'), marksRead(), ctx.players.get(id)) };
    expect(await notifyVersion({ games, players, notifier, summaries, versions: ctx.events, clock: ctx.clock, baseUrl: '' }, records[2]!)).toBe(1);
    expect(order).toEqual(['marks asked', 'addressee asked', 'marks read']);
  });

  it('reports SNS throttling as a batch item failure, then sends on retry without duplicates', async () => {
    const { ctx, notifier, records } = await setup();
    const inbox = memoryInbox();
    const handler = createStreamHandler(() => ({
      games,
      inbox,
      afterProjection: [async (r) => void (await notifyVersion({ games, players: ctx.players, notifier, summaries: inbox, versions: ctx.events, clock: ctx.clock, baseUrl: '' }, r))],
      farewell: noFarewellExpected,
    }));
    const event = streamEvent(records);
    sns.on(PublishCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $retryable: { throttling: true } }));
    const first = await handler(event);
    // v0 (created) sends nothing; v1 (started) fails to publish: v1 and everything after it is retried.
    expect(first.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(event.Records.slice(1).map((r) => r.dynamodb!.SequenceNumber));
    sns.on(PublishCommand).resolves({ MessageId: 'ok' });
    sns.resetHistory();
    const retry = await handler({ Records: event.Records.slice(1) });
    expect(retry.batchItemFailures).toEqual([]);
    // v1: the game started with Ada to move (Bob, who joined, caused it); v2: Bob's turn.
    const sent = sns.commandCalls(PublishCommand).map((c) => [c.args[0].input.MessageAttributes!.playerId!.StringValue, c.args[0].input.MessageAttributes!.kind!.StringValue]);
    expect(sent).toEqual([
      [records[0]!.snapshot.seats[0]!.playerId, 'your-turn'],
      [records[2]!.snapshot.seats[1]!.playerId, 'your-turn'],
    ]);
    // Redelivering the same records publishes nothing more.
    sns.resetHistory();
    expect((await handler(event)).batchItemFailures).toEqual([]);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('sends one publish for duplicate stream records', async () => {
    const { ctx, notifier, records } = await setup();
    const inbox = memoryInbox();
    const handler = createStreamHandler(() => ({
      games,
      inbox,
      afterProjection: [async (r) => void (await notifyVersion({ games, players: ctx.players, notifier, summaries: inbox, versions: ctx.events, clock: ctx.clock, baseUrl: '' }, r))],
      farewell: noFarewellExpected,
    }));
    sns.resetHistory();
    const dup = streamEvent([records[2]!, records[2]!, records[2]!]);
    expect((await handler(dup)).batchItemFailures).toEqual([]);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
  });

  it('sends no news to a player who turned news off, and still asks them to move', async () => {
    const notifier = snsNotifier(new SNSClient({ region: 'us-east-1' }), TOPIC);
    const ctx = memoryContext(games, { notifier });
    const register = async (name: string) => (await ctx.players.get(unwrap(await registerPlayer(ctx, { name, email: `${name}@example.com` })).playerId))!;
    const [ada, bob, cy] = [await register('Ada'), await register('Bob'), await register('Cy')];
    expect(unwrap(await updateProfile(ctx, { player: bob, tokenId: bob.tokens[0]!.tokenId }, { notifications: { news: false } })).notifications).toEqual({ email: true, reminders: true, news: false, mode: 'each', digestHour: 8, whenJustPlayed: false });
    const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 4, players: 3 } }, null)).resource;
    unwrap(await joinGame(ctx, cy, g.gameId));
    unwrap(await joinGame(ctx, bob, g.gameId));
    // Seats: Ada, Cy, Bob. Each adds 1; Ada's second reaches 4.
    for (const p of [ada, cy, bob, ada]) unwrap(await submitCommand(ctx, p, g.gameId, { command: { type: 'add', n: 1 } }));
    sns.resetHistory();
    const deps = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: '' };
    for (const r of ctx.events.all(g.gameId)) await notifyVersion(deps, r);
    const name = new Map([ada, bob, cy].map((p) => [p.playerId, p.name]));
    const sent = sns.commandCalls(PublishCommand).map((c) => `${c.args[0].input.MessageAttributes!.kind!.StringValue} ${name.get(c.args[0].input.MessageAttributes!.playerId!.StringValue!)}`);
    // The start (Bob's join, his own act) and the end (Ada's move) are news: Cy is told both, Bob
    // neither; his turn still comes.
    expect(sent).toEqual(['your-turn Ada', 'game-started Cy', 'your-turn Cy', 'your-turn Bob', 'your-turn Ada', 'game-over Cy']);
    // Planned for him too: his switch is what kept it.
    expect(messagesFor(counterGame, ctx.events.all(g.gameId).at(-1)!, '').map((m) => `${m.kind} ${name.get(m.playerId)}`)).toContain('game-over Bob');
  });

  it('respects e-mail preferences', async () => {
    const { ctx, notifier, bobP, records } = await setup();
    await ctx.players.update(bobP.playerId, { notifications: { email: false, reminders: true, news: true } });
    sns.resetHistory();
    const n = await notifyVersion({ games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: '' }, records[2]!);
    expect(n).toBe(0);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});

describe('the SNS client of a process', () => {
  it('is made on the first call to SNS, not with the notifier (a request that mails nothing does not pay for it)', async () => {
    let made = 0;
    const notifier = snsNotifier(() => {
      made++;
      return new SNSClient({ region: 'us-east-1' });
    }, TOPIC);
    expect(made).toBe(0);
    await notifier.publish({ kind: 'your-turn', playerId: 'p1', to: 'ada@example.com', subject: 'Your turn', body: 'Play', gameId: 'g1', version: 2, notificationId: 'g1/2/your-turn/p1' });
    expect(made).toBe(1);
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input).toMatchObject({ TopicArn: TOPIC, Message: 'Play' });
  });
});

describe('SNS subjects', () => {
  it('are ASCII and at most 100 characters', () => {
    const s = snsSubject(`Your turn: Ripper Rummy with Zoë and ${'x'.repeat(200)}`);
    expect(s.length).toBeLessThanOrEqual(100);
    expect(s).toMatch(/^[\x20-\x7e]+$/);
    expect(s.startsWith('Your turn: Ripper Rummy with Zoe')).toBe(true);
  });
});
