import { productGames } from '../../../../domain/games/registry.js';
import { invitePlayerRoute } from '../../../http/routes/lobby.js';
import { processSnsNotifier } from '../../../store/sns-notifier.js';
import { secretsManagerLinkKey } from '../../../store/link-key.js';
import { routeHandler } from '../route-handler.js';

// The notifier only asks SNS whether a pending invitee's subscription was confirmed since (app/games/invite-player.ts);
// the link key signs the invitation link given for an address no player holds (app/invitations/invitation-links.ts).
export const handler = routeHandler('invitePlayer', invitePlayerRoute, { games: productGames, snsNotifier: processSnsNotifier, secretLinkKey: secretsManagerLinkKey });
