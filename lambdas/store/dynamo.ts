/**
 * One DynamoDB client per process (docs/architecture.md §1). `new DynamoDBClient({})` honours
 * AWS_ENDPOINT_URL_DYNAMODB, so the same code talks to DynamoDB Local or AWS.
 */
import { ConditionalCheckFailedException, DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { collectNodeStream } from './sdk-stream-collector.js';

let shared: DynamoDBDocumentClient | undefined;

/** A DynamoDB client as the functions make it (the local runtime too): reading bodies as Node.js streams. */
export function dynamoClient(config: DynamoDBClientConfig = {}): DynamoDBClient {
  return new DynamoDBClient({ ...config, streamCollector: collectNodeStream });
}

export function documentClient(client: DynamoDBClient = dynamoClient()): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

/**
 * The same client, its middleware resolved once per command class instead of on every call (the
 * SDK's `cacheMiddleware`), for raw commands sent many times, as the move path's Query and PutItem
 * (event-store.ts). Resolving a command's middleware stack is about 0.06 ms of CPU a call here, and
 * the move path makes two calls a command; with the cache a command that reads its game answered
 * 0.2–0.6 ms sooner (must-read latency ÷ floor 1.27 → 1.18, bench/HISTORY.md).
 *
 * A view, not a second client: it shares the client's connections, settings and middleware stack
 * (so what a process adds to the stack — the access guard, the bench's meter, a test's counter —
 * applies to it too), as the document client itself shares them. Two limits: middleware added to
 * the stack after the view's first call of a command is not seen by that command; and the document
 * client's own commands cannot be cached (lib-dynamodb refuses `cacheMiddleware`: its handler keeps
 * the first command), so only raw commands go through the view.
 */
export function withCachedMiddleware(client: DynamoDBClient | DynamoDBDocumentClient): DynamoDBClient {
  // `send` reads `this.config` and `this.middlewareStack`: the view has its own config (with the
  // flag) and its own handler cache, and finds the rest on the client it is made from.
  const view = Object.create(client) as DynamoDBClient;
  Object.defineProperty(view, 'config', { value: { ...client.config, cacheMiddleware: true }, enumerable: true });
  return view;
}

export function sharedDocumentClient(): DynamoDBDocumentClient {
  shared ??= documentClient();
  return shared;
}

/** A string-set attribute as the document client returns it (a Set), or an empty set when absent. */
export function stringSet(value: unknown): Set<string> {
  if (!(value instanceof Set)) return new Set();
  return new Set([...value].filter((v): v is string => typeof v === 'string'));
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

/** Whether a conditional write was made: false when its condition did not hold; any other failure is thrown. */
export async function conditionMet(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) return false;
    throw e;
  }
}
