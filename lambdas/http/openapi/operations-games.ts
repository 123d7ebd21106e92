/** openapi.yaml's words for the game operations: creating, listing, joining, playing and reading games, and the docs. */
import { problems } from '../../app/core/problems.js';
import { HISTORY_PAGE } from '../../app/games/read-game.js';
import type { OperationId } from '../route-table.js';
import type { OperationDoc } from './operation-doc.js';

export const gameOperationDocs = {
  createGame: {
    tag: 'games',
    summary: 'Create a game',
    description:
      'The creator takes seat 0. The game starts (its setup runs) when every seat is taken.\n\n' +
      'Every option has a default; `turnTimeLimitHours` and `onTimeout` are the platform\'s, the same for every game. ' +
      '`timeBank` (the platform\'s too) gives each seat a bank of time instead of `turnTimeLimitHours` (give one or the other; both is `invalid-options`). ' +
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
    success: {
      200: {
        description: 'The links to share, and whether a player was invited and mailed.',
        schema: 'InvitationAnswer',
        example: {
          gameId: 'gR4nT8vLq2WcX',
          joinUrl: 'https://whitechapel.example/play/games/gR4nT8vLq2WcX',
          joinApi: 'https://api.whitechapel.example/games/gR4nT8vLq2WcX/join',
          invited: true,
          mailed: true,
          mail: 'sent',
        },
      },
    },
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
  getGameCard: {
    tag: 'games',
    summary: "A game's public card, without a token",
    description:
      'What a link to the game may tell someone not signed in (an invitation opened on a new device): the game, its options, who is seated by name, ' +
      'how many seats are open and how many are kept for invited players. Never a player id, an address, the board or a hand. No token needed: ' +
      'whoever holds the game id may read it (the id is the link, as unguessable as a token; a signed-in player with it may read the whole game ' +
      'as a spectator already). The ETag is the version; the answer is the same for everyone, so any cache may keep it and revalidate it with ' +
      '`If-None-Match` (304).',
    parameters: ['IfNoneMatch'],
    success: {
      200: { description: 'The card.', schema: 'GameCard', headers: ['ETag'] },
      304: { description: 'The game has not changed since the ETag in If-None-Match.', headers: ['ETag'] },
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
} satisfies { readonly [Id in OperationId]?: OperationDoc };
