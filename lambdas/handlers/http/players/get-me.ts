import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { getMeRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('getMe', getMeRoute, { snsNotifier: processSnsNotifier });
