/**
 * Replying to the local runtime's mails in tests: the newest mail that lists a player's moves (from
 * the outbox), its numbered moves read back from its text, and the ways a reply reaches the
 * runtime: POST /_local/inbound, or SMTP (a minimal client: the runtime's receiver is on loopback).
 */
import { connect } from 'node:net';
import type { ReplyResult } from '../../../lambdas/app/inbound/receive-reply.js';
import type { LocalOutbox } from '../../../local/http/local-routes.js';
import { LOCAL_REPLY_DOMAIN } from '../../../local/runtime.js';
import { waitFor, type HttpClient } from '../http/http.js';

export type Mail = LocalOutbox['messages'][number];

/** A move as the mail lists it. */
export interface ListedMove {
  readonly number: number;
  readonly words: string;
}

const ADDRESS = new RegExp(`play\\+[A-Za-z0-9._-]+@${LOCAL_REPLY_DOMAIN.replace(/\./g, '\\.')}`);

export function replyAddressOf(mail: Pick<Mail, 'message'>): string | null {
  return ADDRESS.exec(mail.message)?.[0] ?? null;
}

/** The numbered moves a mail lists: "  3. draw  <mailto:…>" lines, or compact " 1. c4; 2. d5" lines. */
export function listedMoves(mail: Pick<Mail, 'message'>): ListedMove[] {
  const section = mail.message.split('Reply with the number of your move.')[1] ?? '';
  const moves: ListedMove[] = [];
  for (const line of section.split('\n')) {
    const linked = /^ {2}(\d+)\. (.+?) {2}<mailto:/.exec(line);
    if (linked) {
      moves.push({ number: Number(linked[1]), words: linked[2]! });
      continue;
    }
    if (!/^ {2}\d+\. /.test(line)) continue;
    for (const item of line.trim().split(/; */)) {
      const m = /^(\d+)\. (.+)$/.exec(item.trim());
      if (m) moves.push({ number: Number(m[1]), words: m[2]! });
    }
  }
  return moves;
}

/** The newest mail to `playerId` about `gameId` that lists moves, at `version` when given (waited for). */
export async function movesMail(http: HttpClient, playerId: string, gameId: string, version?: number, kind?: string): Promise<Mail> {
  const { value } = await waitFor(async () => {
    const mine = (await http.outbox()).body.messages.filter(
      (m) =>
        m.attributes.playerId === playerId &&
        m.attributes.gameId === gameId &&
        (version === undefined || Number(m.attributes.version) === version) &&
        (kind === undefined || m.attributes.kind === kind) &&
        replyAddressOf(m) !== null,
    );
    return mine.at(-1);
  });
  return value;
}

export interface InboundAnswer {
  readonly status: number;
  readonly body: ReplyResult & { readonly code?: string };
}

export async function postInbound(baseUrl: string, raw: string | Buffer, type = 'message/rfc822'): Promise<InboundAnswer> {
  const res = await fetch(`${baseUrl}/_local/inbound`, { method: 'POST', headers: { 'content-type': type }, body: raw });
  return { status: res.status, body: (await res.json()) as InboundAnswer['body'] };
}

/** Sends `raw` by SMTP to 127.0.0.1:`port`: the server's reply lines, up to its first refusal (4xx, 5xx) or its goodbye. */
export function sendSmtp(port: number, envelope: { readonly from: string; readonly to: string }, raw: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const steps = [`EHLO test.localhost`, `MAIL FROM:<${envelope.from}>`, `RCPT TO:<${envelope.to}>`, 'DATA', `${raw.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.`, 'QUIT'];
    let buffer = '';
    const replies: string[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line "NNN text" (a space after the code, not "NNN-").
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^\d{3} /.test(line)) continue;
        replies.push(line);
        if (Number(line.slice(0, 3)) >= 400) {
          socket.end();
          return resolve(replies);
        }
        const next = steps.shift();
        if (next === undefined) return socket.end();
        socket.write(`${next}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(replies));
  });
}
