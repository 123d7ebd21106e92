import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { updateMeRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('updateMe', updateMeRoute, { snsNotifier: processSnsNotifier, secretLinkKey: secretsManagerLinkKey });
