import { describe, expect, it } from 'vitest';
import type { MailMoves, Notification, Notifier } from '../../../lambdas/app/core/ports.js';
import { movesSection, withReplyMoves } from '../../../lambdas/app/inbound/mail-moves.js';
import { hmacReplyTokens, LOCAL_PART_MAX, readReplyToken, replyAddress, tokenOfAddresses } from '../../../lambdas/app/inbound/reply-token.js';

const key = async () => new Uint8Array(32).fill(7);
const tokens = hmacReplyTokens(key);
// A game id as the service makes them: "g" and 16 base64url characters.
const gameId = 'gAbCdEfGhIjKlMn_-';

describe('reply tokens', () => {
  it('fit the 64-character local part with the longest versions, and read back', async () => {
    const t = (await tokens.token({ gameId, seat: 3, version: 999_999_999, playerId: 'pXyz' }))!;
    expect(`play+${t}`.length).toBeLessThanOrEqual(LOCAL_PART_MAX);
    expect(readReplyToken(t)).toMatchObject({ gameId, seat: 3, version: 999_999_999 });
    expect(tokenOfAddresses(['someone@else.example', replyAddress(t, 'Reply.Example')], 'reply.example')).toBe(t);
  });

  it('verify only for the player, seat, game and version they were signed for', async () => {
    const t = readReplyToken((await tokens.token({ gameId, seat: 1, version: 12, playerId: 'pAda' }))!)!;
    expect(await tokens.verify(t, 'pAda')).toBe(true);
    expect(await tokens.verify(t, 'pBob')).toBe(false);
    expect(await tokens.verify({ ...t, seat: 0 }, 'pAda')).toBe(false);
    expect(await tokens.verify({ ...t, version: 13 }, 'pAda')).toBe(false);
    expect(await tokens.verify({ ...t, gameId: 'gOther' }, 'pAda')).toBe(false);
    expect(await hmacReplyTokens(async () => new Uint8Array(32).fill(8)).verify(t, 'pAda')).toBe(false);
    expect(await tokens.verify({ ...t, mac: 'AAAAAAAAAAAAAA' }, 'pAda')).toBe(false);
  });

  it('a game id too long for an address gets no token (the mail then says nothing about replying)', async () => {
    expect(await tokens.token({ gameId: 'g'.repeat(41), seat: 0, version: 1, playerId: 'p' })).toBeNull();
  });

  it('refuses text that is not a token', () => {
    for (const bad of ['', 'abc', 'g1.0.1', 'g1.0.x.AAAAAAAAAAAAAA', 'g 1.0.1.AAAAAAAAAAAAAA', 'g1.0.1.AAAA']) expect(readReplyToken(bad)).toBeNull();
  });
});

describe('the moves a turn mail lists', () => {
  const moves: MailMoves = {
    gameId,
    seat: 0,
    version: 4,
    playerId: 'pAda',
    commands: [
      { number: 1, group: 'Draw', words: 'draw' },
      { number: 2, group: 'Draw', words: 'draw discard' },
      ...Array.from({ length: 12 }, (_, i) => ({ number: i + 3, group: 'Move stealthy', words: `stealthy c${i}` })),
    ],
  };

  it('says to reply with the number, that answering the mail itself does not reach us, and links each move of a short group', () => {
    const text = movesSection(moves, 'play+t@reply.example');
    expect(text).toContain('Reply with the number of your move.');
    expect(text).toContain('answering this mail itself does not reach us');
    expect(text).toContain('1. draw  <mailto:play+t@reply.example?subject=My%20move&body=draw>');
    expect(text).toContain('2. draw discard  <mailto:play+t@reply.example?subject=My%20move&body=draw%20discard>');
    // A long group is written compactly, numbers and words.
    expect(text).toMatch(/ 3\. stealthy c0; 4\. stealthy c1;/);
    expect(text).not.toContain('body=stealthy');
  });

  it('are written into a mail that carries them, above what follows, with a signed address; other mails are left as they are', async () => {
    const sent: Notification[] = [];
    const inner: Notifier = { subscribe: async () => '', unsubscribe: async () => undefined, isConfirmed: async () => true, publish: async (m) => void sent.push(m) };
    const notifier = withReplyMoves(inner, tokens, 'reply.example');
    const base = { playerId: 'pAda', to: 'ada@example.com', kind: 'your-turn' as const, subject: 's', body: 'Hello\n', notificationId: 'n' };
    await notifier.publish({ ...base, moves });
    await notifier.publish(base);
    await notifier.publish({ ...base, playerId: 'pBob', moves });
    const token = (await tokens.token(moves))!;
    expect(sent[0]!.body).toContain(`Write it to play+${token}@reply.example`);
    expect(sent[1]!.body).toBe('Hello\n');
    expect(sent[2]!.body).toBe('Hello\n');
  });
});
