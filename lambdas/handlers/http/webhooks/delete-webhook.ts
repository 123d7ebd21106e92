import { deleteWebhookRoute } from '../../../http/routes/webhooks.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('deleteWebhook', deleteWebhookRoute);
