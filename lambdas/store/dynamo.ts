/**
 * One DynamoDB client per process (design §1). `new DynamoDBClient({})` honours
 * AWS_ENDPOINT_URL_DYNAMODB, so the same code talks to DynamoDB Local or AWS.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let shared: DynamoDBDocumentClient | undefined;

export function documentClient(client: DynamoDBClient = new DynamoDBClient({})): DynamoDBDocumentClient {
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
