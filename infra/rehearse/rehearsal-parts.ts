/** Small pieces of the rehearsal: a table's creation from its template properties, and reading the functions' log. */
import { readFileSync } from 'node:fs';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export function createTableInput(name: string, p: Record<string, unknown>): CreateTableCommandInput {
  const stream = p.StreamSpecification as { StreamViewType?: string } | undefined;
  const gsis = (p.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown; Projection: unknown }[];
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: p.AttributeDefinitions as CreateTableCommandInput['AttributeDefinitions'],
    KeySchema: p.KeySchema as CreateTableCommandInput['KeySchema'],
    ...(gsis.length > 0 ? { GlobalSecondaryIndexes: gsis.map((g) => ({ IndexName: g.IndexName, KeySchema: g.KeySchema, Projection: g.Projection })) as CreateTableCommandInput['GlobalSecondaryIndexes'] } : {}),
    ...(stream?.StreamViewType ? { StreamSpecification: { StreamEnabled: true, StreamViewType: stream.StreamViewType as 'NEW_IMAGE' } } : {}),
  };
}

/** A Powertools JSON log line as its message and error; any other line as it is (shortened). */
export function readableLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { level?: string; message?: string; error?: { name?: string; message?: string } };
    return `${entry.level ?? ''} ${entry.message ?? ''}${entry.error ? `: ${entry.error.name ?? 'Error'}: ${entry.error.message ?? ''}` : ''}`.trim().slice(0, 400);
  } catch {
    return line.slice(0, 400);
  }
}

export function readErrors(logFile: string, fnId: string): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(`${fnId} `) && /error|exception|not set|denied/i.test(l))
    .map((l) => l.slice(fnId.length + 1));
}
