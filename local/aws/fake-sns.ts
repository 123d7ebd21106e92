/**
 * A stand-in for Amazon SNS on one machine: speaks the SNS Query API (what @aws-sdk/client-sns sends
 * when AWS_ENDPOINT_URL_SNS points here) for Subscribe, Unsubscribe, GetSubscriptionAttributes and
 * Publish. Every publish is appended to an outbox file (JSON lines) with the addresses whose filter
 * policy matched, as the e-mail SNS would have sent. Subscriptions confirm themselves at once.
 *
 * Both survive a restart: the outbox file is read back at start (never cleared), and subscriptions
 * are kept in a JSON file when one is given. Each is on disk (fsync) before the request is answered,
 * so what the caller saw succeed is never lost. A publish whose `notificationId` attribute is in the
 * outbox already is not appended again (the stream consumer repeats a publish when it crashed
 * between the publish and its sent-mark): the answer is the first message's id.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, truncateSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import * as z from 'zod/mini';
import { escapeMarkup as xmlEscape } from '../../lambdas/http/markup.js';
import { closeServer, listen, readBody } from '../net.js';

export interface OutboxMessage {
  id: string;
  at: string;
  topicArn: string;
  subject: string;
  message: string;
  attributes: Record<string, string>;
  /** The e-mail addresses whose subscription filter matched. */
  to: string[];
}

interface Subscription {
  arn: string;
  topicArn: string;
  protocol: string;
  endpoint: string;
  filterPolicy: Record<string, unknown> | null;
}

export interface FakeSns {
  endpoint: string;
  topicArn: string;
  outbox(): OutboxMessage[];
  subscriptions(): Subscription[];
  stop(): Promise<void>;
}

export interface FakeSnsOptions {
  /** The outbox, JSON lines; read back at start. */
  outboxFile: string;
  /** Where subscriptions are kept across restarts; in memory only when absent. */
  subscriptionsFile?: string;
  port?: number;
  topicName?: string;
}

const NS = 'http://sns.amazonaws.com/doc/2010-03-31/';
/** SNS accepts messages up to 256 KiB; the whole form may be a little larger. */
const SNS_MAX_REQUEST_BYTES = 1024 * 1024;

function ok(action: string, result: string): string {
  return `<${action}Response xmlns="${NS}"><${action}Result>${result}</${action}Result><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></${action}Response>`;
}

function error(code: string, message: string): string {
  return `<ErrorResponse xmlns="${NS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
}

/** Query-API maps: `Prefix.entry.N.key|Name` → `Prefix.entry.N.value|Value.StringValue`. */
function entries(form: URLSearchParams, prefix: string, keyField: string, valueField: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 1; ; i++) {
    const key = form.get(`${prefix}.entry.${i}.${keyField}`);
    if (key === null) return out;
    out[key] = form.get(`${prefix}.entry.${i}.${valueField}`) ?? '';
  }
}

const FilterPolicy = z.record(z.string(), z.unknown());
const SavedMessage = z.object({
  id: z.string(),
  at: z.string(),
  topicArn: z.string(),
  subject: z.string(),
  message: z.string(),
  attributes: z.record(z.string(), z.string()),
  to: z.array(z.string()),
});
const SavedSubscriptions = z.array(
  z.object({ arn: z.string(), topicArn: z.string(), protocol: z.string(), endpoint: z.string(), filterPolicy: z.nullable(FilterPolicy) }),
);

/**
 * The outbox as saved. A last line without its newline was being written when the process died
 * (its publish was never answered, so it will be repeated): it is cut off.
 */
function readOutbox(file: string): OutboxMessage[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, end)));
  const out: OutboxMessage[] = [];
  for (const [i, line] of text.slice(0, end).split('\n').entries()) {
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const parsed = SavedMessage.safeParse(json);
    if (!parsed.success) throw new Error(`${file}, line ${i + 1}: not an outbox message`);
    out.push(parsed.data);
  }
  return out;
}

function readSubscriptions(file: string | undefined): Subscription[] {
  if (!file || !existsSync(file)) return [];
  const parsed = SavedSubscriptions.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: not a list of subscriptions`);
  return parsed.data;
}

