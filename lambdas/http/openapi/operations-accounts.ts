/** openapi.yaml's words for the account operations: players, tokens, sign-in and unsubscribing. */
import { problems } from '../../app/core/problems.js';
import type { OperationId } from '../route-table.js';
import type { OperationDoc } from './operation-doc.js';
/** What the two unsubscribe routes share: the signed link in the query, and how a bad one is answered. */
const UNSUBSCRIBE_LINK = {
  parameters: ['UnsubscribeToken'],
  problems: [problems.invalidLink],
  problemPages: true,
  notes: { 400: 'The link is not one we signed (mistyped or cut short); nothing changes.' },
} as const satisfies Partial<OperationDoc>;

const PLAYER_EXAMPLE = {
  playerId: 'pA9DJKgL6kLWUczPA',
  name: 'Ada',
  email: 'ada@example.com',
  emailChange: null,
  createdAt: '2026-11-29T14:34:08.473Z',
  notifications: { email: true, reminders: true, news: true, mode: 'each', digestHour: 8, whenJustPlayed: false },
  timeZone: 'Europe/London',
  clock: '24h',
  vacation: null,
  vacationDaysLeft: 15,
  autoVacation: true,
  mutedGames: [],
  subscription: { arn: null, email: null, state: 'pending' },
};

const TOKEN_LIST_EXAMPLE = {
  tokens: [
    { tokenId: 'tQ2mX8dLr4vKe', label: "Ada's laptop", createdAt: '2026-11-29T14:34:08.473Z', lastUsedAt: '2026-12-01T09:00:00.000Z', current: true },
    { tokenId: 'tZ7pN3cWq9sHb', label: "Ada's phone", createdAt: '2026-11-30T18:02:51.120Z', lastUsedAt: null, current: false },
  ],
};
const SIGN_IN_EXAMPLE = { message: 'If this address belongs to a player, a sign-in mail is on its way. Its code works once, for 15 minutes.' };
const ISSUED_TOKEN_EXAMPLE = { playerId: 'pA9DJKgL6kLWUczPA', tokenId: 'tZ7pN3cWq9sHb', token: 'pA9DJKgL6kLWUczPA.x8TqLmW2vRb9KcY4nE7dPzA1sG5hJ3fU' };

