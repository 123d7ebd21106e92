/**
 * The whole production stack (design §7): the table, the HTTP API with one function per route,
 * the stream consumer, the deadline sweeper, the notification topic, alarms and outputs.
 * Everything that varies between deployments comes in as DeploySettings (see settings.ts).
 */
import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { Alias } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { routeTable } from '../lambdas/http/route-table.js';
import { Alarms } from './constructs/alarms.js';
import { DeadlineSweeper } from './constructs/deadline-sweeper.js';
import { EventTable } from './constructs/event-table.js';
import { GameApi } from './constructs/game-api.js';
import { StreamConsumer } from './constructs/stream-consumer.js';
import { acknowledgeNagFindings } from './nag-acknowledgements.js';
import type { DataResources } from './permissions.js';
import type { DeploySettings } from './settings.js';

export interface WhitechapelStackProps extends StackProps {
  readonly settings: DeploySettings;
}

export class WhitechapelStack extends Stack {
  readonly storage: EventTable;
  readonly notifications: Topic;
  readonly http: GameApi;
  readonly stream: StreamConsumer;
  readonly sweeper: DeadlineSweeper;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: WhitechapelStackProps) {
    super(scope, id, props);
    const settings = props.settings;
    const logs = { logRetention: settings.logRetentionDays, logRemovalPolicy: settings.removalPolicy };
    Tags.of(this).add('project', 'whitechapel');

    this.storage = new EventTable(this, 'Storage', {
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
    });

    // Players' e-mail: one topic, each address subscribed with a filter policy on its playerId.
    // Encrypted at rest with the AWS-managed SNS key, which needs no key policy of ours.
    this.notifications = new Topic(this, 'Notifications', {
      displayName: 'Whitechapel',
      masterKey: Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
      enforceSSL: true,
    });

    const resources: DataResources = { table: this.storage.table, topic: this.notifications };

    this.http = new GameApi(this, 'Http', {
      routes: routeTable,
      corsOrigins: settings.corsOrigins,
      throttleRateLimit: settings.throttleRateLimit,
      throttleBurstLimit: settings.throttleBurstLimit,
      ...logs,
    });

    // What lambdas/ reads from its environment (wiring.ts, http-lambda.ts, logger.ts).
    const environment = {
      TABLE_NAME: this.storage.table.tableName,
      TOPIC_ARN: this.notifications.topicArn,
      PUBLIC_BASE_URL: settings.publicBaseUrl ?? this.http.url,
      CORS_ORIGINS: settings.corsOrigins.join(','),
      LOG_LEVEL: settings.logLevel,
    };

    this.http.addRouteFunctions({ environment, resources });

    this.stream = new StreamConsumer(this, 'Stream', { table: this.storage.table, resources, environment, ...logs });

    this.sweeper = new DeadlineSweeper(this, 'Deadlines', { rateMinutes: settings.sweeperRateMinutes, resources, environment, ...logs });

    const functions = new Map<string, IFunction>([
      ...[...this.http.routeFunctions].map(([operationId, f]) => [operationId, f.function] as const),
      ['StreamConsumer', this.stream.handler.function],
      ['DeadlineSweeper', this.sweeper.handler.function],
    ]);
    this.alarms = new Alarms(this, 'Alarms', {
      stage: this.http.stage,
      functions,
      failureQueue: this.stream.failures,
      streamConsumer: this.stream.handler.function,
      alarmEmail: settings.alarmEmail,
      alarmTopicArn: settings.alarmTopicArn,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.http.url, description: 'Base URL of the HTTP API (docs at /docs)' });
    new CfnOutput(this, 'NotificationsTopicArn', { value: this.notifications.topicArn, description: "SNS topic of the players' e-mail notifications" });
    new CfnOutput(this, 'TableName', { value: this.storage.table.tableName, description: 'DynamoDB table' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'SNS topic the alarms publish to' });
    new CfnOutput(this, 'StreamFailureQueueUrl', { value: this.stream.failures.queueUrl, description: 'Stream records that exhausted their retries' });

    acknowledgeNagFindings(this);
  }
}
