import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { createSessionRoute } from '../../../http/routes/sessions.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('createSession', createSessionRoute, { snsNotifier: processSnsNotifier, secretLinkKey: secretsManagerLinkKey });
