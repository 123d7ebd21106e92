/** Problems at the HTTP edge: thrown from anywhere in a route, rendered as RFC 9457 problem+json. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { problemBody, problemHeaders, type Problem } from '../app/problems.js';

export function problemResponse(p: Problem): APIGatewayProxyStructuredResultV2 {
  return { statusCode: p.status, headers: problemHeaders(p), body: JSON.stringify(problemBody(p)) };
}

/** A problem raised at the HTTP edge (bad JSON, missing token…); the error handler renders it. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}
