// A minimal bot: whenever a game of yours waits for you, it plays the first of your legalCommands.
// With WHITECHAPEL_WEBHOOK_SECRET set it waits for webhook deliveries (a `turn` event) on PORT;
// otherwise it polls every 5 s, reading each game with If-None-Match (an unchanged game is a 304).
//   WHITECHAPEL_URL=http://localhost:3000 WHITECHAPEL_TOKEN=… npx tsx bot.ts
import { createServer } from 'node:http';
import { createClient, unwrap, verifyWebhook, type WhitechapelClient } from '../index.js';

/** One pass: every active game where it is your turn gets its first legal command. `seen` keeps ETags between passes. */
export async function playWaitingGames(client: WhitechapelClient, seen = new Map<string, string>()): Promise<number> {
  let played = 0;
  const { games } = unwrap(await client.api.GET('/games', { params: { query: { status: 'active' } } }));
  for (const { gameId } of games.filter((g) => g.yourTurn)) {
    const etag = seen.get(gameId);
    const read = etag === undefined ? await client.readGame(gameId) : await client.readGameIfChanged(gameId, etag);
    if (read === null) continue; // 304: nothing moved since the last pass
    seen.set(gameId, read.etag);
    // Reads, decides and posts with If-Match; a 412 (someone moved first) reads again and decides anew.
    if (await client.play(gameId, (game) => game.legalCommands[0] ?? null)) played++;
  }
  return played;
}

const client = createClient({ baseUrl: process.env.WHITECHAPEL_URL ?? 'http://localhost:3000', token: process.env.WHITECHAPEL_TOKEN ?? '' });
const secret = process.env.WHITECHAPEL_WEBHOOK_SECRET;
if (secret) {
  // The webhook's URL must reach this port. Verify the raw body before parsing it.
  createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      try {
        await verifyWebhook(secret, req.headers, body);
      } catch {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(204).end(); // answer at once; play after
      const event: { type?: string } = JSON.parse(body.toString('utf8'));
      if (event.type === 'turn') await playWaitingGames(client).catch(console.error);
    });
  }).listen(Number(process.env.PORT ?? 8080));
} else {
  const seen = new Map<string, string>();
  for (;;) {
    await playWaitingGames(client, seen).catch(console.error);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
