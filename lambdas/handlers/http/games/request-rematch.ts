import { productGames } from '../../../../domain/games/registry.js';
import { requestRematchRoute } from '../../../http/routes/lobby.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('requestRematch', requestRematchRoute, { games: productGames });
