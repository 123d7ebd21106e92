/** Problems at the HTTP edge: thrown from anywhere in a route, rendered as RFC 9457 problem+json. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { problemBody, problemHeaders, type Problem } from '../app/core/problems.js';

/**
 * Every answer with a body is what its Content-Type says: a browser must not sniff a JSON answer
 * (which may echo a player's name or a command) into a page or a script (OWASP's REST security
 * cheat sheet). API Gateway adds nothing of the kind itself.
 */
export const NO_SNIFFING = { 'x-content-type-options': 'nosniff' } as const;

export function problemResponse(p: Problem): APIGatewayProxyStructuredResultV2 {
  return { statusCode: p.status, headers: { ...problemHeaders(p), ...NO_SNIFFING }, body: JSON.stringify(problemBody(p)) };
}

/** A problem raised at the HTTP edge (bad JSON, missing token…); the error handler renders it. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}
