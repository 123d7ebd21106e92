/** The steps of `npm run smoke` (scripts/smoke.ts), apart so a test can run them against the local runtime. */
import { mrJackWords } from '../domain/games/mr-jack/words/words.js';
import { createClient, unwrap, type WhitechapelClient } from '../client/index.js';

/** Real moves played before the mover resigns. */
const SMOKE_MOVES = 8;

interface Player {
  readonly client: WhitechapelClient;
  readonly token: string;
}

export async function runSmoke(base: string, log: (line: string) => void): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
      passed++;
      log(`  ✓ ${name}`);
    } catch (e) {
      failed++;
      log(`  ✗ ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const players: Player[] = [];
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  await step('the docs page and the OpenAPI document are served', async () => {
    for (const path of ['/docs', '/openapi.yaml']) {
      const res = await fetch(`${base}${path}`);
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    }
  });
  try {
    await step('two throwaway players register', async () => {
      for (const name of ['Smoke-A', 'Smoke-B']) {
        const body = { name, email: `whitechapel-smoke-${name.toLowerCase()}-${stamp}@example.com` };
        const { token } = unwrap(await createClient({ baseUrl: base }).api.POST('/players', { body }));
        players.push({ token, client: createClient({ baseUrl: base, token }) });
      }
    });
    await step('a short game of Mr. Jack between them: a few moves, then one resigns', async () => {
      const [a, b] = players;
      if (!a || !b) throw new Error('no players to play with');
      const { gameId } = unwrap(await a.client.api.POST('/games', { body: { game: mrJackWords.id as never } }));
      unwrap(await b.client.api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
      let { game } = await a.client.readGame(gameId);
      for (let posts = 0; game.status !== 'finished'; posts++) {
        if (posts > SMOKE_MOVES + 1) throw new Error(`game ${gameId}: no end after resigning`);
        const seat = game.pending[0]?.seat;
        const mover = seat === 0 ? a : seat === 1 ? b : undefined;
        if (!mover) throw new Error(`game ${gameId}: no seat to play in ${JSON.stringify(game.pending)}`);
        // A few real moves, then the mover concedes: enough to cross every part a move crosses
        // (route, rules, conditional write, stream) without a whole game's requests on a live stack.
        const moved = await mover.client.play(gameId, (g) =>
          posts < SMOKE_MOVES ? (g.legalCommands.find((c) => c.type !== 'resign') ?? null) : (g.legalCommands.find((c) => c.type === 'resign') ?? null),
        );
        if (!moved) throw new Error(`game ${gameId}: seat ${seat} is pending but lists no command`);
        game = moved.game;
      }
      if (!game.result) throw new Error(`game ${gameId} finished without a result`);
    });
  } finally {
    // Whatever happened above, the players it made are deleted.
    await step('the throwaway players are deleted', async () => {
      for (const p of players) {
        const res = await fetch(`${base}/players/me`, { method: 'DELETE', headers: { authorization: `Bearer ${p.token}` } });
        if (res.status !== 204) throw new Error(`DELETE /players/me answered ${res.status}`);
      }
    });
  }
  return { passed, failed };
}
