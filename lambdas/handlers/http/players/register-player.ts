import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { registerPlayerRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('registerPlayer', registerPlayerRoute, { snsNotifier: processSnsNotifier });
