// Deleting an account over HTTP on the local runtime (DynamoDB Local, the stream poller, the fake
// SNS): the account goes at once; from its farewell, through the stream, the player's open games are let go (a waiting game left, their own cancelled, an invitation
// withdrawn, a seat in play away at once and played by the bot from the stream), the address unsubscribed and free to register
// again, every token refused; games that ended and the other players' games go on untouched.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, dynamoClient } from '../../../lambdas/store/dynamo.js';
import { keys } from '../../../lambdas/store/table-schema.js';
import { waitFor } from '../../support/http/http.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

interface Game {
  gameId: string;
  version: number;
  status: string;
  seats: { seat: number; name: string; away: boolean }[];
  invited: { playerId: string }[];
  pending: { seat: number }[];
}

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const game = async (gameId: string, token: string) => (await env.http.game(gameId, token)).body as unknown as Game;
const create = async (token: string, options: Record<string, unknown>) => (await env.http.createGame({ game: 'counter', options }, token)).body.gameId;

describe('DELETE /players/me', () => {
  it('lets go of every open game, forgets the address and refuses the tokens; the games go on without the player', async () => {
    const email = unique('ada');
    const ada = await env.http.register('Ada', email);
    const bob = await env.http.register('Bob');
    // Ada's own table, waiting for players: cancelled.
    const own = await create(ada.token, { players: 3, target: 50 });
    // Bob's table, where Ada sat down: her seat is freed.
    const bobs = await create(bob.token, { players: 3, target: 50 });
    expect((await env.http.join(bobs, ada.token)).status).toBe(200);
    // Bob's other table, Ada invited: the invitation is withdrawn.
    const invitedTo = await create(bob.token, { players: 3, target: 50 });
    expect((await env.http.post(`/games/${invitedTo}/invitations`, { playerId: ada.playerId }, bob.token)).status).toBe(200);
    // A game in play, Ada to move, a bot playing missed moves: her seat goes away and the bot plays it.
    const playing = await create(ada.token, { players: 2, target: 1000, onTimeout: 'bot' });
    await env.http.join(playing, bob.token);
    // And a second game in play: a list that GET /games would read with a BatchGetItem of summaries
    // (the runtime's access guard refuses what a route does not declare, as IAM would).
    const second = await create(bob.token, { players: 2, target: 1000 });
    await env.http.join(second, ada.token);
    expect((await game(playing, ada.token)).pending.map((p) => p.seat)).toEqual([0]);
    // Her list, as the stream projects it, shows the five (a row may still say "waiting" for the
    // game Bob just joined: the deletion judges each game on its newest version, not on its row).
    await waitFor(async () => (await env.http.myGames(ada.token)).body.games.length === 5, 10_000);
    expect(env.rt.sns.subscriptions().filter((s) => s.endpoint === email)).toHaveLength(1);

    const deleted = await env.http.call('DELETE', '/players/me', { token: ada.token });
    expect([deleted.status, deleted.text]).toEqual([204, '']);

    // At once, every token is refused, this request's included.
    expect((await env.http.me(ada.token)).status).toBe(401);
    expect((await env.http.call('DELETE', '/players/me', { token: ada.token })).status).toBe(401);

    // Within moments, from the stream, the account's farewell is done and gone: nothing of the
    // address is left with SNS, and every open game is let go.
    const doc = documentClient(dynamoClient({ endpoint: env.rt.dynamoEndpoint }));
    const farewell = async () => (await doc.send(new GetCommand({ TableName: env.rt.table, Key: { pk: keys.farewell(ada.playerId), sk: 0 }, ConsistentRead: true }))).Item;
    await waitFor(async () => (await farewell()) === undefined, 10_000);
    doc.destroy();
    expect(env.rt.sns.subscriptions().filter((s) => s.endpoint === email)).toEqual([]);
    expect((await game(own, bob.token)).status).toBe('cancelled');
    expect((await game(bobs, bob.token)).seats.map((s) => s.name)).toEqual(['Bob']);
    expect((await game(invitedTo, bob.token)).invited).toEqual([]);
    expect((await game(second, bob.token)).seats.map((s) => [s.name, s.away])).toEqual([
      ['Bob', false],
      ['Ada', true],
    ]);
    // In play: away, and the bot played her move without anyone's clock running out; Bob's turn now.
    const after = (await waitFor(async () => {
      const g = await game(playing, bob.token);
      return g.pending.some((p) => p.seat === 1) && g;
    }, 10_000)).value;
    expect(after.seats.map((s) => [s.name, s.away])).toEqual([
      ['Ada', true],
      ['Bob', false],
    ]);
    const moved = await env.http.command(playing, { type: 'add', n: 1 }, bob.token);
    expect(moved.status).toBe(200);
    await waitFor(async () => (await game(playing, bob.token)).pending.some((p) => p.seat === 1) && (await game(playing, bob.token)).version > (moved.body as unknown as Game).version, 10_000);

    // The address is free again: it registers as someone new, and signing in by it reaches only them.
    const again = await env.http.register('Ada again', email);
    expect(again.playerId).not.toBe(ada.playerId);
    expect((await env.http.post('/sessions', { email })).status).toBe(202);
    const signIns = (await env.http.outbox()).body.messages.filter((m) => m.attributes.kind === 'sign-in' && m.to.includes(email));
    expect(signIns.map((m) => m.attributes.playerId)).toEqual([again.playerId]);
  });

  it('without a token, or with a made-up one, deletes nothing', async () => {
    const ada = await env.http.register('Ada');
    for (const token of [undefined, 'pNope.notARealSecretAtAll', `${ada.playerId}.notTheSecretAtAllxxxxxxxx`]) {
      const r = await env.http.call('DELETE', '/players/me', token ? { token } : {});
      expect([r.status, r.problem?.code]).toEqual([401, 'unauthorized']);
    }
    expect((await env.http.me(ada.token)).status).toBe(200);
  });
});
