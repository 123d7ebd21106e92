import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { confirmEmailRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('confirmEmail', confirmEmailRoute, { snsNotifier: processSnsNotifier });
