// Answering turn mails on the local runtime (docs/play-by-mail.md): a reply by number or by words,
// as mail clients write it (quoted original below), plays that move through the API's use case; a
// forged or re-labelled token plays nothing and gets no answer; a reply to an old mail plays nothing
// and is answered; the same message twice plays once; a garbled reply is answered with the list,
// at most a few times an hour; SMTP, POST /_local/inbound and the mail page's Reply box reach it.
import { describe, expect, it } from 'vitest';
import { readReplyToken } from '../../../lambdas/app/inbound/reply-token.js';
import { REPLY_ANSWERS_PER_HOUR } from '../../../lambdas/app/inbound/receive-reply.js';
import { movesMail, listedMoves, postInbound, replyAddressOf, sendSmtp, type Mail } from '../../support/replies/reply-client.js';
import { rawReply, type MailClient } from '../../support/replies/client-mails.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

interface CounterView {
  readonly counter: number;
}

async function counterGame() {
  const ada = await env.http.register(`Ada${Math.random().toString(36).slice(2, 6)}`);
  const bob = await env.http.register(`Bob${Math.random().toString(36).slice(2, 6)}`);
  const gameId = (await env.http.createGame({ game: 'counter', options: { target: 1000 } }, ada.token)).body.gameId;
  const joined = await env.http.join(gameId, bob.token);
  expect(joined.body.status).toBe('active');
  return { ada, bob, gameId, version: joined.body.version };
}

const game = async (gameId: string, token: string) => (await env.http.game(gameId, token)).body as unknown as { version: number; view: CounterView };
const outbox = async () => (await env.http.outbox()).body.messages;
const answersTo = async (playerId: string) => (await outbox()).filter((m) => m.attributes.playerId === playerId && m.attributes.kind === 'reply-answer');

function reply(client: MailClient, mail: Mail, text: string, extra: { to?: string; messageId?: string } = {}): string {
  return rawReply(client, { to: extra.to ?? replyAddressOf(mail)!, text, original: mail.message, subject: mail.subject, ...(extra.messageId ? { messageId: extra.messageId } : {}) });
}

