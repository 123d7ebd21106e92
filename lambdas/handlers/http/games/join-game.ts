import { productGames } from '../../../../domain/games/registry.js';
import { joinGameRoute } from '../../../http/routes/games.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('joinGame', joinGameRoute, { games: productGames });
