/**
 * Errors are values in the domain: `decide` returns a Rejection instead of throwing.
 * `code` is stable and machine-readable (it reaches clients as the problem+json `code`);
 * `message` is for humans and may change.
 */
export interface Rejection<Code extends string = string> {
  readonly rejected: true;
  readonly code: Code;
  readonly message: string;
}

export function reject<Code extends string>(code: Code, message: string): Rejection<Code> {
  return { rejected: true, code, message };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && 'rejected' in value && value.rejected === true;
}

/** Codes every game shares; games add their own rule codes (e.g. `meld-needs-victim`). */
export type CommonRejectionCode = 'not-your-turn' | 'game-over';

export const CommonRejections = {
  notYourTurn: (message = 'It is not your turn to act.') => reject('not-your-turn', message),
  gameOver: () => reject('game-over', 'The game is over.'),
} as const;
