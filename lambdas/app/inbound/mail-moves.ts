/**
 * The numbered commands a turn mail or reminder lists for its reader, and how the mail writes them
 * (docs/play-by-mail.md). Only the seat's own legal commands and view go in (Game.mailCommands), so
 * the list tells the reader nothing the game's page would not.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { numberCommands, type NumberedCommand } from '../../../domain/engine/mail-commands.js';
import type { GameRecord } from '../core/model.js';
import type { MailMoves, Notification, Notifier } from '../core/ports.js';
import { replyAddress, type ReplyTokens } from './reply-token.js';

/** The seat's legal commands at `record`'s version, numbered as its mail lists them. */
export function numberedMoves(game: AnyGame, record: GameRecord, seat: Seat): NumberedCommand<unknown>[] {
  const state = record.snapshot.state;
  if (state === null || record.snapshot.status !== 'active') return [];
  const legal = game.legalCommands(state, seat);
  return legal.length === 0 ? [] : numberCommands(legal, game.mailCommands(legal, game.view(state, seat)));
}

/** What a mail to the seat's holder lists, or undefined when it has nothing to decide. */
export function mailMoves(game: AnyGame, record: GameRecord, seat: Seat): MailMoves | undefined {
  const playerId = record.snapshot.seats[seat]?.playerId;
  const numbered = numberedMoves(game, record, seat);
  if (playerId === undefined || numbered.length === 0) return undefined;
  return { gameId: record.gameId, seat, version: record.version, playerId, commands: numbered.map(({ number, group, words }) => ({ number, group, words })) };
}

/** A group longer than this is written compactly: its numbers and words, without a link each. */
const LINKED_PER_GROUP = 8;
const LINE = 76;

function mailtoLink(address: string, words: string): string {
  return `mailto:${address}?subject=${encodeURIComponent('My move')}&body=${encodeURIComponent(words)}`;
}

/** The part of a mail that says how to answer it, with the numbered commands. */
export function movesSection(moves: MailMoves, address: string): string {
  const groups: { group: string; commands: MailMoves['commands'][number][] }[] = [];
  for (const c of moves.commands) {
    const last = groups.at(-1);
    if (last && last.group === c.group) last.commands.push(c);
    else groups.push({ group: c.group, commands: [c] });
  }
  const lines = [
    '',
    'Reply with the number of your move.',
    `Write it to ${address} (answering this mail itself does not reach us: it comes from a no-reply address), or tap a move below and press Send.`,
    'The words of a move work too. Anyone who has this mail can play this one move: do not forward it.',
  ];
  for (const { group, commands } of groups) {
    lines.push('', `${group}:`);
    if (commands.length <= LINKED_PER_GROUP) {
      for (const c of commands) lines.push(`  ${c.number}. ${c.words}  <${mailtoLink(address, c.words)}>`);
      continue;
    }
    let line = ' ';
    for (const c of commands) {
      const item = ` ${c.number}. ${c.words};`;
      if (line.length + item.length > LINE) {
        lines.push(line);
        line = ' ';
      }
      line += item;
    }
    lines.push(line.replace(/;$/, ''));
  }
  return lines.join('\n');
}

/**
 * A notifier whose mails that carry moves list them, each a mailto: link to the reader's signed
 * reply address at `domain` (REPLY_MAIL_DOMAIN). Without that setting it is not installed and
 * mails say nothing about replying.
 */
export function withReplyMoves(notifier: Notifier, tokens: ReplyTokens, domain: string): Notifier {
  return {
    subscribe: (email, playerId) => notifier.subscribe(email, playerId),
    unsubscribe: (arn) => notifier.unsubscribe(arn),
    isConfirmed: (arn) => notifier.isConfirmed(arn),
    async publish(message: Notification) {
      const moves = message.moves;
      const token = moves && moves.playerId === message.playerId ? await tokens.token(moves) : null;
      if (!moves || token === null) return notifier.publish(message);
      await notifier.publish({ ...message, body: `${message.body.replace(/\s+$/, '')}\n${movesSection(moves, replyAddress(token, domain))}` });
    },
  };
}
