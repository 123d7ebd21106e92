/**
 * Route implementations by operationId. The type makes the route table and this list agree: a
 * route without an implementation, an implementation of no route, or an implementation whose
 * `auth` differs from its route's does not compile.
 */
import type { OperationId, RouteOf } from '../route-table.js';
import type { RouteDefinition } from '../route.js';
import { getGameCardRoute } from './cards.js';
import { getDocsRoute, getOpenApiRoute } from './docs.js';
import { getGameVersionRoute } from './game-versions.js';
import { comeBackRoute, createGameRoute, getGameRoute, getHistoryRoute, joinGameRoute, listGamesRoute, submitCommandRoute } from './games.js';
import { browseLobbyRoute, invitePlayerRoute, leaveGameRoute, requestRematchRoute } from './lobby.js';
import { confirmEmailRoute, confirmUnsubscribeRoute, deleteMeRoute, getMeRoute, registerPlayerRoute, unsubscribeRoute, updateMeRoute } from './players.js';
import { getLeaderboardRoute, getPlayerRatingsRoute } from './ratings.js';
import { createSessionRoute, redeemSessionRoute } from './sessions.js';
import { endVacationRoute, startVacationRoute } from './vacation.js';
import { getCalendarFeedRoute, issueCalendarRoute } from './calendar.js';
import { muteGameRoute, unmuteGameRoute } from './notifications.js';
import { createTokenRoute, listTokensRoute, revokeOtherTokensRoute, revokeTokenRoute } from './tokens.js';
import { createWebhookRoute, deleteWebhookRoute, listWebhookDeliveriesRoute, listWebhooksRoute } from './webhooks.js';

/** The implementation a route must have: one that declares the route's `auth`, whatever its body. */
export type RouteImplementation<Id extends OperationId> = RouteDefinition<RouteOf<Id>['auth'], unknown>;

export type RouteImplementations = { readonly [Id in OperationId]: RouteImplementation<Id> };

export const routeImpls: RouteImplementations = {
  registerPlayer: registerPlayerRoute,
  getMe: getMeRoute,
  updateMe: updateMeRoute,
  deleteMe: deleteMeRoute,
  confirmEmail: confirmEmailRoute,
  listTokens: listTokensRoute,
  createToken: createTokenRoute,
  revokeOtherTokens: revokeOtherTokensRoute,
  revokeToken: revokeTokenRoute,
  createWebhook: createWebhookRoute,
  listWebhooks: listWebhooksRoute,
  deleteWebhook: deleteWebhookRoute,
  listWebhookDeliveries: listWebhookDeliveriesRoute,
  createSession: createSessionRoute,
  redeemSession: redeemSessionRoute,
  unsubscribe: unsubscribeRoute,
  confirmUnsubscribe: confirmUnsubscribeRoute,
  createGame: createGameRoute,
  listGames: listGamesRoute,
  getGame: getGameRoute,
  getGameCard: getGameCardRoute,
  joinGame: joinGameRoute,
  comeBack: comeBackRoute,
  leaveGame: leaveGameRoute,
  invitePlayer: invitePlayerRoute,
  requestRematch: requestRematchRoute,
  browseLobby: browseLobbyRoute,
  submitCommand: submitCommandRoute,
  getHistory: getHistoryRoute,
  getGameVersion: getGameVersionRoute,
  startVacation: startVacationRoute,
  endVacation: endVacationRoute,
  issueCalendar: issueCalendarRoute,
  getCalendarFeed: getCalendarFeedRoute,
  muteGame: muteGameRoute,
  unmuteGame: unmuteGameRoute,
  getPlayerRatings: getPlayerRatingsRoute,
  getLeaderboard: getLeaderboardRoute,
  getOpenApi: getOpenApiRoute,
  getDocs: getDocsRoute,
};
