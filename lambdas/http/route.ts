/** The parsed request a route implementation receives, and its answer. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PlayerRecord } from '../app/model.js';

export interface HttpRequest {
  readonly event: APIGatewayProxyEventV2;
  /** Lower-cased header names. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly pathParameters: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  /** The JSON body (undefined when there is none). */
  readonly body: unknown;
  /** The authenticated caller (set on routes with `auth: true`). */
  readonly player: PlayerRecord | null;
}

export interface HttpResponse {
  readonly status: number;
  readonly body?: unknown;
  /** Already-serialised body with its content type (YAML, HTML). */
  readonly raw?: { readonly contentType: string; readonly text: string };
  readonly headers?: Readonly<Record<string, string>>;
}
