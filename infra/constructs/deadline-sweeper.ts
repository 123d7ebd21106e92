/**
 * The deadline sweeper (docs/architecture.md §5) on an EventBridge schedule: it reads due deadlines from gsi2,
 * sends reminders and applies the fallback policy when a deadline has passed.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { paths } from '../paths.js';
import { grantDataAccess, type DataResources } from '../permissions.js';
import { BundledFunction } from './bundled-function.js';
import { sweeperAccess } from '../../lambdas/handlers/access.js';

export interface DeadlineSweeperProps {
  readonly rateMinutes: number;
  readonly resources: DataResources;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export class DeadlineSweeper extends Construct {
  readonly handler: BundledFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: DeadlineSweeperProps) {
    super(scope, id);

    this.handler = new BundledFunction(this, 'Sweeper', {
      entry: paths.sweeperHandler,
      description: 'Deadline sweeper: reminders and fallbacks for overdue decisions',
      memoryMb: 1024,
      // Applying a fallback runs the rules engine; a sweep that cannot finish leaves the rest to the next run.
      timeout: Duration.minutes(Math.min(5, props.rateMinutes)),
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    });
    // The actions come from beside the handler's code (lambdas/handlers/access.ts).
    grantDataAccess(this.handler.role, sweeperAccess, props.resources);

    this.schedule = new Rule(this, 'Schedule', {
      description: `Runs the deadline sweeper every ${props.rateMinutes} minute(s)`,
      schedule: Schedule.rate(Duration.minutes(props.rateMinutes)),
      targets: [
        new LambdaFunction(this.handler.function, {
          // A sweep that could not run is superseded by the next one; do not pile up stale ones.
          maxEventAge: Duration.minutes(props.rateMinutes),
          retryAttempts: 2,
        }),
      ],
    });
  }
}
