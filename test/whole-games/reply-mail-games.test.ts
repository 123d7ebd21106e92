// Whole two-player games played only by answering the mails (docs/play-by-mail.md): each move is
// a reply to the newest mail that lists the mover's moves, written as a mail client writes it (the
// original quoted below), by number and by words in turn. When the mover's newest mail is older
// than the game (a simultaneous decision, a move right after their own), the reply to it is stale
// and its answer lists the current moves: the game goes on by replying to that answer. A player
// whose join started the game gets no mail for it: they answer their reminder.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../domain/engine/rng.js';
import type { RegisteredPlayer } from '../../lambdas/app/accounts/players.js';
import { listedMoves, postInbound, replyAddressOf, type Mail } from '../support/replies/reply-client.js';
import { CLIENTS, rawReply } from '../support/replies/client-mails.js';
import { fixedIds, useTestRuntime } from '../support/runtime.js';

// One deal for every run: a game's length (and this file's time) is that of a known deal.
const env = useTestRuntime({ ids: fixedIds('bymail') });

async function twoPlayers(game: string, options: Record<string, unknown>) {
  const players: RegisteredPlayer[] = [];
  for (const name of ['Abberline', 'Godley']) players.push(await env.http.register(name));
  // Mails also for a move that follows the player's own at once (Ripper Rummy's discard after a draw).
  for (const p of players) await env.http.updateMe(p.token, { notifications: { whenJustPlayed: true } });
  const created = await env.http.createGame({ game, options }, players[0]!.token);
  expect(created.status).toBe(201);
  const joined = await env.http.join(created.body.gameId, players[1]!.token);
  expect(joined.body.status).toBe('active');
  return { players, gameId: created.body.gameId };
}

/** The newest mail to `playerId` about the game that lists moves (all stream records handled first; the outbox read in-process, as it grows long). */
async function newestMovesMail(playerId: string, gameId: string): Promise<Mail | undefined> {
  await env.rt.poller.drain();
  return env.rt.sns.outbox().filter((m) => m.attributes.playerId === playerId && m.attributes.gameId === gameId && replyAddressOf(m) !== null).at(-1);
}

/** Plays `gameId` to its end by replies alone; how many replies played a move, and how many were stale. */
async function playByMail(players: readonly RegisteredPlayer[], gameId: string, seed: string, maxReplies: number) {
  const rng = createRng(seed, 0);
  let played = 0;
  let stale = 0;
  for (let replies = 0; ; replies++) {
    expect(replies).toBeLessThan(maxReplies);
    const game = (await env.http.game(gameId, players[0]!.token)).body;
    if (game.status !== 'active') return { played, stale, status: game.status };
    const seat = rng.pick(game.pending).seat;
    const holder = game.seats.find((s) => s.seat === seat)!.playerId;
    let mail = await newestMovesMail(holder, gameId);
    if (!mail) {
      // The player whose join started the game got no mail for it (they saw the answer): their
      // first mail is the reminder, when a quarter of the 72 hours is left.
      await env.http.advanceClock(55);
      mail = await newestMovesMail(holder, gameId);
    }
    expect(mail, `seat ${seat} has a mail with moves at version ${game.version}`).toBeDefined();
    const moves = listedMoves(mail!);
    const playable = moves.filter((m) => !m.words.startsWith('resign'));
    // Melds and plays first, most of the time: a hand of random draws and discards lasts long.
    const forward = playable.filter((m) => /^(meld|play|call vote|ripper escapes)\b/.test(m.words));
    const move = rng.pick(forward.length > 0 && rng.next() < 0.8 ? forward : playable.length > 0 ? playable : moves);
    const text = replies % 2 === 0 ? String(move.number) : move.words;
    const client = CLIENTS[replies % CLIENTS.length]!;
    const answer = await postInbound(env.rt.url, rawReply(client, { to: replyAddressOf(mail!)!, text, original: mail!.message, subject: mail!.subject }));
    expect(answer.status).toBe(200);
    if (Number(mail!.attributes.version) === game.version) {
      expect(answer.body, `${client}: ${text}`).toEqual({ outcome: 'played', answered: 'none' });
      played++;
    } else {
      // Answered with the current moves (a fresh address) unless answers ran out this hour: then an hour passes.
      expect(answer.body.outcome).toBe('stale');
      if (answer.body.answered === 'limited') await env.http.advanceClock(1);
      stale++;
    }
  }
}

describe('whole games played by answering the mails', () => {
  it('Ripper Rummy, two players (a short game: target score 10)', async () => {
    const { players, gameId } = await twoPlayers('ripper-rummy', { players: 2, targetScore: 10 });
    const { played, status } = await playByMail(players, gameId, 'rummy-by-mail', 3_000);
    expect(status).toBe('finished');
    expect(played).toBeGreaterThan(10);
    const final = (await env.http.game(gameId, players[0]!.token)).body;
    expect(final.result).toBeTruthy();
    // A few hundred mails, each parsed and played: minutes on a loaded two-core machine.
  }, 300_000);

  it('Mr. Jack, Detective against Jack', async () => {
    const { players, gameId } = await twoPlayers('mr-jack', { role: 'detective', board: '2016' });
    const { played, status } = await playByMail(players, gameId, 'jack-by-mail', 1_500);
    expect(status).toBe('finished');
    expect(played).toBeGreaterThan(10);
    const history = (await env.http.history(gameId, players[0]!.token, '?limit=200')).body;
    // Every move after the start was a player's (a reply), none a deadline's fallback or a bot's.
    expect(history.events.filter((e) => e.version > 1 && (e.system || e.bot !== undefined || e.seat === null))).toEqual([]);
  });
});
