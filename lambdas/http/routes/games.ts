/** Routes: create, list, read, join, command and history of games. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { BotSeatsRequest } from '../../app/games/bot-seats.js';
import { comeBack } from '../../app/games/come-back.js';
import { createGame, joinGame } from '../../app/games/create-game.js';
import { problems } from '../../app/core/problems.js';
import { HISTORY_PAGE, listMyGames, readGame, readHistory } from '../../app/games/read-game.js';
import { submitCommand } from '../../app/games/submit-command.js';
import { logger } from '../../logger.js';
import { VisibilityRequest } from '../../app/lobby/lobby.js';
import { RatedRequest } from '../../app/ratings/rated.js';
import { withSeatRatings } from '../../app/ratings/seat-ratings.js';
import { ok } from '../../app/core/outcome.js';
import { firstPageOfGames, gameListQuery } from '../list-query.js';
import { HttpProblem } from '../problem.js';
import { preparedJson } from '../compress.js';
import { defineRoute } from '../route.js';
import { etag, gameIdParam, gameInPath, gameInPathUnlessRemembered, HistoryAfterQuery, HistoryLimitQuery, idempotencyKeyHeader, ifMatchHeader, ifNoneMatches, intQuery, respond } from '../validate.js';

/**
 * The first gate of a creation: the shape the platform needs. The game's own options schema (and
 * the platform's turn time limit) judge `options` next, in the use case; openapi.yaml documents
 * the two together, game by game.
 */
export const CreateBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    game: z.string().check(z.minLength(1), z.maxLength(40)),
    options: z.optional(z.record(z.string(), z.unknown())),
    bots: z.optional(BotSeatsRequest()),
    visibility: z.optional(VisibilityRequest()),
    rated: z.optional(RatedRequest()),
  }),
);

export const createGameRoute = /* @__PURE__ */ defineRoute({ auth: true, body: CreateBody }, async (req, ctx) => {
  const out = await createGame(ctx, req.player, req.body, idempotencyKeyHeader(req.headers) ?? null);
  return respond(out, ({ created, resource }) => ({
    status: created ? 201 : 200,
    body: resource,
    headers: { ETag: etag(resource.version), Location: `/games/${resource.gameId}` },
  }));
});

export const listGamesRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: firstPageOfGames }, async (req, ctx) => {
  return respond(await listMyGames(ctx, req.player, gameListQuery(req.query)), (v) => ({ status: 200, body: v }));
});

/**
 * A game as one caller sees it: the token fixes who asks, so a private cache (the browser's) may
 * keep it under that Authorization and must revalidate it (If-None-Match → 304); shared caches never.
 */
export const GAME_CACHING = { 'cache-control': 'private, no-cache', Vary: 'Authorization' } as const;

export const getGameRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPath }, async (req, ctx) => {
  const read = await readGame(ctx, req.player, gameIdParam(req.pathParameters));
  // The seats' ratings are read only for an answer with a body (a 304 reads none).
  const fresh = read.ok && !ifNoneMatches(req.headers, etag(read.value.version));
  const out = fresh ? ok(await withSeatRatings({ ratings: ctx.ratings, kindOf: (id) => ctx.games.get(id)?.words.rating }, read.value)) : read;
  return respond(out, (g) => {
    const tag = etag(g.version);
    if (ifNoneMatches(req.headers, tag)) return { status: 304, headers: { ETag: tag, ...GAME_CACHING } };
    return { status: 200, body: g, headers: { ETag: tag, ...GAME_CACHING } };
  });
});

export const joinGameRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPathUnlessRemembered, rawBody: true }, async (req, ctx) => {
  // No body, or an empty JSON object (some clients always send one).
  if (req.body !== undefined && (typeof req.body !== 'object' || req.body === null || Object.keys(req.body).length > 0)) {
    throw new HttpProblem(problems.invalidBody('Joining takes no body (or an empty object).'));
  }
  // The answer's JSON (and gzip) is made while the write is in flight, as a command's is.
  const out = await joinGame(ctx, req.player, gameIdParam(req.pathParameters), (g) => ({ resource: g, json: preparedJson(g, req.headers) }));
  return respond(out, ({ resource, json }) => ({ status: 200, body: resource, json, headers: { ETag: etag(resource.version) } }));
});

export const comeBackRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPathUnlessRemembered, rawBody: true }, async (req, ctx) => {
  if (req.body !== undefined && (typeof req.body !== 'object' || req.body === null || Object.keys(req.body).length > 0)) {
    throw new HttpProblem(problems.invalidBody('Coming back takes no body (or an empty object).'));
  }
  const out = await comeBack(ctx, req.player, gameIdParam(req.pathParameters), ({ resource }) => ({ resource, json: preparedJson(resource, req.headers) }));
  return respond(out, ({ resource, json }) => ({ status: 200, body: resource, json, headers: { ETag: etag(resource.version) } }));
});

// The command's shape is the game's to judge (its own schema, in the use case): the body stays raw here.
export const submitCommandRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPathUnlessRemembered, rawBody: true }, async (req, ctx) => {
  const gameId = gameIdParam(req.pathParameters);
  if (req.body === undefined) throw new HttpProblem(problems.invalidCommand(null));
  const ifMatch = ifMatchHeader(req.headers);
  const idempotencyKey = idempotencyKeyHeader(req.headers);
  // The answer's JSON (and gzip) is made with it, while the command's write is in flight.
  const out = await submitCommand(
    ctx,
    req.player,
    gameId,
    { command: req.body, ...(ifMatch === undefined ? {} : { ifMatch }), ...(idempotencyKey === undefined ? {} : { idempotencyKey }) },
    (answer) => ({ ...answer, json: preparedJson(answer.resource, req.headers) }),
  );
  // One line per command outcome: ids, version and codes only (never the body, a token or a view).
  // `read` says whether the game was read or remembered: the share of remembered ones in AWS is
  // what the warm path saves (bench/HISTORY.md).
  if (out.ok) logger.info('command accepted', { gameId, version: out.value.resource.version, replayed: !out.value.appended, read: out.value.remembered ? 'remembered' : 'queried' });
  else logger.info('command refused', { gameId, status: out.problem.status, code: out.problem.code });
  return respond(out, ({ appended, resource, json }) => ({
    status: 200,
    body: resource,
    json,
    headers: { ETag: etag(resource.version), ...(appended ? {} : { 'Idempotent-Replayed': 'true' }) },
  }));
});

export const getHistoryRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) => {
  const gameId = gameIdParam(req.pathParameters);
  const after = intQuery(req.query, HistoryAfterQuery, 0);
  const limit = intQuery(req.query, HistoryLimitQuery, HISTORY_PAGE.default);
  // `after=0` means from the start; version 0 (the creation) is included when after is absent.
  const from = req.query.after === undefined ? -1 : after;
  return respond(await readHistory(ctx, req.player, gameId, from, limit), (v) => ({ status: 200, body: v }));
});