export const accountOperationDocs = {
  registerPlayer: {
    tag: 'players',
    summary: 'Register a player',
    description:
      'Returns the bearer token of your first device exactly once; only a hash of it is stored. Your e-mail address gets a confirmation mail ' +
      'from SNS: follow it, or no mail reaches you (turns, sign-in codes).\n\n' +
      'One player per address (trimmed, compared without regard to case): SNS keeps one e-mail subscription per address and topic, and ' +
      'signing in by e-mail must name one account. A lost token is no lost account: sign in by e-mail (`POST /sessions`).\n\n' +
      'From an invitation link (`invitation`): the address it was sent to is proven by the link, and the answer names the game to join (`invitedTo`).',
    bodyName: 'Registration',
    requestExamples: { ada: { summary: 'A new player', value: { name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/London' } } },
    success: {
      201: {
        description: 'The new player and its token.',
        schema: 'RegisteredPlayer',
        example: { ...PLAYER_EXAMPLE, token: 'pA9DJKgL6kLWUczPA.iEwYyorkFuiFtTBKS3dsWPC2e4ec8Z7X', tokenId: 'tQ2mX8dLr4vKe' },
      },
    },
    problems: [problems.invalidName, problems.invalidTimeZone, problems.invalidInvitation, problems.emailTaken, problems.playerIdTaken],
    notes: { 409: 'One player per address: sign in with it instead (`POST /sessions`).' },
  },
  getMe: {
    tag: 'players',
    summary: "The caller's profile and notification settings",
    success: { 200: { description: 'The caller.', schema: 'Player', example: PLAYER_EXAMPLE } },
  },
  updateMe: {
    tag: 'players',
    summary: 'Change name, e-mail, notification preferences, time zone or clock',
    description:
      'Turning e-mail off stops game mails; the address stays subscribed, so a sign-in code you ask for still arrives.\n\n' +
      'A new address does not take effect at once: it is subscribed (SNS sends it a confirmation mail), a code is mailed to it, ' +
      'and the current address is told of the request. Post the code to `/players/me/email/confirm` within 24 hours. ' +
      'SNS delivers nothing to an address before its confirmation link is followed, the code included: follow it, then ask again for a new code. ' +
      'At most 5 codes per new address and hour. Sending the current address cancels a pending change. A refused request changes nothing.',
    bodyName: 'ProfileChange',
    requestExamples: {
      noReminders: { summary: 'No reminders', value: { notifications: { reminders: false } } },
      timeZone: { summary: 'Mails in New York time, on a 12-hour clock', value: { timeZone: 'America/New_York', clock: '12h' } },
      newAddress: { summary: 'Move to a new address (confirmed by a mailed code)', value: { email: 'ada@new.example' } },
    },
    success: { 200: { description: 'The updated profile; `emailChange` shows a change waiting for its code.', schema: 'Player', example: PLAYER_EXAMPLE } },
    problems: [problems.invalidName, problems.invalidTimeZone, problems.playerNotFound, problems.emailTaken, problems.tooManyMails],
    notes: { 409: 'The new address belongs to another player.', 429: 'Too many codes to this address in the last hour; Retry-After says when to try again.' },
  },
  deleteMe: {
    tag: 'players',
    summary: 'Delete your account',
    description:
      'For good, and nobody waits for you afterwards. At once: the account and every token of it are deleted, and your address is forgotten (it may ' +
      'register again); the tokens are refused at once by the server that deleted them and within 60 seconds everywhere. ' +
      'Within moments after the answer: each waiting game you sit in is left (one you created is cancelled), each invitation to you is ' +
      'withdrawn (freeing a seat a rematch kept for you), and in each game in play ' +
      'your seat is marked away (SeatAway), so its fallback, or the bot with onTimeout "bot", plays your turns from then on ' +
      '(with the fallback, a game without bots whose other players are all away too waits for one of them to come back); ' +
      'and your address is unsubscribed from our mail.\n\n' +
      "The games you played keep the name you played them under: they are the other players' games too.",
    success: { 204: { description: 'Deleted.' } },
    problems: [problems.playerNotFound],
  },
  confirmEmail: {
    tag: 'players',
    summary: 'Confirm a new e-mail address with the code mailed to it',
    description: 'The address asked for with `PATCH /players/me` becomes yours, and the old one stops receiving mail. A code works once.',
    bodyName: 'EmailConfirmation',
    requestExamples: { code: { summary: 'The code from the mail', value: { code: 'Yq3kT0b5vN2xL8pR4sW6zA1cE7gH9jK0' } } },
    success: { 200: { description: 'The profile with its new address.', schema: 'Player', example: PLAYER_EXAMPLE } },
    problems: [problems.invalidCode, problems.playerNotFound, problems.noEmailChange, problems.emailTaken],
    notes: { 400: 'A wrong, used or expired code (`invalid-code`) changes nothing.', 409: 'No change was asked for, or another player took the address meanwhile.' },
  },
  listTokens: {
    tag: 'players',
    summary: "The caller's tokens, one per device",
    description: '`lastUsedAt` is recorded to the hour. Only ids and labels: a token itself is shown once, when issued.',
    success: { 200: { description: 'The tokens, newest first.', schema: 'TokenList', example: TOKEN_LIST_EXAMPLE } },
    problems: [problems.playerNotFound],
  },
  createToken: {
    tag: 'players',
    summary: 'Issue a token for another device',
    description: 'A player holds at most 20 tokens.',
    bodyName: 'TokenRequest',
    requestExamples: { phone: { summary: 'A token for a phone', value: { label: "Ada's phone" } } },
    success: { 201: { description: 'The new token, shown this once.', schema: 'IssuedToken', example: ISSUED_TOKEN_EXAMPLE } },
    problems: [problems.invalidName, problems.playerNotFound, problems.tooManyTokens, problems.accountBusy],
  },
  revokeToken: {
    tag: 'players',
    summary: 'Revoke one token',
    description:
      'The token is refused at once by the server that revoked it and within 60 seconds everywhere (warm servers remember a verified token for at most a minute). ' +
      'Revoking the token you call with signs this device out.',
    success: { 204: { description: 'Revoked.' } },
    problems: [problems.tokenNotFound, problems.playerNotFound, problems.accountBusy],
  },
  revokeOtherTokens: {
    tag: 'players',
    summary: 'Revoke every token but the one calling',
    description: 'Signs every other device out (refused within 60 seconds everywhere, at once here). A lost or leaked token ends here.',
    success: { 204: { description: 'Revoked (also when there was nothing to revoke).' } },
    problems: [problems.playerNotFound, problems.accountBusy],
  },
  createSession: {
    tag: 'sessions',
    summary: 'Ask for a sign-in mail',
    description:
      'Always 202 with the same body: nobody learns whether an address is registered. When it is, the player gets a mail with a one-time code ' +
      '(valid 15 minutes) and a link to `<web client>/sign-in?code=…`; post the code to `/sessions/redeem`. ' +
      'At most 5 requests per address and hour (429 with Retry-After after that).\n\n' +
      'The mail is sent through the same SNS subscription as game mails, so it reaches only an address whose subscription was confirmed.',
    bodyName: 'SignInRequest',
    requestExamples: { ada: { summary: 'Sign in as the player of this address', value: { email: 'ada@example.com' } } },
    success: { 202: { description: 'Accepted (whether or not the address is registered).', schema: 'SignInRequested', example: SIGN_IN_EXAMPLE } },
    problems: [problems.tooManyMails],
    notes: { 429: 'Five requests for this address in the last hour; Retry-After says when the next is allowed.' },
  },
  redeemSession: {
    tag: 'sessions',
    summary: 'Trade a sign-in code for a token',
    description:
      'A code works once, for 15 minutes. The new token is one more device of the player (at most 20: the least recently used is dropped to make room).',
    bodyName: 'SignInCode',
    requestExamples: { code: { summary: 'The code from the sign-in mail', value: { code: 'Yq3kT0b5vN2xL8pR4sW6zA1cE7gH9jK0', label: "Ada's laptop" } } },
    success: { 201: { description: 'The new token, shown this once.', schema: 'IssuedToken', example: ISSUED_TOKEN_EXAMPLE } },
    problems: [problems.invalidName, problems.invalidCode, problems.accountBusy],
    notes: { 400: 'An unknown, used or expired code (`invalid-code`), or a bad label.' },
  },
  unsubscribe: {
    tag: 'players',
    summary: 'The page a mail\'s unsubscribe link opens (no token; changes nothing)',
    description:
      'Every mail ends with three such links: one turns game e-mails off, one only the reminders, one only the game news (a game starting or ending, a player leaving). `t` is signed by the server, so a link ' +
      'works for its own player and setting only, and for ever. Following the link only shows a small HTML page with a button that posts ' +
      'the same link (`POST /unsubscribe?t=…`): a mail scanner or client that follows links ahead of the reader turns nothing off.',
    success: { 200: { description: 'A page asking to confirm, with the button.', mediaType: 'text/html' } },
    ...UNSUBSCRIBE_LINK,
  },
  confirmUnsubscribe: {
    tag: 'players',
    summary: 'Turn mail off from a link in a mail (no token)',
    description: 'The button of the link\'s page: turns off what the signed `t` says. Posting it again changes nothing more. No body is needed. Answers a small HTML page.',
    success: { 200: { description: 'Done: a page saying what was turned off.', mediaType: 'text/html' } },
    ...UNSUBSCRIBE_LINK,
  },
} satisfies { readonly [Id in OperationId]?: OperationDoc };