describe('replies to turn mails', () => {
  it('play the move named by its number or its words, from plain and HTML mails with the original quoted', async () => {
    const { ada, bob, gameId, version } = await counterGame();
    const adaMail = await movesMail(env.http, ada.playerId, gameId, version);
    expect(listedMoves(adaMail).map((m) => m.words)).toEqual(['add 1', 'add 2', 'call']);
    const byNumber = await postInbound(env.rt.url, reply('gmail', adaMail, '2'));
    expect(byNumber).toEqual({ status: 200, body: { outcome: 'played', answered: 'none' } });
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 1, view: { counter: 2 } });

    const bobMail = await movesMail(env.http, bob.playerId, gameId, version + 1);
    expect((await postInbound(env.rt.url, reply('outlook', bobMail, 'Add 1'))).body.outcome).toBe('played');
    const adaAgain = await movesMail(env.http, ada.playerId, gameId, version + 2);
    expect((await postInbound(env.rt.url, reply('apple-mail', adaAgain, 'add 2\n\nThanks!'))).body.outcome).toBe('played');
    const bobAgain = await movesMail(env.http, bob.playerId, gameId, version + 3);
    expect((await postInbound(env.rt.url, reply('thunderbird-html', bobAgain, '1'))).body.outcome).toBe('played');
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 4, view: { counter: 6 } });
  });

  it('a forged token, or one re-labelled for the other seat, plays nothing and is not answered', async () => {
    const { ada, bob, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const token = readReplyToken(/play\+([^@]+)@/.exec(replyAddressOf(mail)!)![1]!)!;
    const forged = `play+${token.gameId}.${token.seat}.${token.version}.${token.mac.startsWith('A') ? 'B' : 'A'}${token.mac.slice(1)}@reply.localhost`;
    const otherSeat = `play+${token.gameId}.${1 - token.seat}.${token.version}.${token.mac}@reply.localhost`;
    const later = `play+${token.gameId}.${token.seat}.${token.version + 1}.${token.mac}@reply.localhost`;
    for (const to of [forged, otherSeat, later]) {
      const r = await postInbound(env.rt.url, reply('gmail', mail, '1', { to }));
      expect(r.body, to).toEqual({ outcome: 'forged', answered: 'none' });
    }
    await env.rt.poller.drain();
    expect(await game(gameId, bob.token)).toMatchObject({ version, view: { counter: 0 } });
    expect([...(await answersTo(ada.playerId)), ...(await answersTo(bob.playerId))]).toEqual([]);
  });

  it('the same message delivered twice plays once', async () => {
    const { ada, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const raw = reply('iphone', mail, 'add 1', { messageId: `<twice-${gameId}@mail.example.com>` });
    expect((await postInbound(env.rt.url, raw)).body.outcome).toBe('played');
    expect((await postInbound(env.rt.url, raw)).body.outcome).toBe('played-before');
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 1, view: { counter: 1 } });
  });

  it('a reply to a mail the game has moved on from plays nothing; its answer lists the current moves, which a reply then plays', async () => {
    const { ada, bob, gameId, version } = await counterGame();
    const old = await movesMail(env.http, ada.playerId, gameId, version);
    expect((await env.http.command(gameId, { type: 'add', n: 1 }, ada.token)).status).toBe(200);
    expect((await env.http.command(gameId, { type: 'add', n: 1 }, bob.token)).status).toBe(200);
    const stale = await postInbound(env.rt.url, reply('outlook-desktop', old, '2'));
    expect(stale.body).toEqual({ outcome: 'stale', answered: 'sent' });
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 2, view: { counter: 2 } });
    const answer = await movesMail(env.http, ada.playerId, gameId, version + 2, 'reply-answer');
    expect(answer.message).toContain('the game has moved on');
    expect(replyAddressOf(answer)).not.toBe(replyAddressOf(old));
    expect(listedMoves(answer).map((m) => m.words)).toEqual(['add 1', 'add 2', 'call']);
    expect((await postInbound(env.rt.url, reply('gmail-html', answer, 'add 2'))).body.outcome).toBe('played');
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 3, view: { counter: 4 } });
    // Stale again, now while it is Bob's turn: the answer says nothing is asked of Ada and lists no moves.
    expect((await postInbound(env.rt.url, reply('gmail', answer, '1'))).body).toEqual({ outcome: 'stale', answered: 'sent' });
    const second = (await answersTo(ada.playerId)).filter((m) => m.attributes.gameId === gameId).at(-1)!;
    expect(second.message).toContain('Nothing is asked of you now');
    expect(replyAddressOf(second)).toBeNull();
  });

  it('a garbled or ambiguous reply is answered with the list; answers stop after a few an hour', async () => {
    const { ada, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const outcomes = [];
    for (const text of ['please advance my counter', 'add', '7', ...Array.from({ length: REPLY_ANSWERS_PER_HOUR - 2 }, (_, i) => `huh ${i}`)]) {
      outcomes.push((await postInbound(env.rt.url, reply('thunderbird', mail, text))).body);
    }
    expect(outcomes.slice(0, REPLY_ANSWERS_PER_HOUR)).toEqual(Array.from({ length: REPLY_ANSWERS_PER_HOUR }, () => ({ outcome: 'unread', answered: 'sent' })));
    expect(outcomes.slice(REPLY_ANSWERS_PER_HOUR)).toEqual([{ outcome: 'unread', answered: 'limited' }]);
    expect(await game(gameId, ada.token)).toMatchObject({ version, view: { counter: 0 } });
    const answer = await movesMail(env.http, ada.playerId, gameId, version, 'reply-answer');
    expect(answer.message).toContain('We could not tell which move');
    expect(listedMoves(answer).map((m) => m.number)).toEqual([1, 2, 3]);
    expect((await answersTo(ada.playerId)).filter((m) => m.attributes.gameId === gameId)).toHaveLength(REPLY_ANSWERS_PER_HOUR);
  });

  it('SMTP on the port the runtime prints takes replies to the reply domain only', async () => {
    const { ada, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const port = env.rt.smtpPort!;
    const refused = await sendSmtp(port, { from: 'someone@example.com', to: 'postmaster@example.com' }, reply('gmail', mail, '1'));
    expect(refused.at(-1)).toMatch(/^550 /);
    const sent = await sendSmtp(port, { from: 'someone@example.com', to: replyAddressOf(mail)! }, reply('gmail', mail, '1', { to: 'Me <me@example.com>' }));
    expect(sent.filter((l) => l.startsWith('250 ')).length).toBeGreaterThanOrEqual(3);
    expect(sent.at(-1)).toMatch(/^221 /);
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 1, view: { counter: 1 } });
  });

  it('POST /_local/inbound answers bad input with problem+json and plays nothing', async () => {
    const { ada, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const asText = await postInbound(env.rt.url, reply('gmail', mail, '1'), 'text/plain');
    expect([asText.status, asText.body.code]).toEqual([415, 'unsupported-media-type']);
    expect((await postInbound(env.rt.url, '')).status).toBe(400);
    const elsewhere = await postInbound(env.rt.url, reply('gmail', mail, '1', { to: 'someone@example.com' }));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([422, 'no-reply-address']);
    const huge = await postInbound(env.rt.url, Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(huge.status).toBe(413);
    const get = await fetch(`${env.rt.url}/_local/inbound`);
    expect([get.status, get.headers.get('content-type')]).toEqual([405, 'application/problem+json']);
    expect(await game(gameId, ada.token)).toMatchObject({ version, view: { counter: 0 } });
  });

  it('the local mail page has a Reply box on mails with moves; it plays from this page only', async () => {
    const { ada, gameId, version } = await counterGame();
    const mail = await movesMail(env.http, ada.playerId, gameId, version);
    const page = await (await fetch(`${env.rt.url}/_local/mail`)).text();
    expect(page).toContain(`name="id" value="${mail.id}"`);
    const form = (origin?: string) =>
      fetch(`${env.rt.url}/_local/reply`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: new URLSearchParams({ id: mail.id, text: 'add 2' }).toString(),
      });
    expect((await form('https://evil.example')).status).toBe(403);
    expect((await form()).status).toBe(403);
    const posted = await form(env.rt.url);
    expect([posted.status, posted.headers.get('location')]).toEqual([303, '/_local/mail?replied=played%3Anone']);
    expect(await game(gameId, ada.token)).toMatchObject({ version: version + 1, view: { counter: 2 } });
    expect(await (await fetch(`${env.rt.url}/_local/mail?replied=played%3Anone`)).text()).toContain('Your reply: played.');
  });
});
