/**
 * The context parameters: cdk.json documents the defaults the code uses, values typed on the
 * command line (strings) are understood, bad values fail with the parameter's name, and each
 * parameter reaches the resources it is meant to change.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { contextDefaults, parseSettings, SettingsError, type ContextKey } from '../../infra/settings.js';
import { cdkJson, logicalId, ownResourcesOfType, resourcesOfType, synthStack } from './support.js';

const fromCli = (values: Partial<Record<ContextKey, unknown>>) => parseSettings((key) => values[key]);

describe('cdk.json', () => {
  it('runs the app with tsx, keeps the CLI quiet and offline-friendly, and lists every parameter at its default', () => {
    const json = cdkJson();
    // The web client and the API reference are built first (when missing or stale): the stack deploys both.
    expect(json.app).toBe('node scripts/build-web.mjs 1>&2 && node scripts/build-docs.mjs 1>&2 && npx tsx infra/app.ts');
    expect(json.context['cli-telemetry']).toBe(false);
    expect(json.notices).toBe(false);
    for (const [key, value] of Object.entries(contextDefaults)) expect(json.context[key], key).toEqual(value);
  });
});

describe('parsing', () => {
  it('defaults to a safe production setup', () => {
    const s = fromCli({});
    expect(s).toMatchObject({
      stackName: 'Whitechapel',
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: true,
      corsOrigins: [],
      logRetentionDays: 30,
      alarmEmail: undefined,
      alarmTopicArn: undefined,
      publicBaseUrl: undefined,
      nag: true,
      replyMailDomain: undefined,
    });
  });

  it('understands values typed on the command line', () => {
    const s = fromCli({
      removalPolicy: 'destroy',
      deletionProtection: 'false',
      corsOrigins: 'https://a.example, https://b.example',
      throttleRateLimit: '12.5',
      throttleBurstLimit: '25',
      logRetentionDays: '7',
      logLevel: 'debug',
      publicBaseUrl: 'https://play.example/',
      sweeperRateMinutes: '15',
      nag: 'false',
      replyMailDomain: ' Mail.Play.Example ',
    });
    expect(s).toMatchObject({
      removalPolicy: RemovalPolicy.DESTROY,
      deletionProtection: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      throttleRateLimit: 12.5,
      throttleBurstLimit: 25,
      logRetentionDays: 7,
      logLevel: 'DEBUG',
      publicBaseUrl: 'https://play.example',
      sweeperRateMinutes: 15,
      nag: false,
      replyMailDomain: 'mail.play.example',
    });
  });

  it.each<[ContextKey, unknown]>([
    ['removalPolicy', 'snapshot'],
    ['deletionProtection', 'yes'],
    ['corsOrigins', 'https://a.example/app'],
    ['corsOrigins', ' , '],
    ['throttleRateLimit', '0'],
    ['throttleBurstLimit', '1.5'],
    ['logRetentionDays', '10'],
    ['logLevel', 'TRACE'],
    ['alarmEmail', 'ops'],
    ['alarmTopicArn', 'alarms'],
    ['publicBaseUrl', 'play.example'],
    ['sweeperRateMinutes', '0'],
    ['sweeperRateMinutes', '2000'],
    ['stackName', '1st stack'],
    ['replyMailDomain', 'localhost'],
    ['replyMailDomain', 'play@example.com'],
    ['replyMailDomain', '-bad.example.com'],
    ['replyMailDomain', 'example.123'],
  ])('rejects %s = %j, naming the parameter', (key, value) => {
    expect(() => fromCli({ [key]: value })).toThrow(SettingsError);
    expect(() => fromCli({ [key]: value })).toThrow(`"${key}"`);
  });
});

describe('a development deployment', () => {
  const { stack, template } = synthStack({
    removalPolicy: 'destroy',
    deletionProtection: 'false',
    corsOrigins: 'https://play.example',
    throttleRateLimit: '5',
    throttleBurstLimit: '10',
    logRetentionDays: '7',
    logLevel: 'DEBUG',
    publicBaseUrl: 'https://play.example',
    sweeperRateMinutes: '15',
    alarmEmail: 'ops@example.com',
  });

  it('lets the table (and the logs) go with the stack', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
    for (const group of Object.values(resourcesOfType(template, 'AWS::Logs::LogGroup'))) {
      expect(group.DeletionPolicy).toBe('Delete');
      expect(group.Properties.RetentionInDays).toBe(7);
    }
  });

  it('passes CORS origins, log level and the public base URL to the functions and the API', () => {
    for (const fn of Object.values(ownResourcesOfType(template, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { LOG_LEVEL: 'DEBUG', PUBLIC_BASE_URL: 'https://play.example', PUBLIC_WEB_URL: 'https://play.example' },
      });
    }
    // The web client's distribution is always an allowed origin, after the ones given.
    const webOrigin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }]] };
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://play.example', webOrigin] }) });
  });

  it('throttles the stage and runs the sweeper at the given rates', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { DefaultRouteSettings: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 } });
    template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(15 minutes)' });
  });

  it('subscribes the alarm e-mail to the alarm topic (not to the players’ topic)', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: logicalId(stack.alarms.ownTopic!) },
    });
    template.resourceCountIs('AWS::SNS::Subscription', 1);
  });
});

describe('an existing alarm topic', () => {
  const arn = 'arn:aws:sns:eu-west-1:123456789012:ops-alarms';
  const { stack, template } = synthStack({ alarmTopicArn: arn });

  it('receives the alarms, and no alarm topic is created', () => {
    expect(stack.alarms.ownTopic).toBeUndefined();
    template.resourceCountIs('AWS::SNS::Topic', 1); // the players' notifications only
    for (const alarm of Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'))) expect(alarm.Properties.AlarmActions).toEqual([arn]);
    template.hasOutput('AlarmTopicArn', { Value: arn });
  });
});
