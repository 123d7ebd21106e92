/**
 * Registering from an invitation link (invitation-links.ts): the same registration, for the address
 * the link was sent to only, and the answer names the game so the client lands on it to join. A
 * refused link changes nothing: it is judged before the account is created.
 */
import type { AppContext } from '../core/context.js';
import { emailKey } from '../core/inputs.js';
import type { ClockStyle } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { registerPlayer, type RegisteredPlayer } from '../accounts/players.js';

export interface InvitedRegistration {
  readonly name: string;
  readonly email: string;
  readonly timeZone?: string | null;
  readonly clock?: ClockStyle;
  readonly invitation: string;
}

export async function registerInvited(ctx: AppContext, input: InvitedRegistration): Promise<Outcome<RegisteredPlayer & { invitedTo: string }>> {
  if (!ctx.invitationLinks) return fail(problems.invalidInvitation('forged'));
  const checked = await ctx.invitationLinks.verify(input.invitation, ctx.clock.now().getTime());
  if (!checked.ok) return fail(problems.invalidInvitation(checked.why));
  if (emailKey(checked.invitation.email) !== emailKey(input.email)) return fail(problems.invalidInvitation('other-address'));
  const { invitation, ...registration } = input;
  const registered = await registerPlayer(ctx, registration);
  return registered.ok ? ok({ ...registered.value, invitedTo: checked.invitation.gameId }) : registered;
}
