/**
 * Writes lambdas/store/record-dictionary.ts: the preset dictionary stored game versions are
 * deflated against. It is a few typical versions of every game, as JSON (what recordJson writes),
 * played through the use cases with seeded random moves.
 *
 * A dictionary can never change once versions were written with it: run this only to add a new
 * encoding (d2, …) next to the old ones, never to rewrite d1.
 *
 *   npx tsx bench/make-record-dictionary.ts > /tmp/d.txt   (then paste as a new encoding)
 */
import { createGame, joinGame } from '../lambdas/app/games/create-game.js';
import type { GameRecord, PlayerRecord } from '../lambdas/app/core/model.js';
import { registerPlayer } from '../lambdas/app/accounts/players.js';
import { submitCommand } from '../lambdas/app/games/submit-command.js';
import { recordJson } from '../lambdas/store/event-store.js';
import { patientChooser } from '../domain/engine/playout.js';
import { createRng } from '../domain/engine/rng.js';
import { mrJackWords } from '../domain/games/mr-jack/words/words.js';
import { productGames } from '../domain/games/registry.js';
import { ripperRummyWords } from '../domain/games/ripper-rummy/words/words.js';
import { memoryContext } from '../test/support/memory-stores.js';

const ctx = memoryContext(productGames);
let n = 0;
// Ids shaped like real ones (randomIds in lambdas/app/core/system.ts), but fixed.
const fixed = (prefix: string) => `${prefix}${createRng(`id-${++n}`, 0).shuffle([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']).slice(0, 16).join('')}`;
Object.assign(ctx.ids, { gameId: () => fixed('g'), playerId: () => fixed('p'), seed: () => fixed('').slice(0, 32) });

async function player(name: string): Promise<PlayerRecord> {
  const out = await registerPlayer(ctx, { name, email: `${name.toLowerCase()}@example.com` });
  if (!out.ok) throw new Error(out.problem.detail);
  return (await ctx.players.get(out.value.playerId))!;
}

/** Plays `moves` seeded random moves of one variant; returns the versions at `take`. */
async function play(gameId: string, options: Record<string, unknown>, moves: number, take: (r: GameRecord) => boolean): Promise<GameRecord[]> {
  const game = productGames.get(gameId)!;
  const seats = game.seats(game.options.parse(options)).count;
  const players = await Promise.all(Array.from({ length: seats }, (_, i) => player(['Ada', 'Bob', 'Cy', 'Dee'][i]!)));
  const created = await createGame(ctx, players[0]!, { game: gameId, options }, null);
  if (!created.ok) throw new Error(created.problem.detail);
  const id = created.value.resource.gameId;
  for (const p of players.slice(1)) await joinGame(ctx, p, id);
  const rng = createRng(`dictionary-${gameId}`, 0);
  const choose = patientChooser(game);
  const out: GameRecord[] = [];
  for (let i = 0; i < moves; i++) {
    const latest = (await ctx.events.latest(id))!;
    if (latest.snapshot.status !== 'active') break;
    const seat = rng.pick(latest.snapshot.pending).seat;
    const command = choose(rng, game.legalCommands(latest.snapshot.state, seat), latest.snapshot.state, seat);
    const r = await submitCommand(ctx, players[seat]!, id, { command, ifMatch: latest.version, idempotencyKey: `k-${i}` });
    if (!r.ok) throw new Error(r.problem.detail);
    const stored = (await ctx.events.latest(id))!;
    if (take(stored)) out.push(stored);
  }
  return out;
}

const parts: string[] = [];
// Least common first: the end of a dictionary is the cheapest to refer to.
for (const [options, at] of [[{ extension: true }, 30], [{}, 40]] as const) {
  const rs = await play(mrJackWords.id, options, at, (r) => r.version === at);
  parts.push(...rs.map(recordJson));
}
const rummy4 = await play(ripperRummyWords.id, { players: 4 }, 60, (r) => r.version === 60);
const dealt = await play(ripperRummyWords.id, { players: 3 }, 400, (r) => r.events.some((e) => e.type === 'HandDealt') && r.version > 100);
const rummy3 = await play(ripperRummyWords.id, { players: 3 }, 90, (r) => r.version === 90);
parts.push(...rummy4.map(recordJson), ...dealt.slice(0, 1).map(recordJson), ...rummy3.map(recordJson));
const text = parts.join('\n');
process.stderr.write(`${parts.length} versions, ${Buffer.byteLength(text)} bytes\n`);
process.stdout.write(text);
