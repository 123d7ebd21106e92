import { productGames } from '../../../../domain/games/registry.js';
import { leaveGameRoute } from '../../../http/routes/lobby.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('leaveGame', leaveGameRoute, { games: productGames });
