/**
 * SNS implementation of the Notifier: one topic, every player's address subscribed with a filter
 * policy on the `playerId` message attribute, so a publish reaches exactly one player.
 * `new SNSClient({})` honours AWS_ENDPOINT_URL_SNS (the local fake in `npm start`).
 */
import { GetSubscriptionAttributesCommand, PublishCommand, SNSClient, SubscribeCommand, UnsubscribeCommand } from '@aws-sdk/client-sns';
import type { Notifier } from '../app/ports.js';

let shared: SNSClient | undefined;
export function sharedSnsClient(): SNSClient {
  shared ??= new SNSClient({});
  return shared;
}

/** SNS subjects must be ASCII-printable and at most 100 characters. */
export function snsSubject(subject: string): string {
  const ascii = subject.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return ascii.length <= 100 ? ascii : `${ascii.slice(0, 99)}…`.replace(/[^\x20-\x7e]/g, '.');
}

export function snsNotifier(client: SNSClient, topicArn: string): Notifier {
  return {
    async subscribe(email, playerId) {
      const out = await client.send(
        new SubscribeCommand({
          TopicArn: topicArn,
          Protocol: 'email',
          Endpoint: email,
          Attributes: { FilterPolicy: JSON.stringify({ playerId: [playerId] }), FilterPolicyScope: 'MessageAttributes' },
          ReturnSubscriptionArn: true,
        }),
      );
      if (!out.SubscriptionArn) throw new Error('SNS returned no subscription ARN');
      return out.SubscriptionArn;
    },
    async unsubscribe(subscriptionArn) {
      await client.send(new UnsubscribeCommand({ SubscriptionArn: subscriptionArn }));
    },
    async isConfirmed(subscriptionArn) {
      const out = await client.send(new GetSubscriptionAttributesCommand({ SubscriptionArn: subscriptionArn }));
      return out.Attributes?.PendingConfirmation === 'false';
    },
    async publish(m) {
      await client.send(
        new PublishCommand({
          TopicArn: topicArn,
          Subject: snsSubject(m.subject),
          Message: m.body,
          MessageAttributes: {
            playerId: { DataType: 'String', StringValue: m.playerId },
            gameId: { DataType: 'String', StringValue: m.gameId },
            kind: { DataType: 'String', StringValue: m.kind },
            version: { DataType: 'Number', StringValue: String(m.version) },
            notificationId: { DataType: 'String', StringValue: m.notificationId },
          },
        }),
      );
    },
  };
}
