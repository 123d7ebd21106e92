/**
 * The account mails: a sign-in code, the code confirming a new address, and the notice to the old
 * address that a change was asked. Sent directly by the route that causes them (not from the game
 * stream), to one player at one address. Names are quoted and made printable (see inputs.ts); the
 * unsubscribe links every mail ends with are added when it is published (unsubscribe-links.ts).
 */
import { printable } from '../core/inputs.js';
import type { PlayerRecord } from '../core/model.js';
import type { AccountMessageKind } from '../core/ports.js';
import { mailMinute } from './mail-time.js';

export interface AccountMail {
  readonly kind: AccountMessageKind;
  readonly subject: string;
  readonly body: string;
}

/** A name as mails show it: in quotes, anything unprintable replaced. */
export function quoteName(name: string): string {
  return `"${printable(name)}"`;
}

/** When a code stops working, in the player's time zone, on their clock. */
function time(ms: number, player: PlayerRecord): string {
  return mailMinute(new Date(ms).toISOString(), player);
}

export function signInMail(player: PlayerRecord, code: string, link: string, expiresAtMs: number): AccountMail {
  return {
    kind: 'sign-in',
    subject: 'Sign in to Whitechapel',
    body: [
      `Hello ${quoteName(player.name)},`,
      '',
      'Someone (we hope you) asked to sign in to Whitechapel with this address.',
      `Sign in: ${link}`,
      '',
      `Or post the code yourself: POST /sessions/redeem {"code": "${code}"}`,
      `It works once, until ${time(expiresAtMs, player)}, and gives a new token for the device you use it on.`,
      '',
      'If you did not ask, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

export function emailChangeCodeMail(player: PlayerRecord, newEmail: string, code: string, expiresAtMs: number): AccountMail {
  return {
    kind: 'email-change-code',
    subject: 'Confirm your new address for Whitechapel',
    body: [
      `Hello ${quoteName(player.name)},`,
      '',
      `You asked to use ${newEmail} for Whitechapel. To confirm it, post this code with your token:`,
      `POST /players/me/email/confirm {"code": "${code}"}`,
      `It works once, until ${time(expiresAtMs, player)}. Until then your mail keeps going to the old address.`,
      '',
      'If you did not ask, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

export function emailChangeRequestedMail(player: PlayerRecord, newEmail: string, expiresAtMs: number): AccountMail {
  return {
    kind: 'email-change-requested',
    subject: 'A change of your Whitechapel address was asked',
    body: [
      `Hello ${quoteName(player.name)},`,
      '',
      `Someone using one of your tokens asked to move your Whitechapel account to ${newEmail}.`,
      `Nothing changes unless the code sent there is confirmed (until ${time(expiresAtMs, player)}); your mail keeps coming here until then.`,
      '',
      'If it was not you, a token of yours is in the wrong hands. Before the change is confirmed: sign in by e-mail',
      '(POST /sessions with this address), revoke every other token (DELETE /players/me/tokens), and cancel the',
      'change by setting your address to this one again (PATCH /players/me).',
    ].join('\n'),
  };
}
