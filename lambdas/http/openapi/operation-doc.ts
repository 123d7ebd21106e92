/**
 * What openapi.yaml says of an operation beyond what the code already fixes (operations.ts gathers
 * every operation's; document.ts builds the document from them).
 */
import type { ProblemKind } from '../../app/core/problems.js';

export type Tag = 'players' | 'sessions' | 'games' | 'ratings' | 'docs';
export type ParameterName =
  | 'GameId'
  | 'TokenId'
  | 'WebhookId'
  | 'CalendarFeed'
  | 'IfMatch'
  | 'IfNoneMatch'
  | 'IdempotencyKey'
  | 'HistoryAfter'
  | 'HistoryLimit'
  | 'UnsubscribeToken'
  | 'Version'
  | 'ListStatus'
  | 'ListLimit'
  | 'Cursor'
  | 'LobbyGame'
  | 'LobbyLimit'
  | 'PlayerId'
  | 'LeaderboardGame'
  | 'LeaderboardLimit';
export type HeaderName = 'ETag' | 'Location' | 'IdempotentReplayed' | 'GameCacheControl' | 'VaryAuthorization';

export interface SuccessDoc {
  readonly description: string;
  /** A component schema name, or the media type's raw schema for non-JSON answers. */
  readonly schema?: string;
  readonly mediaType?: 'application/json' | 'application/yaml' | 'text/html' | 'text/calendar';
  readonly headers?: readonly HeaderName[];
  readonly example?: unknown;
}

export interface OperationDoc {
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  /** Header and query parameters (the path's own are added by document.ts). */
  readonly parameters?: readonly Exclude<ParameterName, 'GameId' | 'TokenId' | 'WebhookId' | 'CalendarFeed'>[];
  /** The component name of the route's own body schema (default `<OperationId>Body`). */
  readonly bodyName?: string;
  /** A component to document as the request body instead of the route's own schema (or where it has none). */
  readonly requestSchema?: string;
  readonly requestExamples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
  /** The request examples are the registered games' creation examples (GameWords.creationExamples). */
  readonly examplesFromGames?: true;
  readonly success: Readonly<Partial<Record<200 | 201 | 202 | 204 | 304, SuccessDoc>>>;
  /** A person's browser (`Accept: text/html`) gets the problems as an HTML page instead (a link followed from a mail). */
  readonly problemPages?: true;
  /** Problems of the use case (the stack's own — bad JSON, no token, size, media type, 5xx — are added by document.ts). */
  readonly problems?: readonly ProblemKind[];
  /** Said of a status beyond the titles and codes of its problems. */
  readonly notes?: Readonly<Partial<Record<number, string>>>;
}
