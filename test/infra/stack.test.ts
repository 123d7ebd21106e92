/**
 * The synthesised production stack, resource by resource (docs/architecture.md §7), with cdk.json's defaults.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { STREAM_SETTINGS, streamFilter } from '../../infra/constructs/stream-consumer.js';
import { routeTable } from '../../lambdas/http/route-table.js';
import { tableSchema } from '../../lambdas/store/table-schema.js';
import * as z from 'zod/mini';
import { productGames } from '../../domain/games/registry.js';
import { logicalId, ownResourcesOfType, resourcesOfType, synthStack } from './support.js';

const { stack, template } = synthStack();
// Our functions (CDK's own BucketDeployment provider, which copies the web client, is left out).
const functions = ownResourcesOfType(template, 'AWS::Lambda::Function');

describe('the table', () => {
  it('is built from tableSchema: keys, indexes, TTL and stream', () => {
    const keySchema = (pk: { name: string }, sk: { name: string }) => [
      { AttributeName: pk.name, KeyType: 'HASH' },
      { AttributeName: sk.name, KeyType: 'RANGE' },
    ];
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: keySchema(tableSchema.partitionKey, tableSchema.sortKey),
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: tableSchema.partitionKey.name, AttributeType: tableSchema.partitionKey.type },
        { AttributeName: tableSchema.sortKey.name, AttributeType: tableSchema.sortKey.type },
      ]),
      GlobalSecondaryIndexes: tableSchema.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
  });

  it('is on-demand, with point-in-time recovery, deletion protection and retained on stack deletion by default', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true })],
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });
});

describe('the functions', () => {
  it('are one per route plus the stream consumer and the sweeper', () => {
    expect(Object.keys(functions)).toHaveLength(routeTable.length + 2);
    expect([...stack.http.routeFunctions.keys()].sort()).toEqual(routeTable.map((r) => r.operationId).sort());
  });

  it('all run Node.js 22 on arm64 from an ES module bundle', () => {
    for (const [id, fn] of Object.entries(functions)) {
      expect(fn.Properties, id).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('take memory from the route table and have bounded timeouts', () => {
    for (const route of routeTable) {
      const fn = functions[logicalId(stack.http.routeFunctions.get(route.operationId)!.function)]!;
      expect(fn.Properties.MemorySize, route.operationId).toBe(route.memoryMb);
      expect(fn.Properties.Timeout, route.operationId).toBe(10);
      expect(fn.Properties.Description).toContain(`${route.method} ${route.path}`);
    }
    for (const fn of Object.values(functions)) expect(fn.Properties.Timeout).toBeLessThanOrEqual(300);
  });

  it('all get the environment the Lambda code reads, and no --enable-source-maps (stacks are mapped when formatted: lambdas/stack-traces.ts)', () => {
    const table = logicalId(stack.storage.table);
    const topic = logicalId(stack.notifications);
    const api = logicalId(stack.http.api);
    // Mails link to the web client (CloudFront) by default.
    const webUrl = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }]] };
    for (const [id, fn] of Object.entries(functions)) {
      expect(fn.Properties.Environment, id).toEqual({
        Variables: {
          TABLE_NAME: { Ref: table },
          TOPIC_ARN: { Ref: topic },
          PUBLIC_BASE_URL: webUrl,
          PUBLIC_WEB_URL: webUrl,
          API_URL: { 'Fn::GetAtt': [api, 'ApiEndpoint'] },
          LINK_KEY_SECRET_ARN: { Ref: logicalId(stack.linkKey) },
          CORS_ORIGINS: webUrl,
          LOG_LEVEL: 'INFO',
          // Which games there are, from the registry: a new game needs no line in the stack.
          GAME_IDS: [...productGames.keys()].join(','),
        },
      });
    }
  });

  it('each log to their own log group, kept for the configured retention', () => {
    const logGroups = resourcesOfType(template, 'AWS::Logs::LogGroup');
    const LoggingConfig = z.looseObject({ LogGroup: z.looseObject({ Ref: z.string() }) });
    const used = Object.values(functions).map((fn) => LoggingConfig.parse(fn.Properties.LoggingConfig).LogGroup.Ref);
    expect(new Set(used).size).toBe(used.length);
    for (const ref of used) expect(logGroups[ref]?.Properties.RetentionInDays).toBe(30);
    // ...and the API's access logs too
    expect(Object.values(logGroups).every((g) => g.Properties.RetentionInDays === 30)).toBe(true);
  });

  it('put openapi.yaml (or the docs page rendered from it) next to the bundle only for the routes that read it', () => {
    const carrying = (file: string) => [...stack.http.routeFunctions].filter(([, f]) => f.extraFiles.includes(file)).map(([operationId]) => operationId);
    expect(carrying('openapi.yaml')).toEqual(['getOpenApi']);
    expect(carrying('docs.html')).toEqual(['getDocs']);
    expect(stack.stream.handler.extraFiles).toEqual([]);
    expect(stack.sweeper.handler.extraFiles).toEqual([]);
  });
});

describe('the HTTP API', () => {
  it('serves one route per route-table row, each integrated with its own function (payload v2)', () => {
    const integrations = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration');
    const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route');
    expect(Object.keys(routes)).toHaveLength(routeTable.length);
    for (const spec of routeTable) {
      const route = Object.values(routes).find((r) => r.Properties.RouteKey === `${spec.method} ${spec.path}`);
      expect(route, spec.operationId).toBeDefined();
      // Target: {"Fn::Join": ["", ["integrations/", {"Ref": <integration>}]]}
      const Target = z.looseObject({ 'Fn::Join': z.tuple([z.string(), z.tuple([z.unknown(), z.looseObject({ Ref: z.string() })])]) });
      const integrationId = Target.parse(route?.Properties.Target)['Fn::Join'][1][1].Ref;
      const integration = integrations[integrationId]!;
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      const fnId = logicalId(stack.http.routeFunctions.get(spec.operationId)!.function);
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(fnId);
    }
  });

  it('has a $default stage with throttling and JSON access logs', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logicalId(stack.http.accessLogs), 'Arn'] },
        Format: Match.serializedJson(Match.objectLike({ requestId: '$context.requestId', status: '$context.status', routeKey: '$context.routeKey' })),
      },
    });
  });

  it('logs no request path, so a calendar feed\'s secret (its path) never reaches the access logs', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as { Properties: { AccessLogSettings: { Format: string } } };
    expect(stage.Properties.AccessLogSettings.Format).not.toContain('$context.path');
    expect(stage.Properties.AccessLogSettings.Format).not.toContain('$context.resourcePath');
    expect(routeTable.find((r) => r.operationId === 'getCalendarFeed')?.path).toBe('/calendar/{feed}');
  });

  it('answers CORS preflights itself, for the web client only by default, with the headers and methods the routes use', () => {
    const webOrigin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }]] };
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: {
        AllowOrigins: [webOrigin],
        AllowMethods: Match.arrayEquals([...new Set(routeTable.map((r) => r.method)), 'OPTIONS']),
        AllowHeaders: Match.arrayWith(['Authorization', 'Content-Type', 'If-Match', 'Idempotency-Key']),
        ExposeHeaders: Match.arrayWith(['ETag', 'Location']),
        MaxAge: 600,
      },
    });
  });
});

describe('the stream consumer', () => {
  it('reads the table stream with partial batch failures, bisecting, bounded retries and an SQS failure destination', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.storage.table), 'StreamArn'] },
      FunctionName: { Ref: logicalId(stack.stream.handler.function) },
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_SETTINGS.retryAttempts,
      MaximumRecordAgeInSeconds: STREAM_SETTINGS.maxRecordAge.toSeconds(),
      BatchSize: STREAM_SETTINGS.batchSize,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.stream.failures), 'Arn'] } } },
      FilterCriteria: { Filters: [{ Pattern: streamFilter.pattern }] },
    });
    expect(STREAM_SETTINGS.retryAttempts).toBeGreaterThan(0);
    expect(STREAM_SETTINGS.retryAttempts).toBeLessThanOrEqual(10);
  });

  it('has the memory and time for bots searching ~200 ms per decision in a batch of 25', () => {
    const fn = template.toJSON().Resources[logicalId(stack.stream.handler.function)] as { Properties: { MemorySize: number; Timeout: number } };
    expect(fn.Properties.MemorySize).toBe(STREAM_SETTINGS.memoryMb);
    expect(STREAM_SETTINGS.memoryMb).toBeGreaterThanOrEqual(1024);
    // A whole batch of bot decisions at 200 ms each, four times over, fits in the timeout.
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(((STREAM_SETTINGS.batchSize * 200) / 1000) * 4);
  });

  it('parks failures in an encrypted queue that refuses plain HTTP and keeps messages 14 days', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('the sweeper', () => {
  it('runs on an EventBridge rate schedule', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId(stack.sweeper.handler.function), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId(stack.sweeper.handler.function), 'Arn'] },
    });
  });
});

describe('notifications', () => {
  it('go through one encrypted topic that refuses plain HTTP publishers', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { DisplayName: 'Whitechapel', KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: logicalId(stack.notifications) }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });
});

describe('alarms', () => {
  const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
  const alarmTopic = { Ref: logicalId(stack.alarms.ownTopic!) };
  const find = (namespace: string, metric: string) => alarms.filter((a) => a.Properties.Namespace === namespace && a.Properties.MetricName === metric);

  it('watch the API for 5xx answers on the $default stage', () => {
    const [api5xx, ...more] = find('AWS/ApiGateway', '5xx');
    expect(more).toHaveLength(0);
    expect(api5xx!.Properties.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'ApiId', Value: { Ref: logicalId(stack.http.api) } },
        { Name: 'Stage', Value: '$default' },
      ]),
    );
  });

  it('watch every function for errors and throttles', () => {
    for (const metric of ['Errors', 'Throttles']) {
      const watched = find('AWS/Lambda', metric).map((a) => JSON.stringify(a.Properties.Dimensions));
      for (const id of Object.keys(functions)) expect(watched.some((d) => d.includes(`"${id}"`)), `${metric} of ${id}`).toBe(true);
    }
  });

  it('watch the failure queue and the stream iterator age', () => {
    const [queueDepth] = find('AWS/SQS', 'ApproximateNumberOfMessagesVisible');
    expect(queueDepth!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    const [iteratorAge] = find('AWS/Lambda', 'IteratorAge');
    expect(iteratorAge!.Properties.Statistic).toBe('Maximum');
    expect(JSON.stringify(iteratorAge!.Properties.Dimensions)).toContain(logicalId(stack.stream.handler.function));
  });

  it('count failed webhook deliveries in the stream consumer’s and the sweeper’s logs, and watch them', () => {
    const filters = Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter'));
    expect(filters.map((f) => JSON.stringify(f.Properties.LogGroupName)).sort()).toEqual(
      [stack.stream.handler.logGroup, stack.sweeper.handler.logGroup].map((g) => JSON.stringify({ Ref: logicalId(g) })).sort(),
    );
    for (const f of filters) {
      expect(f.Properties.FilterPattern).toContain('webhook delivery failed');
      expect(f.Properties.MetricTransformations).toEqual([expect.objectContaining({ MetricNamespace: 'Whitechapel', MetricName: 'WebhookDeliveryFailures', MetricValue: '1' })]);
    }
    const [failures, ...more] = find('Whitechapel', 'WebhookDeliveryFailures');
    expect(more).toHaveLength(0);
    expect(failures!.Properties).toMatchObject({ Statistic: 'Sum', Threshold: 50, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('all notify the alarm topic, which is not the players’ topic, on alarm and on recovery', () => {
    expect(alarms.length).toBe(1 + 2 * Object.keys(functions).length + 3);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([alarmTopic]);
      expect(alarm.Properties.OKActions).toEqual([alarmTopic]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
    expect(alarmTopic.Ref).not.toBe(logicalId(stack.notifications));
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('outputs', () => {
  it('give the API URL, the notifications topic and the table name', () => {
    template.hasOutput('ApiUrl', { Value: { 'Fn::GetAtt': [logicalId(stack.http.api), 'ApiEndpoint'] } });
    template.hasOutput('NotificationsTopicArn', { Value: { Ref: logicalId(stack.notifications) } });
    template.hasOutput('TableName', { Value: { Ref: logicalId(stack.storage.table) } });
    template.hasOutput('AlarmTopicArn', { Value: { Ref: logicalId(stack.alarms.ownTopic!) } });
  });
});

describe('the web client', () => {
  it('is a private bucket read by CloudFront through origin access control only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } })],
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true }),
        // The client's own routes (/play/games/…) are index.html.
        CustomErrorResponses: Match.arrayWith([Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' })]),
      }),
    });
    const policy = JSON.stringify(Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).map((p) => p.Properties));
    expect(policy).toContain('cloudfront.amazonaws.com');
    expect(policy).toContain('AWS:SourceArn');
  });

  it('has index.html revalidated at each opening, and the content-hashed assets kept for good', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const cacheControlOf = (ref: unknown) => {
      const id = (ref as { Ref?: string }).Ref ?? '';
      const config = policies[id]?.Properties?.ResponseHeadersPolicyConfig as { CustomHeadersConfig?: { Items?: { Header: string; Value: string }[] }; SecurityHeadersConfig?: unknown };
      expect(config?.SecurityHeadersConfig).toBeDefined();
      return config?.CustomHeadersConfig?.Items?.find((h) => h.Header === 'Cache-Control')?.Value;
    };
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties?.DistributionConfig as { DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown }; CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[] };
    expect(cacheControlOf(config.DefaultCacheBehavior.ResponseHeadersPolicyId)).toBe('no-cache');
    const assets = config.CacheBehaviors.find((b) => b.PathPattern === '/assets/*');
    expect(cacheControlOf(assets?.ResponseHeadersPolicyId)).toContain('immutable');
  });

  it('is deployed with a config.json naming the API, and its URL is an output', () => {
    const copies = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(copies).toHaveLength(1);
    expect(JSON.stringify(copies[0])).toContain(logicalId(stack.web.distribution));
    template.hasOutput('WebUrl', Match.anyValue());
  });
});
