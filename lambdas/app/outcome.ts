/**
 * Use cases return values, not exceptions: an Outcome is either the value or a Problem that the
 * HTTP edge renders as RFC 9457 problem+json. `code` is stable and machine-readable.
 */
export interface Problem {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  /** Extra members for the problem document (e.g. `currentVersion`, `issues`). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const fail = (status: number, code: string, title: string, detail: string, extra?: Problem['extra'], headers?: Problem['headers']): Outcome<never> => ({
  ok: false,
  problem: { status, code, title, detail, ...(extra ? { extra } : {}), ...(headers ? { headers } : {}) },
});

/** The problems several use cases share. */
export const problems = {
  gameNotFound: (gameId: string) => fail(404, 'game-not-found', 'Game not found', `There is no game ${gameId}.`),
  notAPlayer: () => fail(403, 'not-a-player', 'Not a player of this game', 'Only a player seated at this game may do this.'),
  unauthorized: (detail = 'Send "Authorization: Bearer <token>" with the token you got when you registered.') =>
    fail(401, 'unauthorized', 'Authentication required', detail, undefined, { 'WWW-Authenticate': 'Bearer realm="whitechapel"' }),
};
