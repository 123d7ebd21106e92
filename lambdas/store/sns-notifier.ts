/**
 * SNS implementation of the Notifier: one topic, every player's address subscribed with a filter
 * policy on the `playerId` and `recipient` message attributes, so a publish reaches exactly one
 * player at one address. `recipient` is a hash of the address's key: while a change of address
 * waits for its code, the new address is subscribed already, and the code mail must reach it and
 * not the old one (and the player's other mail the old one only).
 *
 * Subscriptions made before `recipient` existed filter on `playerId` alone: they still get every
 * mail of their player (every publish carries both), including a code mailed to a new address.
 * `new SNSClient({})` honours AWS_ENDPOINT_URL_SNS (the local fake in `npm start`).
 * Only the functions whose route (or background job) declares SNS actions import this file (see
 * wiring.ts), so the others' bundles do not carry the SNS client.
 */
import { GetSubscriptionAttributesCommand, NotFoundException, PublishCommand, SNSClient, SubscribeCommand, UnsubscribeCommand } from '@aws-sdk/client-sns';
import { createHash } from 'node:crypto';
import { emailKey } from '../app/core/inputs.js';
import { collectNodeStream } from './sdk-stream-collector.js';
import type { Notifier } from '../app/core/ports.js';

/** An SNS client as the functions make it (the local runtime too): reading bodies as Node.js streams. */
export function snsClient(): SNSClient {
  return new SNSClient({ streamCollector: collectNodeStream });
}

let shared: SNSClient | undefined;
export function sharedSnsClient(): SNSClient {
  shared ??= snsClient();
  return shared;
}

/**
 * The notifier of a Lambda process: the shared client, the topic named by its environment. The
 * client is made on the first call to SNS, not with the notifier: most requests of the functions that
 * may mail send nothing (a name changed, a sweep with nothing due), and making an SNS client is
 * about 5 ms of a cold start.
 */
export const processSnsNotifier = (topicArn: string): Notifier => snsNotifier(sharedSnsClient, topicArn);

/** The `recipient` attribute of an address: its key, hashed (no address in message attributes). */
export function recipientTag(email: string): string {
  return createHash('sha256').update(emailKey(email)).digest('hex').slice(0, 32);
}

/** SNS subjects must be ASCII-printable and at most 100 characters. */
export function snsSubject(subject: string): string {
  const ascii = subject.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii.length <= 100 ? ascii : `${ascii.slice(0, 99)}…`.replace(/[^\x20-\x7e]/g, '.');
}

/** `client`: the client, or what makes it when SNS is first called. */
export function snsNotifier(clientOrMaker: SNSClient | (() => SNSClient), topicArn: string): Notifier {
  const client = () => (typeof clientOrMaker === 'function' ? clientOrMaker() : clientOrMaker);
  return {
    async subscribe(email, playerId) {
      const out = await client().send(
        new SubscribeCommand({
          TopicArn: topicArn,
          Protocol: 'email',
          Endpoint: email,
          Attributes: { FilterPolicy: JSON.stringify({ playerId: [playerId], recipient: [recipientTag(email)] }), FilterPolicyScope: 'MessageAttributes' },
          ReturnSubscriptionArn: true,
        }),
      );
      if (!out.SubscriptionArn) throw new Error('SNS returned no subscription ARN');
      return out.SubscriptionArn;
    },
    async unsubscribe(subscriptionArn) {
      try {
        await client().send(new UnsubscribeCommand({ SubscriptionArn: subscriptionArn }));
      } catch (e) {
        // Gone already (its owner unsubscribed from a mail, or an earlier try removed it): done.
        if (!(e instanceof NotFoundException)) throw e;
      }
    },
    async isConfirmed(subscriptionArn) {
      const out = await client().send(new GetSubscriptionAttributesCommand({ SubscriptionArn: subscriptionArn }));
      return out.Attributes?.PendingConfirmation === 'false';
    },
    async publish(m) {
      await client().send(
        new PublishCommand({
          TopicArn: topicArn,
          Subject: snsSubject(m.subject),
          Message: m.body,
          MessageAttributes: {
            playerId: { DataType: 'String', StringValue: m.playerId },
            recipient: { DataType: 'String', StringValue: recipientTag(m.to) },
            ...(m.gameId === undefined ? {} : { gameId: { DataType: 'String', StringValue: m.gameId } }),
            kind: { DataType: 'String', StringValue: m.kind },
            ...(m.version === undefined ? {} : { version: { DataType: 'Number', StringValue: String(m.version) } }),
            notificationId: { DataType: 'String', StringValue: m.notificationId },
          },
        }),
      );
    },
  };
}
