/** Wires the use cases to DynamoDB: the composition root shared by Lambda, local/ and tests. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameRegistry } from '../../domain/games/registry.js';
import { dynamoEventStore } from '../store/event-store.js';
import { dynamoInboxStore } from '../store/inbox-store.js';
import { dynamoPlayerStore } from '../store/player-store.js';
import { createTokenCache } from './auth.js';
import type { AppContext } from './context.js';
import type { Clock, IdSource } from './ports.js';
import { randomIds, systemClock } from './system.js';

export interface ContextOptions {
  doc: DynamoDBDocumentClient;
  table: string;
  games: GameRegistry;
  clock?: Clock;
  ids?: IdSource;
  onEmailChanged?: AppContext['onEmailChanged'];
}

export function buildContext(o: ContextOptions): AppContext {
  return {
    games: o.games,
    events: dynamoEventStore(o.doc, o.table),
    players: dynamoPlayerStore(o.doc, o.table),
    inbox: dynamoInboxStore(o.doc, o.table),
    clock: o.clock ?? systemClock,
    ids: o.ids ?? randomIds,
    tokens: createTokenCache(),
    ...(o.onEmailChanged ? { onEmailChanged: o.onEmailChanged } : {}),
  };
}
