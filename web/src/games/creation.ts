/**
 * The POST /games body from the new-game form's values (parts/forms/new-game-form.ts draws the form):
 * the game's options (its folder's creation.ts), the platform's (a time per move or a time bank, who
 * plays a missed move),
 * visibility, and the bots.
 */
import type { GameCreation } from '../../../client/index.js';
import { WEB_GAMES } from './registry.js';
import type { CreationForm, FormValues, PlatformOptions, WebGame } from './web-game.js';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

type Creatable = WebGame & { readonly creation: CreationForm };

/** The games the form offers, in the registry's order. */
export const CREATABLE: readonly Creatable[] = WEB_GAMES.filter((g): g is Creatable => g.creation !== undefined);

/** The game the form chose; the first one offered for a choice it does not know (the form's default). */
export function creatable(id: string | undefined): Creatable {
  const found = CREATABLE.find((g) => g.id === id) ?? CREATABLE[0];
  if (!found) throw new Error('no game offers a new-game form');
  return found;
}

/**
 * The POST /games body from the form's values. The creator takes seat 0; a bot chosen for seat i
 * (the form's `seat-i`) is asked for in exactly that seat, which the API allows for any seat but
 * the creator's; people who join take the lowest seats left free. The seat sets the order of play.
 */
export function creationBody(f: FormValues): GameCreation {
  const { creation } = creatable(f.game);
  const others = Array.from({ length: creation.seatCount(f) - 1 }, (_, i) => ({ seat: i + 1, choice: f[`seat-${i + 1}`] }));
  const bots = others.flatMap(({ seat, choice }) => (LEVELS.includes(choice as Level) ? [{ seat, level: choice as Level }] : []));
  const onTimeout = f.onTimeout === 'bot' ? ('bot' as const) : ('fallback' as const);
  const platform: PlatformOptions =
    f.clock === 'bank'
      ? { onTimeout, timeBank: { initialHours: Number(f.bankInitialHours), incrementHours: Number(f.bankIncrementHours), maxHours: Number(f.bankMaxHours) } }
      : { onTimeout, turnTimeLimitHours: Number(f.turnTimeLimitHours) };
  // Public games are listed in Open games; private is the API's default, so it is not sent.
  // Rated is the API's default between people: only `rated: false` is sent (a game with a bot is never rated).
  // The form's hidden `rated=off` comes before its checkbox, whose `on` replaces it when checked.
  const withBots = { ...(bots.length ? { bots } : f.rated === 'off' ? { rated: false } : {}), ...(f.visibility === 'public' ? { visibility: 'public' as const } : {}) };
  return { ...creation.body(f, platform), ...withBots };
}
