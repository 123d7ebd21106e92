import { productGames } from '../../../domain/games/registry.js';
import { deleteMeRoute } from '../../http/routes/players.js';
import { processSnsNotifier } from '../../notify/sns-notifier.js';
import { routeHandler } from './route-handler.js';

export const handler = routeHandler('deleteMe', deleteMeRoute, { games: productGames, snsNotifier: processSnsNotifier });
