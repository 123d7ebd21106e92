/**
 * A whole game through the typed client, as a client program would play it: two players
 * register, one creates the game, the other joins, and whoever the game waits for posts the
 * first of their `legalCommands` until the game is over. No casts: the commands a game lists
 * are exactly what POST /games/{gameId}/commands takes.
 *
 *   npx tsx client/examples/play.ts [baseUrl] [ripper-rummy|mr-jack]     (after `npm start`)
 */
import { createClient, unwrap, type Game, type GameCreation, type WhitechapelClient } from '../index.js';

export interface PlayedGame {
  readonly gameId: string;
  readonly final: Game;
  readonly posts: number;
}

async function register(baseUrl: string, name: string): Promise<WhitechapelClient> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const { token } = unwrap(await createClient({ baseUrl }).api.POST('/players', { body: { name, email } }));
  return createClient({ baseUrl, token });
}

export async function playWholeGame(baseUrl: string, creation: GameCreation, maxPosts = 5_000): Promise<PlayedGame> {
  const ada = await register(baseUrl, 'Ada');
  const bob = await register(baseUrl, 'Bob');
  const { gameId } = unwrap(await ada.api.POST('/games', { body: creation }));
  unwrap(await bob.api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
  const seats = [ada, bob];

  let { game } = await ada.readGame(gameId);
  let posts = 0;
  while (game.status !== 'finished') {
    const seat = game.pending[0]?.seat;
    const player = seat === undefined ? undefined : seats[seat];
    if (!player) throw new Error(`no seat to play in ${JSON.stringify(game.pending)}`);
    // Read as the pending seat, post its first listed command with If-Match; a 412 reads again.
    const posted = await player.play(gameId, (mine) => mine.legalCommands[0] ?? null);
    if (!posted) throw new Error(`seat ${seat} is pending but lists no command`);
    game = posted.game;
    if (++posts > maxPosts) throw new Error(`no end after ${maxPosts} commands`);
  }
  return { gameId, final: game, posts };
}

const isMain = typeof process !== 'undefined' && process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const which = process.argv[3] ?? 'ripper-rummy';
  const creation: GameCreation = which === 'mr-jack' ? { game: 'mr-jack' } : { game: 'ripper-rummy', options: { players: 2, targetScore: 30 } };
  const { gameId, final, posts } = await playWholeGame(baseUrl, creation);
  console.log(`${final.title} ${gameId}: ${posts} commands, ${final.result?.summary ?? 'no result'}`);
}
