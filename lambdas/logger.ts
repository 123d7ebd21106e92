/**
 * One structured logger per process (Powertools for AWS Lambda: JSON lines with the request id,
 * cold start flag and sampling, so we do not hand-roll them), shared by the HTTP routes, the stream
 * consumer and the sweeper. Never log tokens, bodies or seeds.
 *
 * LOG_LEVEL sets the level (infra/ sets it on every function). Without it: INFO in Lambda, WARN
 * elsewhere, so the local runtime's console is not drowned in per-request lines.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { mapStackTracesLazily } from './stack-traces.js';

// Every entry point imports this module, so every deployed function's logged stacks name the sources.
mapStackTracesLazily();

const LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
const inLambda = process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined;
const configured = LEVELS.find((level) => level === process.env.LOG_LEVEL?.toUpperCase());

export const logger = new Logger({ serviceName: 'whitechapel', logLevel: configured ?? (inLambda ? 'INFO' : 'WARN') });
