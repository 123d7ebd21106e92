// The local runtime's SNS stand-in keeps its outbox and subscriptions across restarts, drops a
// repeated publish of the same notification, and answers only signed requests.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishCommand, SNSClient, SubscribeCommand } from '@aws-sdk/client-sns';
import { afterAll, describe, expect, it } from 'vitest';
import { useLocalCredentials } from '../../local/dynamodb/dynamodb-local.js';
import { startFakeSns, type FakeSns } from '../../local/aws/fake-sns.js';

const dir = mkdtempSync(join(tmpdir(), 'fake-sns-'));
const files = { outboxFile: join(dir, 'outbox.jsonl'), subscriptionsFile: join(dir, 'subscriptions.json') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withSns<T>(use: (sns: FakeSns, client: SNSClient) => Promise<T>): Promise<T> {
  useLocalCredentials();
  const sns = await startFakeSns(files);
  const client = new SNSClient({ endpoint: sns.endpoint });
  try {
    return await use(sns, client);
  } finally {
    client.destroy();
    await sns.stop();
  }
}

const publish = (sns: FakeSns, client: SNSClient, playerId: string, notificationId: string) =>
  client.send(
    new PublishCommand({
      TopicArn: sns.topicArn,
      Subject: `Your turn (${notificationId})`,
      Message: 'It is your turn.',
      MessageAttributes: { playerId: { DataType: 'String', StringValue: playerId }, notificationId: { DataType: 'String', StringValue: notificationId } },
    }),
  );

describe('fake SNS', () => {
  it('keeps outbox and subscriptions across a restart and never appends the same notification twice', async () => {
    const first = await withSns(async (sns, client) => {
      await client.send(
        new SubscribeCommand({ TopicArn: sns.topicArn, Protocol: 'email', Endpoint: 'ada@example.com', Attributes: { FilterPolicy: JSON.stringify({ playerId: ['p1'] }) } }),
      );
      const a = await publish(sns, client, 'p1', 'g1/1/your-turn/p1');
      // The stream consumer publishing again after a crash before its sent-mark: same answer, nothing appended.
      const again = await publish(sns, client, 'p1', 'g1/1/your-turn/p1');
      expect(again.MessageId).toBe(a.MessageId);
      expect(sns.outbox().map((m) => m.to)).toEqual([['ada@example.com']]);
      return a.MessageId;
    });

    // The process died while writing a line (no newline yet): that publish was never answered.
    appendFileSync(files.outboxFile, '{"id":"torn","at":"2026-');

    await withSns(async (sns, client) => {
      expect(sns.outbox().map((m) => m.id)).toEqual([first]);
      expect(sns.subscriptions().map((s) => s.endpoint)).toEqual(['ada@example.com']);
      const old = await publish(sns, client, 'p1', 'g1/1/your-turn/p1');
      expect(old.MessageId).toBe(first);
      await publish(sns, client, 'p1', 'g1/2/your-turn/p1');
      expect(sns.outbox().map((m) => [m.attributes.notificationId, m.to])).toEqual([
        ['g1/1/your-turn/p1', ['ada@example.com']],
        ['g1/2/your-turn/p1', ['ada@example.com']],
      ]);
    });
    const lines = readFileSync(files.outboxFile, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((l) => JSON.parse(l).attributes.notificationId)).toEqual(['g1/1/your-turn/p1', 'g1/2/your-turn/p1']);
  });

  it('refuses unsigned requests (a web page can post a form, never sign it)', async () => {
    await withSns(async (sns) => {
      const form = new URLSearchParams({ Action: 'Subscribe', TopicArn: sns.topicArn, Protocol: 'email', Endpoint: 'mallory@example.com' });
      const r = await fetch(sns.endpoint, { method: 'POST', body: form });
      expect(r.status).toBe(403);
      expect(sns.subscriptions().map((s) => s.endpoint)).not.toContain('mallory@example.com');
    });
  });
});
