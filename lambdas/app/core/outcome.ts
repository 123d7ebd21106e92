/**
 * Use cases return values, not exceptions: an Outcome is either the value or a Problem (from the
 * catalogue in problems.ts) that the HTTP edge renders as RFC 9457 problem+json.
 */
import type { Problem } from './problems.js';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const fail = (problem: Problem): Outcome<never> => ({ ok: false, problem });
