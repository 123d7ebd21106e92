/** The one mail a webhook's owner gets when its deliveries' retries ran out and it is marked failing. */
import type { PlayerRecord } from '../core/model.js';
import { quoteName } from '../mail/account-messages.js';
import type { Webhook } from './model.js';

export function webhookFailingMessage(player: PlayerRecord, hook: Webhook, baseUrl: string) {
  const host = safeHost(hook.url);
  return {
    playerId: player.playerId,
    kind: 'webhook-failing' as const,
    subject: 'Your webhook is failing',
    since: hook.createdAt,
    body: [
      `Hello ${quoteName(player.name)},`,
      '',
      `Your webhook ${hook.webhookId} (to ${host}) did not accept a delivery for about a day, after every retry, so it is marked failing.`,
      'New events are still sent to it, and the next one it accepts clears the mark. Its last 50 attempts are listed at GET /players/me/webhooks/{webhookId}/deliveries.',
      '',
      `Your settings: ${baseUrl.replace(/\/+$/, '')}/settings`,
    ].join('\n'),
  };
}

/** Only the host: a URL's path or query may hold the receiver's own secret. */
function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'its URL';
  }
}
