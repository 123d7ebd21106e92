/** RFC 9457 problem+json responses with a stable machine `code`. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Problem } from '../app/outcome.js';

export const PROBLEM_TYPE_BASE = 'https://whitechapel.dev/problems/';

export function problemResponse(p: Problem): APIGatewayProxyStructuredResultV2 {
  const body = {
    type: PROBLEM_TYPE_BASE + p.code,
    title: p.title,
    status: p.status,
    detail: p.detail,
    code: p.code,
    ...(p.extra ?? {}),
  };
  return {
    statusCode: p.status,
    headers: { 'content-type': 'application/problem+json', ...(p.headers ?? {}) },
    body: JSON.stringify(body),
  };
}

/** A problem raised at the HTTP edge (bad JSON, missing token…); the error handler renders it. */
export class HttpProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

export const edgeProblem = (status: number, code: string, title: string, detail: string, extra?: Problem['extra']) =>
  new HttpProblem({ status, code, title, detail, ...(extra ? { extra } : {}) });
