import { listWebhooksRoute } from '../../../http/routes/webhooks.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('listWebhooks', listWebhooksRoute);
