import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { unsubscribeRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('unsubscribe', unsubscribeRoute, { secretLinkKey: secretsManagerLinkKey });
