/**
 * The AWS prices the bench turns its measurements into dollars with: data, in one place. Public
 * on-demand list prices for one region, without free tiers or discounts. Check the pricing pages
 * before you rely on them; change them here and nowhere else.
 */
export const prices = {
  region: 'us-east-1',
  /** When these were read off the pricing pages. */
  asOf: '2025-07',
  sources: [
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    'https://aws.amazon.com/lambda/pricing/',
    'https://aws.amazon.com/api-gateway/pricing/',
    'https://aws.amazon.com/sns/pricing/',
  ],
  dynamodb: {
    /** On-demand, Standard table class (since the November 2024 price cut). */
    usdPerMillionWriteRequestUnits: 0.625,
    /** One unit = one strongly consistent read of up to 4 KB (two eventually consistent ones). */
    usdPerMillionReadRequestUnits: 0.125,
    /** Reads of the table's stream by Lambda triggers cost nothing. */
    streamReadsByLambda: 0,
  },
  lambda: {
    usdPerMillionRequests: 0.2,
    /** arm64 (what infra/ deploys), first pricing tier. Billed per ms of duration. */
    usdPerGbSecondArm64: 0.0000133334,
  },
  apiGateway: {
    /** HTTP API, first 300 million requests a month, per 512 KB request. */
    usdPerMillionHttpRequests: 1.0,
  },
  sns: {
    /** E-mail and e-mail-JSON deliveries (reported apart: "before e-mail"). */
    usdPer100kEmails: 2.0,
  },
} as const;

export interface MoveCostInput {
  /** DynamoDB units per accepted command, everything it causes included. */
  readonly writeUnits: number;
  readonly readUnits: number;
  /** The command's Lambda: measured duration (ms) and configured memory (MB). */
  readonly commandMs: number;
  readonly commandMemoryMb: number;
  /** The stream consumer's share per command: duration (ms) and memory (MB); one invocation per command at most. */
  readonly streamMs: number;
  readonly streamMemoryMb: number;
  /** E-mails sent per command (priced apart). */
  readonly emails: number;
}

/** Dollars per million accepted commands, by part; `total` is everything but e-mail. */
export function usdPerMillionMoves(m: MoveCostInput) {
  const p = prices;
  const gbSeconds = (ms: number, mb: number) => (Math.ceil(ms) / 1000) * (mb / 1024);
  const round = (x: number) => Math.round(x * 100) / 100;
  const dynamodb = m.writeUnits * p.dynamodb.usdPerMillionWriteRequestUnits + m.readUnits * p.dynamodb.usdPerMillionReadRequestUnits;
  const apiGateway = p.apiGateway.usdPerMillionHttpRequests;
  const lambda =
    2 * p.lambda.usdPerMillionRequests +
    1e6 * p.lambda.usdPerGbSecondArm64 * (gbSeconds(m.commandMs, m.commandMemoryMb) + gbSeconds(m.streamMs, m.streamMemoryMb));
  const email = (m.emails * 1e6 * p.sns.usdPer100kEmails) / 1e5;
  return { total: round(dynamodb + apiGateway + lambda), dynamodb: round(dynamodb), apiGateway: round(apiGateway), lambda: round(lambda), emailOnTop: round(email) };
}
