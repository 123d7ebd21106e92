/**
 * Use case: a player answers a turn mail with a move (docs/play-by-mail.md).
 *
 * The reply is authenticated by the token in the address it was sent to (reply-token.ts), never
 * by its From header: a token that does not verify for the holder of its seat at its version
 * plays nothing and is not answered (nobody is mailed on a stranger's word). The text above the
 * quote names a move by its number in the list the mail showed (at the token's version) or by its
 * words (domain/engine/mail-commands.ts), and the move goes through the API's own use case
 * (submitCommand) as if posted with `If-Match: <token version>` and an Idempotency-Key made from
 * the mail's Message-ID: a second delivery plays nothing twice, a reply to an old mail plays nothing.
 *
 * A reply that plays nothing is answered (reply-answers.ts), at most REPLY_ANSWERS_PER_HOUR times
 * an hour per player. Outcomes are logged without the token, the addresses, the subject or the text.
 */
import { createHash } from 'node:crypto';
import { commandOfReply } from '../../../domain/engine/mail-commands.js';
import { HOUR_MS } from '../core/deadlines.js';
import type { AppContext } from '../core/context.js';
import type { GameRecord } from '../core/model.js';
import type { Notifier } from '../core/ports.js';
import { seatOf } from '../games/evolve-record.js';
import { submitCommand } from '../games/submit-command.js';
import { numberedMoves } from './mail-moves.js';
import { replyAnswer, type ReplyTrouble } from './reply-answers.js';
import { readReply } from './reply-mail.js';
import { readReplyToken, type ReplyTokens } from './reply-token.js';

/** Answers to replies a player gets at most per hour (a loop of auto-replies stops here). */
export const REPLY_ANSWERS_PER_HOUR = 5;

export interface ReplyDeps {
  /** The API's use-case context: the move is posted through submitCommand with it. */
  readonly ctx: AppContext;
  readonly tokens: ReplyTokens;
  /** The domain reply addresses are at (REPLY_MAIL_DOMAIN). */
  readonly domain: string;
  /** Answers go out as other mails do; null: none are sent. */
  readonly notifier: Notifier | null;
  /** Where the answers' game links point. */
  readonly baseUrl: string;
  /** Told each reply's outcome, with its game and version only. */
  readonly log: (message: string, fields: Record<string, unknown>) => void;
}

export type ReplyOutcome =
  | 'played'
  | 'played-before'
  | 'unparsable'
  | 'no-token'
  | 'forged'
  | 'not-seated'
  | ReplyTrouble['kind'];

export interface ReplyResult {
  readonly outcome: ReplyOutcome;
  /** Whether an answer was mailed: `limited` when the player had too many already this hour. */
  readonly answered: 'sent' | 'limited' | 'none';
}

export interface ReceiveOptions {
  /** The SMTP envelope's recipients, when the receiver knows them (they win over the headers). */
  readonly envelopeRecipients?: readonly string[];
}

/** The Idempotency-Key of a reply: its Message-ID hashed (else its bytes), so a redelivery is the same request. */
function idempotencyKeyOf(messageId: string | null, raw: Uint8Array | string): string {
  const hash = createHash('sha256');
  if (messageId !== null) hash.update(`message-id\n${messageId}`);
  else hash.update(raw);
  return `mail-${hash.digest('base64url').slice(0, 32)}`;
}

/** The version the token names, read once (the newest when it is that one). */
async function versionOf(ctx: AppContext, latest: GameRecord, version: number): Promise<GameRecord | null> {
  if (version === latest.version) return latest;
  return version > latest.version ? null : ctx.events.atVersion(latest.gameId, version);
}

export async function receiveReply(deps: ReplyDeps, raw: Uint8Array | string, opts: ReceiveOptions = {}): Promise<ReplyResult> {
  const done = (outcome: ReplyOutcome, fields: Record<string, unknown> = {}, answered: ReplyResult['answered'] = 'none'): ReplyResult => {
    deps.log('reply mail', { outcome, answered, ...fields });
    return { outcome, answered };
  };
  const read = await readReply(raw, deps.domain, opts.envelopeRecipients).catch(() => null);
  if (read === null) return done('unparsable');
  const token = read.token === null ? null : readReplyToken(read.token);
  if (token === null) return done(read.token === null ? 'no-token' : 'forged');
  const latest = await deps.ctx.events.latest(token.gameId);
  const at = latest && (await versionOf(deps.ctx, latest, token.version));
  const holder = at?.snapshot.seats[token.seat]?.playerId;
  if (!latest || !at || holder === undefined || !(await deps.tokens.verify(token, holder))) return done('forged');
  const where = { gameId: token.gameId, version: token.version, seat: token.seat };
  const player = await deps.ctx.players.get(holder);
  const game = deps.ctx.games.get(latest.snapshot.game);
  if (!player || !game || seatOf(latest.snapshot, holder) !== token.seat) return done('not-seated', where);

  const answer = async (trouble: ReplyTrouble): Promise<ReplyResult> => {
    if (!deps.notifier || !player.notifications.email) return done(trouble.kind, where);
    const allowed = await deps.ctx.rateLimiter.hit(`reply-answers:${player.playerId}`, REPLY_ANSWERS_PER_HOUR, HOUR_MS, deps.ctx.clock.now().getTime());
    if (!allowed.ok) return done(trouble.kind, where, 'limited');
    const mail = replyAnswer(game, latest, token.seat, trouble, deps.baseUrl);
    const key = idempotencyKeyOf(read.messageId, raw);
    await deps.notifier.publish({ ...mail, to: player.email, version: latest.version, notificationId: `reply-answer/${player.playerId}/${key}` });
    return done(trouble.kind, where, 'sent');
  };

  const named = commandOfReply(numberedMoves(game, at, token.seat), read.text);
  if (named === null) return answer(at.version === latest.version ? { kind: 'unread' } : { kind: 'stale' });
  const posted = await submitCommand(deps.ctx, player, token.gameId, { command: named.command, ifMatch: token.version, idempotencyKey: idempotencyKeyOf(read.messageId, raw) });
  if (posted.ok) return done(posted.value.appended ? 'played' : 'played-before', { ...where, number: named.number });
  const problem = posted.problem;
  if (problem.code === 'stale-version') return answer({ kind: 'stale' });
  // Contention or an outage: thrown, so the delivery is retried (the Idempotency-Key keeps it to one play).
  if (problem.status >= 500 || problem.code === 'busy') throw new Error(`reply mail: the move could not be decided now (${problem.code})`);
  return answer({ kind: 'rejected', detail: problem.detail });
}
