/**
 * What should wake someone: the API answering 5xx (by design a client's mistake is always a 4xx,
 * so any 5xx is ours), any function erroring or being throttled, anything parked in the stream's
 * failure queue, and the stream falling behind. Alarms (and recoveries) go to an alarm topic,
 * separate from the players' notification topic: either one created here, optionally with an
 * e-mail subscription, or an existing one given by ARN.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface AlarmsProps {
  readonly stage: HttpStage;
  /** Every function, by a name that says what it is (e.g. `getGame`, `StreamConsumer`). */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly failureQueue: IQueue;
  readonly streamConsumer: IFunction;
  /** The log groups of what delivers webhooks (the stream consumer and the sweeper): their failed attempts are counted. */
  readonly webhookLogs: readonly ILogGroup[];
  readonly alarmEmail: string | undefined;
  readonly alarmTopicArn: string | undefined;
}

const PERIOD = Duration.minutes(5);

/** Records normally reach the consumer within seconds; ten minutes behind means it is stuck or failing. */
const ITERATOR_AGE_THRESHOLD = Duration.minutes(10);

/**
 * A receiver that is down fails its own deliveries (its owner is mailed when they run out); this
 * many failed attempts in five minutes, across every webhook, means our sending is broken.
 */
export const WEBHOOK_FAILURES_THRESHOLD = 50;
/** The custom metric the webhook delivery failures are counted in (from the `webhook delivery failed` log line, webhooks/deliver.ts). */
export const WEBHOOK_FAILURES_METRIC = { metricNamespace: 'Whitechapel', metricName: 'WebhookDeliveryFailures' } as const;

export class Alarms extends Construct {
  readonly topic: ITopic;
  /** The topic created here, if one was (undefined when alarmTopicArn names an existing one). */
  readonly ownTopic: Topic | undefined;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);

    if (props.alarmTopicArn) {
      this.topic = Topic.fromTopicArn(this, 'Topic', props.alarmTopicArn);
    } else {
      this.ownTopic = new Topic(this, 'Topic', { displayName: 'Whitechapel alarms', enforceSSL: true });
      this.topic = this.ownTopic;
    }
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.add('Api5xx', props.stage.metricServerError({ period: PERIOD, statistic: 'Sum' }), {
      description: 'The API answered 5xx: a fault on our side (bad input is always 4xx).',
      threshold: 1,
    });

    for (const [name, fn] of props.functions) {
      this.add(`${name}Errors`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), {
        description: `${name}: the function failed (crash, timeout or unhandled error).`,
        threshold: 1,
      });
      this.add(`${name}Throttles`, fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }), {
        description: `${name}: invocations were throttled (account concurrency exhausted).`,
        threshold: 1,
      });
    }

    this.add('StreamFailures', props.failureQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }), {
      description: 'Stream records gave up after their retries and were parked in the failure queue: read models or e-mails are missing.',
      threshold: 1,
    });

    const failures = props.webhookLogs.map(
      (logGroup, i) =>
        new MetricFilter(this, `WebhookFailures${i}`, {
          logGroup,
          filterPattern: FilterPattern.stringValue('$.message', '=', 'webhook delivery failed'),
          ...WEBHOOK_FAILURES_METRIC,
          metricValue: '1',
          defaultValue: 0,
        }),
    );
    if (failures[0]) {
      this.add('WebhookFailures', failures[0].metric({ period: PERIOD, statistic: 'Sum' }), {
        description: `At least ${WEBHOOK_FAILURES_THRESHOLD} webhook delivery attempts failed in 5 minutes (timeouts, errors, non-2xx answers), across every webhook: our sending may be broken.`,
        threshold: WEBHOOK_FAILURES_THRESHOLD,
      });
    }

    this.add('StreamIteratorAge', props.streamConsumer.metric('IteratorAge', { period: PERIOD, statistic: 'Maximum' }), {
      description: `The stream consumer is more than ${ITERATOR_AGE_THRESHOLD.toMinutes()} minutes behind.`,
      threshold: ITERATOR_AGE_THRESHOLD.toMilliseconds(),
      evaluationPeriods: 2,
    });
  }

  private add(id: string, metric: IMetric, opts: { description: string; threshold: number; evaluationPeriods?: number }): void {
    const alarm = new Alarm(this, id, {
      metric,
      alarmDescription: opts.description,
      threshold: opts.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: opts.evaluationPeriods ?? 1,
      // No traffic means no data points, which is healthy, not unknown.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
