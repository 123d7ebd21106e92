/**
 * What index.html's inline script asked for before this code loaded: where the API is, and the
 * game of the address (for a device signed in). Each is taken once; a failed or refused early read
 * is read again the ordinary way (which then says why, a sign-in that expired included).
 */
import type { Game } from '../../../client/index.js';

interface Early {
  readonly config?: Promise<{ apiUrl?: unknown }>;
  readonly gameId?: string;
  game?: Promise<Response>;
  /** How long the game's read took, from its start to its answer's headers (ms). */
  gameReadMs?: number;
}

const early = (globalThis as { whitechapelEarly?: Early }).whitechapelEarly;

/** config.json's content as the inline script read it (an empty object when it failed); null if it did not. */
export function earlyConfig(): Promise<{ apiUrl?: unknown }> | null {
  return early?.config ?? null;
}

/** The game `gameId` with its ETag and how long its read took, when the inline script read it and it came back whole; else null. */
export async function takeEarlyGame(gameId: string): Promise<{ game: Game; etag: string; readMs: number } | null> {
  const asked = early?.gameId === gameId ? early.game : undefined;
  if (!early || !asked) return null;
  early.game = undefined;
  try {
    const answer = await asked;
    const etag = answer.headers.get('etag');
    if (answer.status !== 200 || !etag) return null;
    return { game: (await answer.json()) as Game, etag, readMs: early.gameReadMs ?? 0 };
  } catch {
    return null;
  }
}
