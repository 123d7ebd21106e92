// What the inviter is told about the invitation mail: `sent` only when SNS will deliver it, i.e. the
// invitee takes game mail and their address subscription is confirmed; a subscription still waiting
// for its confirmation link is `awaiting-confirmation`, asked of SNS again rather than trusted stale.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../domain/games/registry.js';
import { createGame } from '../../../lambdas/app/games/create-game.js';
import { invitePlayer } from '../../../lambdas/app/games/invite-player.js';
import { updateProfile } from '../../../lambdas/app/accounts/players.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, recordingNotifier } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

/** A context whose SNS says a subscription is confirmed when `sns.confirmed` says so (or fails when it is 'error'). */
async function setUp() {
  const sns = { confirmed: false as boolean | 'error', asked: 0 };
  const notifier = recordingNotifier();
  notifier.isConfirmed = async () => {
    sns.asked++;
    if (sns.confirmed === 'error') throw new Error('SNS is down');
    return sns.confirmed;
  };
  const ctx = memoryContext(games, { notifier });
  const ada = (await newPlayer(ctx, 'Ada')).player;
  const gameId = unwrap(await createGame(ctx, ada, { game: 'counter', options: { players: 3 } }, null)).resource.gameId;
  return { ctx, sns, ada, gameId };
}

describe('the invitation answer', () => {
  it('says awaiting-confirmation (not mailed) while the invitee has not confirmed their subscription', async () => {
    const { ctx, sns, ada, gameId } = await setUp();
    const bob = (await newPlayer(ctx, 'Bob')).player;
    expect(bob.subscription.state).toBe('pending');
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: bob.playerId }))).toMatchObject({ invited: true, mailed: false, mail: 'awaiting-confirmation' });
    expect(sns.asked).toBe(1);
    expect((await ctx.players.get(bob.playerId))!.subscription.state).toBe('pending');
  });

  it('says sent once SNS has the subscription confirmed, and keeps that (no second question)', async () => {
    const { ctx, sns, ada, gameId } = await setUp();
    const bob = (await newPlayer(ctx, 'Bob')).player;
    const cy = (await newPlayer(ctx, 'Cy')).player;
    sns.confirmed = true;
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: bob.playerId }))).toMatchObject({ invited: true, mailed: true, mail: 'sent' });
    expect((await ctx.players.get(bob.playerId))!.subscription.state).toBe('confirmed');
    // Confirmed now on record: the next invitation (another game) asks SNS nothing.
    const other = unwrap(await createGame(ctx, cy, { game: 'counter', options: { players: 3 } }, null)).resource.gameId;
    const asked = sns.asked;
    expect(unwrap(await invitePlayer(ctx, cy, other, { playerId: bob.playerId }))).toMatchObject({ mailed: true, mail: 'sent' });
    expect(sns.asked).toBe(asked);
  });

  it('says awaiting-confirmation when SNS cannot be asked, and not-sent for no mail, an invitation already open, or nobody', async () => {
    const { ctx, sns, ada, gameId } = await setUp();
    const bob = (await newPlayer(ctx, 'Bob')).player;
    sns.confirmed = 'error';
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: bob.playerId }))).toMatchObject({ invited: true, mailed: false, mail: 'awaiting-confirmation' });
    sns.confirmed = true;
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: bob.playerId }))).toMatchObject({ invited: true, mailed: false, mail: 'not-sent' });

    const cy = (await newPlayer(ctx, 'Cy')).player;
    unwrap(await updateProfile(ctx, { player: cy, tokenId: 't0' }, { notifications: { email: false } }));
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: cy.playerId }))).toMatchObject({ invited: true, mailed: false, mail: 'not-sent' });
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { email: 'nobody@example.com' }))).toMatchObject({ invited: false, mailed: false, mail: 'not-sent' });
  });
});
