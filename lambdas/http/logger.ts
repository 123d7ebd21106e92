/**
 * One structured logger per process (Powertools for AWS Lambda: JSON lines with the request id,
 * cold start flag and sampling, so we do not hand-roll them). Never log tokens, bodies or seeds.
 *
 * LOG_LEVEL sets the level (infra/ sets it on every function). Without it: INFO in Lambda, WARN
 * elsewhere, so the local runtime's console is not drowned in per-request lines.
 */
import { Logger } from '@aws-lambda-powertools/logger';

type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
const inLambda = process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined;

export const logger = new Logger({ serviceName: 'whitechapel', logLevel: (process.env.LOG_LEVEL as Level | undefined) ?? (inLambda ? 'INFO' : 'WARN') });
