/**
 * A stand-in for Amazon SNS on one machine: speaks the SNS Query API (what @aws-sdk/client-sns sends
 * when AWS_ENDPOINT_URL_SNS points here) for Subscribe, Unsubscribe, GetSubscriptionAttributes and
 * Publish. Every publish is appended to an outbox file (JSON lines) with the addresses whose filter
 * policy matched, as the e-mail SNS would have sent. Subscriptions confirm themselves at once.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import * as z from 'zod/mini';
import { escapeMarkup as xmlEscape } from '../lambdas/http/markup.js';
import { closeServer, listen, readBody } from './net.js';

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

/** SNS filter policies, the part we use: each key's attribute value must be one of the listed strings. */
function filterMatches(policy: Record<string, unknown> | null, attributes: Record<string, string>): boolean {
  if (!policy) return true;
  return Object.entries(policy).every(([k, allowed]) => Array.isArray(allowed) && attributes[k] !== undefined && allowed.includes(attributes[k]));
}

export async function startFakeSns(opts: { outboxFile: string; port?: number; topicName?: string }): Promise<FakeSns> {
  const topicArn = `arn:aws:sns:us-east-1:000000000000:${opts.topicName ?? 'whitechapel-notifications'}`;
  const subs = new Map<string, Subscription>();
  const outbox: OutboxMessage[] = [];
  mkdirSync(dirname(opts.outboxFile), { recursive: true });
  writeFileSync(opts.outboxFile, '');

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
        return { status: 200, body: ok('Subscribe', `<SubscriptionArn>${xmlEscape(arn)}</SubscriptionArn>`) };
      }
      case 'Unsubscribe':
        subs.delete(form.get('SubscriptionArn') ?? '');
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
        const to = [...subs.values()].filter((s) => filterMatches(s.filterPolicy, attributes)).map((s) => s.endpoint);
        const msg: OutboxMessage = { id: randomUUID(), at: new Date().toISOString(), topicArn, subject: form.get('Subject') ?? '', message: form.get('Message') ?? '', attributes, to };
        outbox.push(msg);
        appendFileSync(opts.outboxFile, `${JSON.stringify(msg)}\n`);
        return { status: 200, body: ok('Publish', `<MessageId>${msg.id}</MessageId>`) };
      }
      default:
        return { status: 400, body: error('InvalidAction', `Action ${action} is not supported by the local SNS`) };
    }
  }

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req, SNS_MAX_REQUEST_BYTES);
    const out = body === 'too-large' ? { status: 400, body: error('InvalidParameter', 'Request too large') } : handle(new URLSearchParams(body.toString('utf8')));
    res.writeHead(out.status, { 'content-type': 'text/xml' });
    res.end(out.body);
  });
  const port = await listen(server, opts.port ?? 0);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    topicArn,
    outbox: () => [...outbox],
    subscriptions: () => [...subs.values()],
    stop: () => closeServer(server),
  };
}
