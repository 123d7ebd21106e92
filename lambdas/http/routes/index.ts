/** Route implementations by operationId (the route table names them). */
import type { RouteImpl } from '../http-lambda.js';
import { getDocsRoute, getOpenApiRoute } from './docs.js';
import { createGameRoute, getGameRoute, getHistoryRoute, joinGameRoute, listGamesRoute, submitCommandRoute } from './games.js';
import { getMeRoute, registerPlayerRoute, updateMeRoute } from './players.js';

export const routeImpls: Readonly<Record<string, RouteImpl>> = {
  registerPlayer: registerPlayerRoute,
  getMe: getMeRoute,
  updateMe: updateMeRoute,
  createGame: createGameRoute,
  listGames: listGamesRoute,
  getGame: getGameRoute,
  joinGame: joinGameRoute,
  submitCommand: submitCommandRoute,
  getHistory: getHistoryRoute,
  getOpenApi: getOpenApiRoute,
  getDocs: getDocsRoute,
};
