import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { confirmUnsubscribeRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('confirmUnsubscribe', confirmUnsubscribeRoute, { secretLinkKey: secretsManagerLinkKey });
