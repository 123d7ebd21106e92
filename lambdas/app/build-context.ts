/** Wires the use cases to DynamoDB: the composition root shared by Lambda, local/ and tests. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Notifier } from '../notify/notifier.js';
import type { GameRegistry } from '../../domain/games/registry.js';
import { dynamoDueStore } from '../store/due-store.js';
import { dynamoEventStore } from '../store/event-store.js';
import { dynamoNotificationLog } from '../store/notification-log.js';
import { dynamoInboxStore } from '../store/inbox-store.js';
import { dynamoPlayerStore } from '../store/player-store.js';
import { createTokenCache } from './auth.js';
import type { AppContext } from './context.js';
import type { GameRecord } from './model.js';
import { notifyVersion } from './notify-version.js';
import type { Clock, IdSource } from './ports.js';
import { projectDeadline } from './project-deadline.js';
import type { StreamDeps } from './stream-consumer.js';
import type { SweepDeps } from './sweeper.js';
import { randomIds, systemClock } from './system.js';

export interface ContextOptions {
  doc: DynamoDBDocumentClient;
  table: string;
  games: GameRegistry;
  clock?: Clock;
  ids?: IdSource;
  notifier?: Notifier;
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
    ...(o.notifier ? { notifier: o.notifier } : {}),
  };
}

export interface BackgroundOptions {
  doc: DynamoDBDocumentClient;
  table: string;
  games: GameRegistry;
  notifier: Notifier | null;
  clock?: Clock;
  /** Where e-mail links point: PUBLIC_BASE_URL + /games/<id>. */
  baseUrl: string;
  log?: SweepDeps['log'];
}

/** The stream consumer's steps: inbox rows, the deadline index, notifications. */
export function buildStreamDeps(o: BackgroundOptions): StreamDeps {
  const due = dynamoDueStore(o.doc, o.table);
  const notifyDeps = o.notifier
    ? {
        games: o.games,
        players: dynamoPlayerStore(o.doc, o.table),
        notifier: o.notifier,
        log: dynamoNotificationLog(o.doc, o.table),
        clock: o.clock ?? systemClock,
        baseUrl: o.baseUrl,
      }
    : null;
  return {
    inbox: dynamoInboxStore(o.doc, o.table),
    afterProjection: [(r) => projectDeadline(due, r), ...(notifyDeps ? [async (r: GameRecord) => void (await notifyVersion(notifyDeps, r))] : [])],
  };
}

export function buildSweepDeps(o: BackgroundOptions): SweepDeps {
  return {
    games: o.games,
    events: dynamoEventStore(o.doc, o.table),
    players: dynamoPlayerStore(o.doc, o.table),
    due: dynamoDueStore(o.doc, o.table),
    notifier: o.notifier,
    clock: o.clock ?? systemClock,
    baseUrl: o.baseUrl,
    ...(o.log ? { log: o.log } : {}),
  };
}
