import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { registerPlayerRoute } from '../../../http/routes/players.js';
import { routeHandler } from '../route-handler.js';

// The link key checks an invitation link's signature (app/invitations/invitation-links.ts).
export const handler = routeHandler('registerPlayer', registerPlayerRoute, { snsNotifier: processSnsNotifier, secretLinkKey: secretsManagerLinkKey });
