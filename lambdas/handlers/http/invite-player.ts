import { productGames } from '../../../domain/games/registry.js';
import { invitePlayerRoute } from '../../http/routes/lobby.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('invitePlayer', invitePlayerRoute, { games: productGames });
