/**
 * The HTTP API: one route and one Lambda function per row of the route table (lambdas/http/
 * route-table.ts, the table local/ serves too), a `$default` stage with throttling and JSON access
 * logs, and CORS answered by API Gateway itself (preflight requests never reach a function).
 */
import { Duration, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CORS_EXPOSE, CORS_HEADERS } from '../../lambdas/http/http-lambda.js';
import type { OperationId, Route } from '../../lambdas/http/route-table.js';
import { paths } from '../paths.js';
import { grantDataAccess, type DataResources } from '../permissions.js';
import { BundledFunction } from './bundled-function.js';

export interface GameApiProps {
  readonly routes: readonly Route[];
  readonly corsOrigins: readonly string[];
  readonly throttleRateLimit: number;
  readonly throttleBurstLimit: number;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export interface RouteFunctionsProps {
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: DataResources;
}

/** A request does one or two DynamoDB round trips; 10 s is generous, and well under API Gateway's 30 s. */
const ROUTE_TIMEOUT = Duration.seconds(10);

/** How long browsers may cache a preflight answer (the same as the Lambda's own CORS middleware). */
const PREFLIGHT_MAX_AGE = Duration.minutes(10);

export class GameApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly routeFunctions = new Map<OperationId, BundledFunction>();
  private readonly routes: readonly Route[];
  private readonly logRetention: RetentionDays;
  private readonly logRemovalPolicy: RemovalPolicy;

  constructor(scope: Construct, id: string, props: GameApiProps) {
    super(scope, id);
    this.routes = props.routes;
    this.logRetention = props.logRetention;
    this.logRemovalPolicy = props.logRemovalPolicy;

    this.api = new HttpApi(this, 'Api', {
      apiName: Stack.of(this).stackName,
      description: 'Whitechapel: asynchronous Ripper Rummy and Mr. Jack',
      // The stage below replaces the default one so it can carry throttling and access logs.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.corsOrigins],
        // Exactly the methods some route serves, plus the preflight itself.
        allowMethods: [...new Set(props.routes.map((r) => CorsHttpMethod[r.method])), CorsHttpMethod.OPTIONS],
        allowHeaders: CORS_HEADERS.split(','),
        exposeHeaders: CORS_EXPOSE.split(','),
        maxAge: PREFLIGHT_MAX_AGE,
      },
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: props.logRemovalPolicy });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRateLimit, burstLimit: props.throttleBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // One JSON object per request: who, which route, how it ended and how long it took.
        // Headers (and so bearer tokens) are never logged, nor the path: a calendar feed's path is
        // its secret (GET /calendar/{feed}); the route key names the route without it.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            responseLatencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            error: '$context.error.message',
          }),
        ),
      },
    });
  }

  /** The base URL clients call (no trailing slash). */
  get url(): string {
    return this.api.apiEndpoint;
  }

  addRouteFunctions(props: RouteFunctionsProps): void {
    for (const route of this.routes) {
      const handler = new BundledFunction(this, route.operationId, {
        entry: paths.httpHandler(route.operationId),
        description: `${route.method} ${route.path} (${route.operationId})`,
        memoryMb: route.memoryMb,
        timeout: ROUTE_TIMEOUT,
        environment: props.environment,
        logRetention: this.logRetention,
        logRemovalPolicy: this.logRemovalPolicy,
        // What the route reads at run time from beside its bundle (openapi.yaml, the rendered docs.html).
        ...('files' in route && { extraFiles: route.files }),
      });
      grantDataAccess(handler.role, route, props.resources);
      this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.operationId}Integration`, handler.function),
      });
      this.routeFunctions.set(route.operationId, handler);
    }
  }
}
