/**
 * What openapi.yaml says of each operation beyond what the code already fixes: the prose, the
 * examples, the successful answers, and the problems its use case can answer with. The rest comes
 * from the route table and the route implementations (auth, the body schema), the problem
 * catalogue and the middy stack, so it cannot be forgotten here: see document.ts.
 *
 * The type requires an entry for every operationId and no other.
 */
import { problems, type ProblemKind } from '../../app/core/problems.js';
import { HISTORY_PAGE } from '../../app/games/read-game.js';
import type { OperationId } from '../route-table.js';

export type Tag = 'players' | 'sessions' | 'games' | 'docs';
export type ParameterName =
  | 'GameId'
  | 'TokenId'
  | 'IfMatch'
  | 'IfNoneMatch'
  | 'IdempotencyKey'
  | 'HistoryAfter'
  | 'HistoryLimit'
  | 'UnsubscribeToken'
  | 'Version'
  | 'ListStatus'
  | 'ListLimit'
  | 'Cursor'
  | 'LobbyGame'
  | 'LobbyLimit';
export type HeaderName = 'ETag' | 'Location' | 'IdempotentReplayed' | 'GameCacheControl' | 'VaryAuthorization';

export interface SuccessDoc {
  readonly description: string;
  /** A component schema name, or the media type's raw schema for non-JSON answers. */
  readonly schema?: string;
  readonly mediaType?: 'application/json' | 'application/yaml' | 'text/html';
  readonly headers?: readonly HeaderName[];
  readonly example?: unknown;
}

export interface OperationDoc {
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  /** Header and query parameters (the path's own are added by document.ts). */
  readonly parameters?: readonly Exclude<ParameterName, 'GameId' | 'TokenId'>[];
  /** The component name of the route's own body schema (default `<OperationId>Body`). */
  readonly bodyName?: string;
  /** A component to document as the request body instead of the route's own schema (or where it has none). */
  readonly requestSchema?: string;
  readonly requestExamples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
  /** The request examples are the registered games' creation examples (GameWords.creationExamples). */
  readonly examplesFromGames?: true;
  readonly success: Readonly<Partial<Record<200 | 201 | 202 | 204 | 304, SuccessDoc>>>;
  /** A person's browser (`Accept: text/html`) gets the problems as an HTML page instead (a link followed from a mail). */
  readonly problemPages?: true;
  /** Problems of the use case (the stack's own — bad JSON, no token, size, media type, 5xx — are added by document.ts). */
  readonly problems?: readonly ProblemKind[];
  /** Said of a status beyond the titles and codes of its problems. */
  readonly notes?: Readonly<Partial<Record<number, string>>>;
}

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
  notifications: { email: true, reminders: true, news: true },
  timeZone: 'Europe/London',
  clock: '24h',
  subscription: { arn: null, email: null, state: 'pending' },
};

