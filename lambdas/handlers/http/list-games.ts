import { productGames } from '../../../domain/games/registry.js';
import { listGamesRoute } from '../../http/routes/games.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('listGames', listGamesRoute, { games: productGames });
