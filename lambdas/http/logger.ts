/**
 * One structured logger per process (Powertools for AWS Lambda: JSON lines with the request id,
 * cold start flag and sampling, so we do not hand-roll them). Never log tokens, bodies or seeds.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'whitechapel', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
