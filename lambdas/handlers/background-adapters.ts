/**
 * What the stream consumer and the sweeper hand to the composition root: they read every game,
 * mail players through SNS and sign unsubscribe links with the Secrets Manager key
 * (access.ts declares the same for their permissions).
 */
import { productGames } from '../../domain/games/registry.js';
import { processSnsNotifier } from '../store/sns-notifier.js';
import { secretsManagerLinkKey } from '../store/link-key.js';
import type { ProcessAdapters } from '../wiring.js';

export const backgroundAdapters: ProcessAdapters = { games: productGames, snsNotifier: processSnsNotifier, secretLinkKey: (arn) => secretsManagerLinkKey(arn) };
