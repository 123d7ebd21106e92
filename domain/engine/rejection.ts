/**
 * Errors are values in the domain: `decide` returns a Rejection instead of throwing.
 * `code` is stable and machine-readable (it reaches clients as the problem+json `code`);
 * `message` is for humans and may change.
 */
export interface Rejection {
  readonly rejected: true;
  readonly code: string;
  readonly message: string;
}

export function reject(code: string, message: string): Rejection {
  return { rejected: true, code, message };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}

/** Codes every game shares; games add their own rule codes (e.g. `meld-needs-victim`). */
export const CommonRejections = {
  notYourTurn: (message = 'It is not your turn to act.') => reject('not-your-turn', message),
  gameOver: () => reject('game-over', 'The game is over.'),
} as const;
