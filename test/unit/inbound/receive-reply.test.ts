// The reply use case on in-memory stores: which listed move a reply names (at the token's version,
// by number, words or a unique alias), what the rules' refusal and a vacated seat give, and that
// its log lines carry neither the token, the address nor the text.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../domain/games/registry.js';
import { reject } from '../../../domain/engine/rejection.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { leaveGame } from '../../../lambdas/app/games/leave-game.js';
import { withReplyMoves } from '../../../lambdas/app/inbound/mail-moves.js';
import { receiveReply, type ReplyDeps } from '../../../lambdas/app/inbound/receive-reply.js';
import { hmacReplyTokens, replyAddress } from '../../../lambdas/app/inbound/reply-token.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, recordingNotifier } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';
import { rawReply } from '../../support/replies/client-mails.js';

const DOMAIN = 'reply.example';
const tokens = hmacReplyTokens(async () => new Uint8Array(32).fill(3));
/** The counter game, except that the rules refuse "call" (which it lists): a move the mail offered and the rules then refuse. */
const refusing: typeof counterGame = {
  ...counterGame,
  decide: (state, command, ...rest) => (command.type === 'call' ? (reject('waiting-for-shouts', 'Calls are closed today.') as never) : counterGame.decide(state, command, ...rest)),
};

async function setUp() {
  const sent = recordingNotifier();
  const ctx = memoryContext(createRegistry([refusing]));
  const lines: Record<string, unknown>[] = [];
  const deps: ReplyDeps = { ctx, tokens, domain: DOMAIN, notifier: withReplyMoves(sent, tokens, DOMAIN), baseUrl: 'https://play.example', log: (message, fields) => lines.push({ message, ...fields }) };
  const ada = await newPlayer(ctx, 'Ada');
  const bob = await newPlayer(ctx, 'Bob');
  const gameId = unwrap(await createGame(ctx, ada.player, { game: 'counter', options: { target: 100 } }, null)).resource.gameId;
  unwrap(await joinGame(ctx, bob.player, gameId));
  const latest = (await ctx.events.latest(gameId))!;
  const seatOf = (playerId: string) => latest.snapshot.seats.findIndex((s) => s?.playerId === playerId);
  const mover = latest.snapshot.pending[0]!.seat;
  const player = [ada, bob].find((p) => seatOf(p.player.playerId) === mover)!;
  const address = replyAddress((await tokens.token({ gameId, seat: mover, version: latest.version, playerId: player.player.playerId }))!, DOMAIN);
  const send = (text: string, to = address) => receiveReply(deps, rawReply('gmail', { to, text, original: '1. add 1\n2. add 2\n3. call' }));
  const counter = async () => ((await ctx.events.latest(gameId))!.snapshot.state as { counter: number }).counter;
  return { ctx, sent, lines, send, counter, gameId, player, address };
}

describe('receiveReply', () => {
  it('plays the move a number or the words name, at the version the token names', async () => {
    const { send, counter, lines, address } = await setUp();
    expect(await send('Add  2!')).toEqual({ outcome: 'played', answered: 'none' });
    expect(await counter()).toBe(2);
    expect(JSON.stringify(lines)).not.toContain(address.split('@')[0]!.slice(5));
    expect(JSON.stringify(lines)).not.toContain('Add');
  });

  it('answers a move the rules refuse with their words and the list, and nothing else is played', async () => {
    const { send, counter, sent } = await setUp();
    expect(await send('3')).toEqual({ outcome: 'rejected', answered: 'sent' });
    expect(await counter()).toBe(0);
    const answer = sent.published.at(-1)!;
    expect(answer.kind).toBe('reply-answer');
    expect(answer.body).toContain('Calls are closed today.');
    expect(answer.body).toMatch(/1\. add 1 {2}<mailto:play\+/);
  });

  it('a number outside the list, or words naming none, is unread; once the game moved on, a reply is stale', async () => {
    const { ctx, send, counter, gameId, player } = await setUp();
    expect((await send('4')).outcome).toBe('unread');
    expect((await send('add')).outcome).toBe('unread');
    // Leaving a game in play keeps the seat (away): the game moved on, so the mail is stale.
    unwrap(await leaveGame(ctx, player.player, gameId));
    expect((await send('1')).outcome).toBe('stale');
    expect(await counter()).toBe(0);
  });

  it('a mail with no reply address, or an unreadable token, plays nothing and is not answered', async () => {
    const { send, sent } = await setUp();
    expect(await send('1', 'someone@example.com')).toEqual({ outcome: 'no-token', answered: 'none' });
    expect(await send('1', `play+not-a-token@${DOMAIN}`)).toEqual({ outcome: 'forged', answered: 'none' });
    expect(await send('1', `play+gNope.0.1.AAAAAAAAAAAAAA@${DOMAIN}`)).toEqual({ outcome: 'forged', answered: 'none' });
    expect(sent.published).toEqual([]);
  });
});
