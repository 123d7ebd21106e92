/**
 * The mail that answers a reply which played nothing (docs/play-by-mail.md): a reply no listed move
 * could be read from, one to a mail the game has moved on from, one the rules rejected. It is made
 * from public facts, the game's rejection words for the player's own move, and the seat's numbered
 * moves at the CURRENT version (mail-moves.ts, from the seat's view only), which the notifier writes
 * in with a fresh reply address, as in a turn mail. Names are quoted and made printable.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import type { GameRecord } from '../core/model.js';
import type { OutgoingMessage } from '../core/ports.js';
import { printable } from '../core/inputs.js';
import { quoteName } from '../mail/account-messages.js';
import { mailMoves } from './mail-moves.js';

/** Why a reply played nothing, as its answer tells it. */
export type ReplyTrouble =
  /** No listed move, or more than one, is named by the text above the quote. */
  | { readonly kind: 'unread' }
  /** The mail answered is about a version the game has moved on from. */
  | { readonly kind: 'stale' }
  /** The rules refused the move (the game's words). */
  | { readonly kind: 'rejected'; readonly detail: string };

function gameLink(baseUrl: string, gameId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/play/games/${encodeURIComponent(gameId)}`;
}

function whatHappened(trouble: ReplyTrouble, title: string, gameId: string): string[] {
  switch (trouble.kind) {
    case 'unread':
      return [
        `We could not tell which move your reply about ${title} (game ${gameId}) names, so nothing was played.`,
        'Write only the number of one move, or its words as listed, above the quoted mail.',
      ];
    case 'stale':
      return [`Your reply about ${title} (game ${gameId}) was not played: the game has moved on since the mail you answered.`];
    case 'rejected':
      return [`Your move in ${title} (game ${gameId}) was not played: ${printable(trouble.detail).slice(0, 300)}`];
  }
}

/** The answer to the holder of `seat`, as of `latest` (the game's newest version). */
export function replyAnswer(game: AnyGame, latest: GameRecord, seat: Seat, trouble: ReplyTrouble, baseUrl: string): OutgoingMessage {
  const holder = latest.snapshot.seats[seat]!;
  const moves = mailMoves(game, latest, seat);
  const subject = `${trouble.kind === 'stale' ? 'Too late' : 'Not played'}: your reply about ${game.title}`;
  const next = moves
    ? [trouble.kind === 'stale' ? 'It is your move again; these are your moves now.' : 'These are your moves now.']
    : ['Nothing is asked of you now: you get a mail when something is.'];
  const body = [
    `Hello ${quoteName(holder.name)},`,
    '',
    ...whatHappened(trouble, game.title, latest.gameId),
    ...next,
    '',
    `Open the game: ${gameLink(baseUrl, latest.gameId)}`,
  ].join('\n');
  return { playerId: holder.playerId, gameId: latest.gameId, kind: 'reply-answer', subject, body, ...(moves ? { moves } : {}) };
}
