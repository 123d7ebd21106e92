// The README's TypeScript example (a test keeps the two the same): a game of Mr. Jack started
// and one move played, each answer typed from openapi.yaml. `npm start` first.
import { ApiError, createClient, unwrap } from '../index.js';

const baseUrl = 'http://localhost:3000';
const register = async (name: string) => {
  const body = { name, email: `${name.toLowerCase()}@example.com` };
  const { token } = unwrap(await createClient({ baseUrl }).api.POST('/players', { body }));
  return createClient({ baseUrl, token });
};
const [ada, bob] = [await register('Ada'), await register('Bob')];

const { gameId } = unwrap(await ada.api.POST('/games', { body: { game: 'mr-jack', options: { role: 'detective' } } }));
unwrap(await bob.api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));

// Whoever is pending reads the game, posts its first listed command with If-Match and a fresh
// Idempotency-Key, and on 412 (someone moved first) reads again and decides anew.
const { game } = await ada.readGame(gameId);
const mover = game.pending[0]?.seat === 0 ? ada : bob;
const moved = await mover.play(gameId, (g) => g.legalCommands[0] ?? null);
console.log(moved?.game.version, moved?.game.pending);

// Errors are ApiErrors carrying the problem document: switch on `code`.
try {
  await ada.readGame('no-such-game');
} catch (e) {
  if (e instanceof ApiError) console.log(e.status, e.problem?.code); // 404 game-not-found
}
