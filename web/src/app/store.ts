/**
 * The page's state: what the API answered and what the player asked for on this page. Screens read
 * `store`; only the actions below change it, and `update()` draws the page again from it (the
 * page is a function of the state). The actions a click calls draw at once; the loaders change
 * several things and draw once at the end.
 */
import type { Game, GameSummary, Player, components } from '../../../client/index.js';
import type { RecentVersions } from '../history/recent-moves.js';
import { describe } from './api.js';

type LobbyGame = components['schemas']['LobbyGame'];

type HistoryEntry = components['schemas']['HistoryEntry'];
export type TokenInfo = components['schemas']['TokenList']['tokens'][number];

export interface Note {
  readonly kind: 'info' | 'error';
  readonly text: string;
}

/** Open games of one kind ('' is every game's, the page's default: GET /lobby without `game`). */
export interface LobbyState {
  readonly kind: string;
  readonly games: readonly LobbyGame[] | null;
  readonly cursor: string | null;
}

/**
 * The game the page shows. Loaders that await an answer keep the object they started with and
 * compare it with `store.current` before writing: a page left meanwhile is not written to.
 */
export interface GameState {
  readonly gameId: string;
  readonly game: Game | null;
  readonly etag: string;
  /** The group of moves chosen (Mr. Jack's "choose, then pick a hex"). */
  readonly group: string | null;
  /** A post is under way: the move buttons wait. */
  readonly busy: boolean;
  readonly history: readonly HistoryEntry[] | null;
  readonly step: number;
  readonly past: Game | null;
  /** The latest versions, for "Since your last move" (recent-moves.ts). */
  readonly recent: RecentVersions | null;
  /** The caller asked to see every move of that section on a phone. */
  readonly recentExpanded?: boolean;
}

export interface State {
  readonly note: Note | null;
  readonly games: readonly GameSummary[] | null;
  readonly gamesCursor: string | null;
  /** Pages of My games shown: its own re-reads replace the first page only while it is the only one. */
  readonly gamesPages: number;
  readonly me: Player | null;
  readonly tokens: readonly TokenInfo[] | null;
  /** Settings: the account's deletion asked for once and waiting to be confirmed. */
  readonly confirmingDeletion: boolean;
  /** The game page asks once more before leaving a game being played (in Mr. Jack the fallback forfeits) or cancelling one's own. */
  readonly confirmingLeave: boolean;
  readonly lobby: LobbyState;
  readonly current: GameState | null;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const state: Mutable<State> = {
  note: null,
  games: null,
  gamesCursor: null,
  gamesPages: 0,
  me: null,
  tokens: null,
  confirmingDeletion: false,
  confirmingLeave: false,
  lobby: { kind: '', games: null, cursor: null },
  current: null,
};

export const store: State = state;

let draw: () => void = () => undefined;

/** Who draws the page (the router, once it starts). */
export function onUpdate(drawPage: () => void): void {
  draw = drawPage;
}

/** Draws the page from the state as it is. */
export function update(): void {
  draw();
}

// ---------------------------------------------------------------- notes

export function setNote(note: Note | null): void {
  state.note = note;
}

/** Tells the player something, at once. */
export function say(kind: Note['kind'], text: string): void {
  setNote({ kind, text });
  update();
}

/** Runs an action of the player's; a failure is said in the note. */
export async function attempt(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (e) {
    say('error', describe(e));
  }
}

// ---------------------------------------------------------------- the player and their lists

export function setMe(me: Player | null): void {
  state.me = me;
}

export function setTokens(tokens: readonly TokenInfo[] | null): void {
  state.tokens = tokens;
}

/** A page of My games is asked for: the first again, or the one after those shown. */
export function countGamesPage(more: boolean): void {
  state.gamesPages = more ? state.gamesPages + 1 : 1;
}

export function setGames(games: readonly GameSummary[] | null, cursor: string | null): void {
  state.games = games;
  state.gamesCursor = cursor;
}

/** The account is gone: nothing of it stays on the page. */
export function forgetPlayer(): void {
  state.confirmingDeletion = false;
  state.me = null;
  state.tokens = null;
  state.games = null;
}

export function askDeletion(asking: boolean): void {
  state.confirmingDeletion = asking;
  update();
}

/** Another kind of open games is chosen: its list is read afresh. */
export function chooseLobby(kind: string): void {
  state.lobby = { kind, games: null, cursor: null };
}

/** A page of open games of `kind` arrived; dropped if another kind was chosen meanwhile. `append`: after those shown. */
export function showLobbyPage(kind: string, games: readonly LobbyGame[], cursor: string | null, append: boolean): void {
  if (state.lobby.kind !== kind) return;
  state.lobby = { kind, games: append ? [...(state.lobby.games ?? []), ...games] : games, cursor };
}

// ---------------------------------------------------------------- the game shown

/** The page now shows the game `gameId` (nothing read yet), or no game; no leaving is being asked. */
export function openGame(gameId: string | null): void {
  state.confirmingLeave = false;
  state.current = gameId === null ? null : { gameId, game: null, etag: '', group: null, busy: false, history: null, step: 0, past: null, recent: null };
}

/** Changes the game state `c` (the one a loader started with, which may no longer be shown). */
export function patchGame(c: GameState, changes: Partial<GameState>): void {
  Object.assign(c as Mutable<GameState>, changes);
}

/** A click on the page's game: the state changes and the page is drawn. */
function clicked(changes: Partial<GameState>): void {
  if (state.current) patchGame(state.current, changes);
  update();
}

export const chooseGroup = (group: string): void => clicked({ group });
export const expandRecent = (): void => clicked({ recentExpanded: true });

/** Cancelling one's own waiting game and leaving one being played both ask once more. */
export function askLeave(asking: boolean): void {
  state.confirmingLeave = asking;
  update();
}

/** Without drawing: the caller draws once its answer is in. */
export function stopAskingLeave(): void {
  state.confirmingLeave = false;
}
