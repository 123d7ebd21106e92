import { productGames } from '../../../domain/games/registry.js';
import { browseLobbyRoute } from '../../http/routes/lobby.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('browseLobby', browseLobbyRoute, { games: productGames });
