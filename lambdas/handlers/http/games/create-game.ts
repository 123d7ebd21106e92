import { productGames } from '../../../../domain/games/registry.js';
import { createGameRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('createGame', createGameRoute, { games: productGames });