export const operationDocs: { readonly [Id in OperationId]: OperationDoc } = {
  registerPlayer: {
    tag: 'players',
    summary: 'Register a player',
    description:
      'Returns the bearer token of your first device exactly once; only a hash of it is stored. Your e-mail address gets a confirmation mail ' +
      'from SNS: follow it, or no mail reaches you (turns, sign-in codes).\n\n' +
      'One player per address (trimmed, compared without regard to case): SNS keeps one e-mail subscription per address and topic, and ' +
      'signing in by e-mail must name one account. A lost token is no lost account: sign in by e-mail (`POST /sessions`).',
    bodyName: 'Registration',
    requestExamples: { ada: { summary: 'A new player', value: { name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/London' } } },
    success: {
      201: {
        description: 'The new player and its token.',
        schema: 'RegisteredPlayer',
        example: { ...PLAYER_EXAMPLE, token: 'pA9DJKgL6kLWUczPA.iEwYyorkFuiFtTBKS3dsWPC2e4ec8Z7X', tokenId: 'tQ2mX8dLr4vKe' },
      },
    },
    problems: [problems.invalidName, problems.invalidTimeZone, problems.emailTaken, problems.playerIdTaken],
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
    success: { 200: { description: 'The updated profile; `emailChange` shows a change waiting for its code.', schema: 'Player' } },
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
    success: { 200: { description: 'The profile with its new address.', schema: 'Player' } },
    problems: [problems.invalidCode, problems.playerNotFound, problems.noEmailChange, problems.emailTaken],
    notes: { 400: 'A wrong, used or expired code (`invalid-code`) changes nothing.', 409: 'No change was asked for, or another player took the address meanwhile.' },
  },
  listTokens: {
    tag: 'players',
    summary: "The caller's tokens, one per device",
    description: '`lastUsedAt` is recorded to the hour. Only ids and labels: a token itself is shown once, when issued.',
    success: { 200: { description: 'The tokens, newest first.', schema: 'TokenList' } },
    problems: [problems.playerNotFound],
  },
  createToken: {
    tag: 'players',
    summary: 'Issue a token for another device',
    description: 'A player holds at most 20 tokens.',
    bodyName: 'TokenRequest',
    requestExamples: { phone: { summary: 'A token for a phone', value: { label: "Ada's phone" } } },
    success: { 201: { description: 'The new token, shown this once.', schema: 'IssuedToken' } },
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
    success: { 202: { description: 'Accepted (whether or not the address is registered).', schema: 'SignInRequested' } },
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
    success: { 201: { description: 'The new token, shown this once.', schema: 'IssuedToken' } },
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
  createGame: {
    tag: 'games',
    summary: 'Create a game',
    description:
      'The creator takes seat 0. The game starts (its setup runs) when every seat is taken.\n\n' +
      'Every option has a default; `turnTimeLimitHours` and `onTimeout` are the platform\'s, the same for every game. ' +
      '`bots` seats bots in any seats but the creator\'s, so one person can play alone; joiners take the lowest free seat; when the bots fill the game it starts at once. ' +
      'A bot plays its seat from the same view a player of that seat gets, through ordinary commands in the history. ' +
      'With an `Idempotency-Key` a retried create returns the same game (200) instead of a new one.',
    parameters: ['IdempotencyKey'],
    requestSchema: 'GameCreation',
    // Each game's own, from its words (document.ts).
    examplesFromGames: true,
    success: {
      201: { description: 'The new game as the creator sees it.', schema: 'Game', headers: ['ETag', 'Location'] },
      200: { description: 'An Idempotency-Key retry: the game created the first time, as it is now.', schema: 'Game', headers: ['ETag', 'Location'] },
    },
    problems: [problems.unknownGame, problems.invalidOptions, problems.invalidBots, problems.invalidIdempotencyKey, problems.idempotencyKeyReused],
    notes: { 422: 'The Idempotency-Key was used before for a different creation.' },
  },
  listGames: {
    tag: 'games',
    summary: "The caller's games, a page at a time",
    description:
      'Games in play, then games waiting for players (with the games the caller is invited to, `invited: true`), finished and cancelled games; ' +
      'or only those of one `status`. The games in play come first with those waiting for the caller first, oldest decision first, as the ' +
      'first pages; the rest follow in that order. Paging with `cursor` (and the same `status`) lists each game once. ' +
      'A read model that may lag a second or two behind the games themselves.',
    parameters: ['ListStatus', 'ListLimit', 'Cursor'],
    success: { 200: { description: "A page of the caller's games.", schema: 'GameList' } },
    problems: [problems.invalidStatus, problems.invalidQuery, problems.invalidCursor],
  },
  browseLobby: {
    tag: 'games',
    summary: 'Public games waiting for players',
    description:
      'Public games that still have a seat anyone may take, oldest first, with their options, the players seated and the turn ' +
      'time limit; a game leaves the lobby when full, started or cancelled. With `game`, only that game\'s; without it, those of every game ' +
      '(each entry says its `game`) in one list in the same order. Paging with `cursor` (and the same `game`, or none) lists each game once; ' +
      'a cursor of the other kind of list is refused. A read model fed by the stream (it may lag a second or two). ' +
      'Join one with `POST /games/{gameId}/join`.',
    parameters: ['LobbyGame', 'LobbyLimit', 'Cursor'],
    success: { 200: { description: 'A page of the lobby.', schema: 'LobbyPage' } },
    problems: [problems.unknownGame, problems.invalidQuery, problems.invalidCursor],
  },
  comeBack: {
    tag: 'games',
    summary: 'Back at an away seat',
    description:
      'No body, or an empty JSON object. After two deadlines in a row, or after you left the game, your seat is away: its turns are played at once for you, ' +
      'within moments (by a bot with `onTimeout: "bot"`, else by the game\'s fallback while another player or a bot is still at the table; with every player away and no bot ' +
      'seated the game waits). This ends that (`SeatBack` in the history): your next decision waits for you again, with its whole time limit from now. ' +
      'When your seat is not away nothing changes.',
    success: { 200: { description: 'The game as you see it, your seat no longer away.', schema: 'Game', headers: ['ETag'] } },
    problems: [problems.invalidBody, problems.notAPlayer, problems.gameNotFound, problems.busy],
  },
  leaveGame: {
    tag: 'games',
    summary: 'Leave a game',
    description:
      'No body, or an empty JSON object. While the game waits for players: frees your seat; when you created the game it is cancelled ' +
      'instead (status `cancelled`) and everyone seated is told by mail. Once it is being played: your seat is marked away at once ' +
      '(`SeatAway` in the history, `away: true` in `seats`), as after two missed deadlines, so the others need not wait out your deadlines: ' +
      'the game\'s fallback plays your turns at once from then on (in Mr. Jack that forfeits the game at your next decision), or with ' +
      '`onTimeout: "bot"` a bot does. With the fallback, once every player has left or is away and no bot is seated, nothing is played and no deadline runs: the game ' +
      'waits until one of them is back. You stay seated and see the game to its end; `POST /games/{gameId}/back` takes your turns back. ' +
      'Leaving a seat already away changes nothing. A finished game cannot be left (409 `game-over`).',
    success: { 200: { description: 'The game after you left: no longer seated while it waited; seated and away once it is played.', schema: 'Game', headers: ['ETag'] } },
    problems: [problems.invalidBody, problems.notAPlayer, problems.gameNotFound, problems.gameNotWaiting, problems.gameOver, problems.busy],
  },
  invitePlayer: {
    tag: 'games',
    summary: 'Invite someone to a game that waits for players',
    description:
      'Only a seated player may invite. By `email` or `playerId`: when it is a player\'s, they are invited (the game is in their list with ' +
      '`invited: true`) and mailed with the game\'s link if they take game mail; otherwise nobody is mailed (mail reaches only subscribed ' +
      'addresses) and you share `joinUrl` by hand. An address is never stored, shown or logged. At most 20 invitations per game ' +
      '(and 40 attempts a day; 100 a day per inviter over all games).',
    bodyName: 'Invitation',
    requestExamples: { email: { summary: 'By address', value: { email: 'bob@example.com' } }, player: { summary: 'By player id', value: { playerId: 'pA9DJKgL6kLWUczPA' } } },
    success: { 200: { description: 'The links to share, and whether a player was invited and mailed.', schema: 'InvitationAnswer' } },
    problems: [problems.notAPlayer, problems.gameNotFound, problems.gameNotWaiting, problems.tooManyInvitations, problems.busy],
  },
  requestRematch: {
    tag: 'games',
    summary: 'A rematch of a finished game',
    description:
      'No body, or an empty JSON object. Creates a game with the same game, options, visibility and players, seats rotated by one (so the first ' +
      'player changes; in Mr. Jack the roles change hands); you are seated, bots keep their seats, every other player is invited to the seat ' +
      'kept for them. Asking again (anyone of the game) answers the same new game; a player whose seat is kept takes it so.',
    success: {
      201: { description: 'The new game as you see it.', schema: 'Game', headers: ['ETag', 'Location'] },
      200: { description: 'The rematch asked for before, as it is now (your kept seat taken, if it was).', schema: 'Game', headers: ['ETag', 'Location'] },
    },
    problems: [problems.invalidBody, problems.notAPlayer, problems.gameNotFound, problems.gameNotFinished, problems.gameFull, problems.busy],
  },
  getGame: {
    tag: 'games',
    summary: 'A game as the caller may see it',
    description:
      'Strongly consistent. `you` is absent when the caller is not seated (a spectator). `legalCommands` lists every command the caller may post now.\n\n' +
      'The ETag is the version. The answer is the caller\'s own (the token says who asks): a private cache may keep it and ' +
      'revalidate it with `If-None-Match`, which is answered with 304 and no body while the game has not moved.',
    parameters: ['IfNoneMatch'],
    success: {
      200: { description: 'The game.', schema: 'Game', headers: ['ETag', 'GameCacheControl', 'VaryAuthorization'] },
      304: { description: 'The game has not changed since the ETag in If-None-Match.', headers: ['ETag', 'GameCacheControl', 'VaryAuthorization'] },
    },
    problems: [problems.gameNotFound],
  },
  joinGame: {
    tag: 'games',
    summary: 'Take an open seat',
    description: 'No body, or an empty JSON object. Joining a game you already sit at answers with your seat. When the last seat is taken the game starts.',
    success: { 200: { description: 'The game as the new player sees it (`you` is the seat).', schema: 'Game', headers: ['ETag'] } },
    problems: [problems.invalidBody, problems.gameNotFound, problems.gameFull, problems.busy],
  },
  submitCommand: {
    tag: 'games',
    summary: 'Post a command',
    description:
      'The body is one of the `legalCommands` from `GET /games/{gameId}`, exactly as listed.\n\n' +
      'Send `If-Match` with the ETag you saw: if the game moved on meanwhile the answer is 412 and nothing changes. ' +
      'Without `If-Match` the command is judged against the current state.\n\n' +
      'An `Idempotency-Key` you used for one of your recent commands returns that command\'s answer ' +
      '(header `Idempotent-Replayed: true`) and appends nothing.',
    parameters: ['IfMatch', 'IdempotencyKey'],
    requestSchema: 'Command',
    requestExamples: {
      draw: { summary: 'Ripper Rummy: draw from the draw pile', value: { type: 'draw', from: 'deck' } },
      pick: { summary: 'Mr. Jack: pick Holmes', value: { type: 'pick', character: 'holmes' } },
      keep: { summary: 'Mr. Jack Extension, the draft: keep Madame and Gull', value: { type: 'keep', characters: ['madame', 'gull'] } },
      place: { summary: 'Mr. Jack Extension, start hexes: Madame on f7', value: { type: 'place', character: 'madame', to: 'f7' } },
      barricade: { summary: "Mr. Jack Extension: Lane's barricade between g5 and g6", value: { type: 'barricade', between: ['g5', 'g6'] } },
      flee: { summary: "Mr. Jack Extension: Holmes flees Pizer to g7", value: { type: 'flee', character: 'holmes', to: 'g7' } },
      leap: { summary: 'Mr. Jack Extension: Spring-Heeled Jack leaps to l6', value: { type: 'leap', to: 'l6' } },
    },
    success: {
      200: {
        description: 'Accepted (or replayed). The game after the command, as the caller sees it, with the new version.',
        schema: 'Game',
        headers: ['ETag', 'IdempotentReplayed'],
      },
    },
    problems: [
      problems.invalidCommand,
      problems.invalidIfMatch,
      problems.invalidIdempotencyKey,
      problems.notAPlayer,
      problems.gameNotFound,
      problems.gameNotStarted,
      problems.gameOver,
      problems.gameCancelled,
      problems.busy,
      problems.staleVersion,
      problems.ruleRejected,
      problems.idempotencyKeyReused,
    ],
    notes: {
      412: 'If-Match names an older version; `currentVersion` says which is current (when known).',
      422: "Well-formed but against the rules: `code` is the rule's own (e.g. `not-your-turn`, `meld-needs-victim`), or `idempotency-key-reused`.",
    },
  },
  getHistory: {
    tag: 'games',
    summary: "The game's history as the caller may see it",
    description: `One entry per version, oldest first; each entry's events are redacted for the caller. Pages of ${HISTORY_PAGE.default} by default.`,
    parameters: ['HistoryAfter', 'HistoryLimit'],
    success: { 200: { description: 'A page of history.', schema: 'HistoryPage' } },
    problems: [problems.invalidQuery, problems.gameNotFound],
  },
  getGameVersion: {
    tag: 'games',
    summary: 'One past version of the game, as the caller saw it then',
    description:
      'The game resource as it was right after `version`: its `view` is what the caller\'s seat (or a spectator) was shown then, so a client can ' +
      'step through the history as boards. Nothing new is revealed, and nothing can be posted to the past: `legalCommands` is empty. ' +
      'A version never changes: the answer may be cached for good.',
    success: { 200: { description: 'The game at that version.', schema: 'Game', headers: ['ETag'] } },
    problems: [problems.gameNotFound, problems.versionNotFound],
  },
  getOpenApi: {
    tag: 'docs',
    summary: 'This document',
    success: { 200: { description: 'OpenAPI 3.1 in YAML.', mediaType: 'application/yaml' } },
  },
  getDocs: {
    tag: 'docs',
    summary: 'Human-readable API documentation',
    success: { 200: { description: 'An HTML page generated from this document.', mediaType: 'text/html' } },
  },
};
