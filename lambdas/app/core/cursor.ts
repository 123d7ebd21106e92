/**
 * Opaque page cursors (GET /games, GET /lobby): base64url of the last listed row's index position.
 * A client only hands a cursor back; one that does not decode to a position of the list it is used
 * with is refused as bad input (400) before any query, so no tampering reaches DynamoDB.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';

/** Where a page ended: the row's index sort key (`k`) and its item's sort key (`s`). */
export interface PagePosition {
  readonly k: string;
  readonly s: number;
}

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify({ k: position.k, s: position.s }), 'utf8').toString('base64url');
}

/** A cursor's content: exactly a key and a sort key in range, nothing else. */
const CursorContent = /* @__PURE__ */ builtOnce(() => z.strictObject({ k: z.string(), s: z.int().check(z.minimum(-10), z.maximum(10_000)) }));

/** The position a cursor names, if it is one that `validKey` accepts; null for anything else. */
export function decodeCursor(raw: string, validKey: (k: string) => boolean): PagePosition | null {
  if (raw.length === 0 || raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const content = CursorContent().safeParse(parsed);
  return content.success && validKey(content.data.k) ? content.data : null;
}

/** A page of a list, and the cursor of the next one (null: this is the last page). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly next: PagePosition | null;
}
