/**
 * `npm start -- --dynamodb-endpoint URL` on DynamoDB in AWS rather than on a DynamoDB Local or
 * LocalStack: there the Streams API has a host of its own, the region is the endpoint's, and the
 * credentials are the caller's own (environment, profile or SSO, as the SDK finds them), never the
 * stand-ins the local runtime gives a local DynamoDB.
 */
import { useLocalCredentials } from '../dynamodb/dynamodb-local.js';

/** `dynamodb.<region>.amazonaws.com` (and `.amazonaws.com.cn`), as AWS names its regional endpoints. */
const AWS_DYNAMODB_HOST = /^dynamodb\.([a-z]{2}(?:-[a-z]+)+-\d+)\.amazonaws\.com(\.cn)?$/;

/** The AWS region of an endpoint that is DynamoDB in AWS; null for any other (DynamoDB Local, LocalStack, a proxy). */
export function awsDynamoRegion(endpoint: string): string | null {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return null;
  }
  return AWS_DYNAMODB_HOST.exec(host)?.[1] ?? null;
}

/** Where the DynamoDB Streams API of an endpoint is: in AWS `streams.dynamodb.<region>…`, elsewhere the endpoint itself. */
export function streamsEndpoint(endpoint: string): string {
  if (awsDynamoRegion(endpoint) === null) return endpoint;
  const url = new URL(endpoint);
  url.hostname = `streams.${url.hostname}`;
  return url.toString().replace(/\/$/, '');
}

/**
 * What the local runtime puts in the environment before it makes its SDK clients. A local DynamoDB
 * (none given: the one it starts; or DynamoDB Local, LocalStack) takes any credentials, so stand-ins
 * fill what is unset. DynamoDB in AWS gets none: the SDK finds the caller's own; only the region
 * comes from the endpoint when none is set.
 */
export function prepareSdkEnvironment(dynamoEndpoint: string | undefined, env: NodeJS.ProcessEnv = process.env): void {
  const region = dynamoEndpoint === undefined ? null : awsDynamoRegion(dynamoEndpoint);
  if (region === null) {
    useLocalCredentials(env);
    return;
  }
  env.AWS_REGION ??= region;
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}
