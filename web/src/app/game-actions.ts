/**
 * What a player does on a game's page: a move (posted as the API listed it, with If-Match and an
 * Idempotency-Key: client/postCommand), join, invite, come back, leave or cancel, rematch. The
 * server decides who may do what; a refused action says why in the note.
 */
import type { Command } from '../../../client/index.js';
import { afterOwnMove } from '../history/recent-moves.js';
import { invitationMessage } from '../words/invitation-message.js';
import { api, ApiError, describe, unwrapData } from './api.js';
import { followMovesAtOnce, loadGame, loadHistory } from './game-sync.js';
import { gamePath, navigate, PATHS } from './navigation.js';
import { attempt, patchGame, say, setNote, stopAskingLeave, store, update } from './store.js';

export async function post(command: Command): Promise<void> {
  const c = store.current;
  if (!c?.game || c.busy) return;
  patchGame(c, { busy: true });
  setNote(null);
  update();
  try {
    const posted = await api().postCommand(c.gameId, command, c.etag);
    // The newest version is this move: nothing to tell until someone else moves.
    patchGame(c, { game: posted.game, etag: posted.etag, group: null, recent: afterOwnMove(c.gameId, posted.game.version) });
    if (c.history) await loadHistory();
    followMovesAtOnce();
  } catch (e) {
    if (e instanceof ApiError && e.status === 412) {
      await loadGame();
      setNote({ kind: 'info', text: 'The game moved on before your move arrived: here it is now. Choose again.' });
    } else if (e instanceof ApiError && e.status === 422) {
      setNote({ kind: 'error', text: e.problem?.detail ?? 'That move is not allowed now.' });
    } else setNote({ kind: 'error', text: describe(e) });
  } finally {
    patchGame(c, { busy: false });
    update();
  }
}

/** The id of the game shown ('' when none: the API then answers that there is no such game). */
const shownId = () => store.current?.gameId ?? '';

/** Takes an open seat in the game shown. */
export async function joinGame(): Promise<void> {
  if (!store.current) return;
  const gameId = shownId();
  await attempt(async () => {
    unwrapData(await api().api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
    await loadGame();
    say('info', 'You joined the game.');
  });
}

/** Takes a seat in a game of the lobby, then opens it. */
export async function joinFromLobby(gameId: string): Promise<void> {
  await attempt(async () => {
    unwrapData(await api().api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
    navigate(gamePath(gameId));
    say('info', 'You joined the game.');
  });
}

export async function invite(email: string): Promise<void> {
  const gameId = shownId();
  await attempt(async () => {
    const answer = unwrapData(await api().api.POST('/games/{gameId}/invitations', { params: { path: { gameId } }, body: { email } }));
    await loadGame();
    say('info', invitationMessage(email, answer));
  });
}

/** Ends the seat's away status (POST /games/{id}/back): the next turn waits for the player again. */
export async function comeBack(): Promise<void> {
  const gameId = shownId();
  await attempt(async () => {
    unwrapData(await api().api.POST('/games/{gameId}/back', { params: { path: { gameId } } }));
    await loadGame();
    say('info', 'Welcome back: your next turn waits for you.');
  });
}

/** Leaves the game (its creator's leaving a waiting game cancels it). */
export async function leave(): Promise<void> {
  const gameId = shownId();
  await attempt(async () => {
    const after = unwrapData(await api().api.POST('/games/{gameId}/leave', { params: { path: { gameId } } }));
    stopAskingLeave();
    if (after.status === 'active') {
      await loadGame();
      say('info', after.onHold ? 'You left the game: nobody else is at the table, so it waits until one of you is back.' : 'You left the game: your turns are played for you from now on.');
    } else if (after.status === 'cancelled') {
      await loadGame();
      say('info', 'The game is cancelled; the other players are told.');
    } else {
      navigate(PATHS.myGames);
      say('info', 'You left the game.');
    }
  });
}

export async function rematch(): Promise<void> {
  const gameId = shownId();
  await attempt(async () => {
    const next = unwrapData(await api().api.POST('/games/{gameId}/rematch', { params: { path: { gameId } } }));
    navigate(gamePath(next.gameId));
  });
}