/** Replaces a file's content all at once (a crash leaves the old or the new one), on disk before it returns. */
function writeDurably(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/** SNS filter policies, the part we use: each key's attribute value must be one of the listed strings. */
function filterMatches(policy: Record<string, unknown> | null, attributes: Record<string, string>): boolean {
  if (!policy) return true;
  return Object.entries(policy).every(([k, allowed]) => Array.isArray(allowed) && attributes[k] !== undefined && allowed.includes(attributes[k]));
}

export async function startFakeSns(opts: FakeSnsOptions): Promise<FakeSns> {
  const topicArn = `arn:aws:sns:us-east-1:000000000000:${opts.topicName ?? 'whitechapel-notifications'}`;
  mkdirSync(dirname(opts.outboxFile), { recursive: true });
  const subs = new Map(readSubscriptions(opts.subscriptionsFile).map((s) => [s.arn, s]));
  const outbox = readOutbox(opts.outboxFile);
  const byNotificationId = new Map<string, OutboxMessage>();
  for (const m of outbox) if (m.attributes.notificationId) byNotificationId.set(m.attributes.notificationId, m);
  const outboxFd = openSync(opts.outboxFile, 'a');
  const saveSubscriptions = () => {
    if (opts.subscriptionsFile) writeDurably(opts.subscriptionsFile, `${JSON.stringify([...subs.values()], null, 1)}\n`);
  };

  function handle(form: URLSearchParams): { status: number; body: string } {
    const action = form.get('Action');
    switch (action) {
      case 'Subscribe': {
        if (form.get('TopicArn') !== topicArn) return { status: 404, body: error('NotFound', 'Topic does not exist') };
        const attrs = entries(form, 'Attributes', 'key', 'value');
        const arn = `${topicArn}:${randomUUID()}`;
        subs.set(arn, {
          arn,
          topicArn,
          protocol: form.get('Protocol') ?? '',
          endpoint: form.get('Endpoint') ?? '',
          filterPolicy: attrs.FilterPolicy ? FilterPolicy.parse(JSON.parse(attrs.FilterPolicy)) : null,
        });
        saveSubscriptions();
        return { status: 200, body: ok('Subscribe', `<SubscriptionArn>${xmlEscape(arn)}</SubscriptionArn>`) };
      }
      case 'Unsubscribe':
        if (subs.delete(form.get('SubscriptionArn') ?? '')) saveSubscriptions();
        return { status: 200, body: `<UnsubscribeResponse xmlns="${NS}"><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></UnsubscribeResponse>` };
      case 'GetSubscriptionAttributes': {
        const sub = subs.get(form.get('SubscriptionArn') ?? '');
        if (!sub) return { status: 404, body: error('NotFound', 'Subscription does not exist') };
        const attrs = { SubscriptionArn: sub.arn, TopicArn: sub.topicArn, Protocol: sub.protocol, Endpoint: sub.endpoint, PendingConfirmation: 'false', FilterPolicy: JSON.stringify(sub.filterPolicy ?? {}) };
        const xml = Object.entries(attrs)
          .map(([k, v]) => `<entry><key>${k}</key><value>${xmlEscape(v)}</value></entry>`)
          .join('');
        return { status: 200, body: ok('GetSubscriptionAttributes', `<Attributes>${xml}</Attributes>`) };
      }
      case 'Publish': {
        if (form.get('TopicArn') !== topicArn) return { status: 404, body: error('NotFound', 'Topic does not exist') };
        const attributes = entries(form, 'MessageAttributes', 'Name', 'Value.StringValue');
        const earlier = attributes.notificationId === undefined ? undefined : byNotificationId.get(attributes.notificationId);
        if (earlier) return { status: 200, body: ok('Publish', `<MessageId>${earlier.id}</MessageId>`) };
        const to = [...subs.values()].filter((s) => filterMatches(s.filterPolicy, attributes)).map((s) => s.endpoint);
        const msg: OutboxMessage = { id: randomUUID(), at: new Date().toISOString(), topicArn, subject: form.get('Subject') ?? '', message: form.get('Message') ?? '', attributes, to };
        writeSync(outboxFd, `${JSON.stringify(msg)}\n`);
        fsyncSync(outboxFd);
        outbox.push(msg);
        if (attributes.notificationId !== undefined) byNotificationId.set(attributes.notificationId, msg);
        return { status: 200, body: ok('Publish', `<MessageId>${msg.id}</MessageId>`) };
      }
      default:
        return { status: 400, body: error('InvalidAction', `Action ${action} is not supported by the local SNS`) };
    }
  }

  function handleSafely(form: URLSearchParams): { status: number; body: string } {
    try {
      return handle(form);
    } catch (e) {
      return { status: 400, body: error('InvalidParameter', String(e)) };
    }
  }

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req, SNS_MAX_REQUEST_BYTES);
    // Only signed requests, as SNS itself: the SDK signs every call, while a web page can send a
    // form here (no preflight) but never an Authorization header.
    const signed = (req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
    const out = !signed
      ? { status: 403, body: error('MissingAuthenticationToken', 'Request must be signed') }
      : body === 'too-large'
        ? { status: 400, body: error('InvalidParameter', 'Request too large') }
        : handleSafely(new URLSearchParams(body.toString('utf8')));
    res.writeHead(out.status, { 'content-type': 'text/xml' });
    res.end(out.body);
  });
  const port = await listen(server, opts.port ?? 0).catch((e: unknown) => {
    closeSync(outboxFd);
    throw e;
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    topicArn,
    outbox: () => [...outbox],
    subscriptions: () => [...subs.values()],
    async stop() {
      await closeServer(server);
      closeSync(outboxFd);
    },
  };
}
