/**
 * A game link opened by someone not signed in: the game's public card (GET /games/{gameId}/card,
 * no token), and signing up from it, which takes the open seat in the same step.
 */
import type { components } from '../../../client/index.js';
import { api, setToken, unwrapData } from './api.js';
import { gamePath, navigate } from './navigation.js';
import { returnAfterSignIn } from './session.js';
import { say } from './store.js';

export type GameCard = components['schemas']['GameCard'];

let shown: GameCard | null = null;

/** The card of the game the page shows, once read (null before, or for another game). */
export function cardShown(gameId: string): GameCard | null {
  return shown?.gameId === gameId ? shown : null;
}

/** The game page's load for a visitor not signed in. */
export async function loadGameCard(parts: Readonly<Record<string, string>>): Promise<void> {
  const gameId = parts.id ?? '';
  // Signing in from the card (by the mailed link, in another tab too) comes back to this game.
  returnAfterSignIn(gamePath(gameId));
  shown = unwrapData(await api().api.GET('/games/{gameId}/card', { params: { path: { gameId } } }));
}

/**
 * A new account's token, from the card: signed in, seated when a seat is open, and on the game.
 * A seat taken meanwhile is said, and the player still lands on the game (to watch, or join another).
 */
export async function joinAfterSignUp(gameId: string, token: string): Promise<void> {
  setToken(token);
  if ((cardShown(gameId)?.openSeats ?? 0) > 0) {
    const joined = await api().api.POST('/games/{gameId}/join', { params: { path: { gameId } } });
    if (!joined.response.ok) {
      navigate(gamePath(gameId), true);
      say('error', `You are signed up, but could not take the seat: ${(joined.error as { detail?: string } | undefined)?.detail ?? joined.response.status}.`);
      return;
    }
  }
  navigate(gamePath(gameId), true);
}
