/**
 * One DynamoDB client per process (design §1). `new DynamoDBClient({})` honours
 * AWS_ENDPOINT_URL_DYNAMODB, so the same code talks to DynamoDB Local or AWS.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { collectNodeStream } from '../sdk-stream-collector.js';

let shared: DynamoDBDocumentClient | undefined;

/** A DynamoDB client as the functions make it (the local runtime too): reading bodies as Node.js streams. */
export function dynamoClient(config: DynamoDBClientConfig = {}): DynamoDBClient {
  return new DynamoDBClient({ ...config, streamCollector: collectNodeStream });
}

export function documentClient(client: DynamoDBClient = dynamoClient()): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
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
