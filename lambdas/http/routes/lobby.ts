/** Routes of the lobby: the lobby itself, leaving a waiting game, invitations and rematches. */
import { invitePlayer, InvitationBody } from '../../app/games/invite-player.js';
import { leaveGame } from '../../app/games/leave-game.js';
import { browseLobby } from '../../app/lobby/lobby.js';
import { problems } from '../../app/core/problems.js';
import { requestRematch } from '../../app/games/rematch.js';
import { preparedJson } from '../compress.js';
import { firstPageOfLobby, lobbyQuery } from '../list-query.js';
import { HttpProblem } from '../problem.js';
import { defineRoute } from '../route.js';
import { etag, gameIdParam, gameInPath, gameInPathUnlessRemembered, respond } from '../validate.js';

export const browseLobbyRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: firstPageOfLobby }, async (req, ctx) => {
  return respond(await browseLobby(ctx, lobbyQuery(req.query, ctx.gameIds)), (v) => ({ status: 200, body: v }));
});

/** Takes no body (or an empty object), like joining. */
function noBody(body: unknown, what: string): void {
  if (body !== undefined && (typeof body !== 'object' || body === null || Object.keys(body).length > 0)) {
    throw new HttpProblem(problems.invalidBody(`${what} takes no body (or an empty object).`));
  }
}

export const leaveGameRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPathUnlessRemembered, rawBody: true }, async (req, ctx) => {
  noBody(req.body, 'Leaving');
  const out = await leaveGame(ctx, req.player, gameIdParam(req.pathParameters), (g) => ({ resource: g, json: preparedJson(g, req.headers) }));
  return respond(out, ({ resource, json }) => ({ status: 200, body: resource, json, headers: { ETag: etag(resource.version) } }));
});

export const invitePlayerRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPath, body: InvitationBody }, async (req, ctx) => {
  const out = await invitePlayer(ctx, req.player, gameIdParam(req.pathParameters), req.body);
  return respond(out, (v) => ({ status: 200, body: v }));
});

export const requestRematchRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: gameInPath, rawBody: true }, async (req, ctx) => {
  noBody(req.body, 'A rematch');
  const out = await requestRematch(ctx, req.player, gameIdParam(req.pathParameters));
  return respond(out, ({ created, resource }) => ({
    status: created ? 201 : 200,
    body: resource,
    headers: { ETag: etag(resource.version), Location: `/games/${resource.gameId}` },
  }));
});
