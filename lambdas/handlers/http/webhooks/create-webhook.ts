import { createWebhookRoute } from '../../../http/routes/webhooks.js';
import { routeHandler } from '../route-handler.js';

export const handler = routeHandler('createWebhook', createWebhookRoute);
