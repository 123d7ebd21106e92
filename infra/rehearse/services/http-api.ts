/**
 * The HTTP API as the template defines it: each AWS::ApiGatewayV2::Route's RouteKey, bound through
 * its Target integration to the function the integration's IntegrationUri names, and invoked with an
 * API Gateway payload-format-2.0 event; the answer mapped back as API Gateway maps it (a result
 * without statusCode is a 200 JSON body; a failed invocation is API Gateway's own 500). CORS
 * preflights are answered from the API's CorsConfiguration, as API Gateway does, and never reach a
 * function.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listen, readBody } from '../../../local/net.js';
import type { Resolved } from '../template/assembly.js';
import type { InvokeResult } from './function-host.js';

export interface BoundRoute {
  readonly routeKey: string;
  readonly method: string;
  /** Path segments; `{name}` a parameter, `{name+}` a greedy one. */
  readonly segments: readonly string[];
  readonly functionId: string;
}

export class RouteBindingError extends Error {
  override readonly name = 'RouteBindingError';
}

/** Every route of the template with the function it reaches. */
export function boundRoutes(resolved: Resolved): BoundRoute[] {
  return resolved.ofType('AWS::ApiGatewayV2::Route').map((id) => {
    const p = resolved.properties(id);
    const routeKey = String(p.RouteKey);
    const target = String(p.Target ?? '');
    const integrationId = resolved.idOf(target.replace(/^integrations\//, ''));
    if (!integrationId) throw new RouteBindingError(`route ${routeKey} (${id}) has target "${target}", which is no integration of the template`);
    const integration = resolved.properties(integrationId);
    if (integration.IntegrationType !== 'AWS_PROXY') throw new RouteBindingError(`route ${routeKey}: integration type ${String(integration.IntegrationType)} is not rehearsed (AWS_PROXY only)`);
    if (integration.PayloadFormatVersion !== '2.0') throw new RouteBindingError(`route ${routeKey}: payload format ${String(integration.PayloadFormatVersion)} is not rehearsed (2.0 only)`);
    const functionId = resolved.idOf(String(integration.IntegrationUri));
    if (!functionId || resolved.standIns.get(functionId)?.type !== 'AWS::Lambda::Function') {
      throw new RouteBindingError(`route ${routeKey}: integration ${integrationId} targets ${String(integration.IntegrationUri)}, which is no function of the template`);
    }
    const [method, path = ''] = routeKey === '$default' ? ['ANY', '/{proxy+}'] : routeKey.split(' ');
    return { routeKey, method: method!, segments: path.split('/').filter(Boolean), functionId };
  });
}

/** The route API Gateway picks for a request (literal segments beat parameters), with its path parameters. */
export function matchRoute(routes: readonly BoundRoute[], method: string, path: string): { route: BoundRoute; pathParameters: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  let best: { route: BoundRoute; pathParameters: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    if (route.method !== method && route.method !== 'ANY') continue;
    const params: Record<string, string> = {};
    let score = route.method === method ? 1 : 0;
    let ok = true;
    for (let i = 0; i < route.segments.length && ok; i++) {
      const seg = route.segments[i]!;
      const greedy = /^\{(.+)\+\}$/.exec(seg);
      if (greedy) {
        if (i >= parts.length) ok = false;
        else params[greedy[1]!] = parts.slice(i).join('/');
        break;
      }
      const part = parts[i];
      if (part === undefined) ok = false;
      else if (/^\{.+\}$/.test(seg)) params[seg.slice(1, -1)] = decodeURIComponent(part);
      else if (seg === part) score += 10;
      else ok = false;
    }
    const greedyRoute = route.segments.some((s) => s.endsWith('+}'));
    if (ok && !greedyRoute && route.segments.length !== parts.length) ok = false;
    if (ok && (!best || score > best.score)) best = { route, pathParameters: params, score };
  }
  return best && { route: best.route, pathParameters: best.pathParameters };
}

const TEXTUAL = /^(text\/|application\/(json|problem\+json|x-www-form-urlencoded|xml|javascript))/i;

export function apiEvent(req: IncomingMessage, url: URL, body: Buffer, route: BoundRoute, pathParameters: Record<string, string>, apiId: string) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
  const textual = TEXTUAL.test(headers['content-type'] ?? 'text/plain');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(headers.cookie ? { cookies: headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.join(',')])) } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId,
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: apiId,
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: textual ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !textual } : { isBase64Encoded: false }),
  };
}

interface Cors {
  AllowOrigins?: string[];
  AllowMethods?: string[];
  AllowHeaders?: string[];
  ExposeHeaders?: string[];
  MaxAge?: number;
}

export interface HttpApiFront {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startHttpApi(opts: {
  port: number;
  routes: readonly BoundRoute[];
  cors: Cors | undefined;
  apiId: string;
  invoke: (functionId: string, event: unknown) => Promise<InvokeResult>;
  onFailure: (line: string) => void;
  /** Requests the rehearsal answers itself before the template's routes (true when answered). */
  testRoutes?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
}): Promise<HttpApiFront> {
  const cors = opts.cors;
  const originAllowed = (origin: string | undefined) => origin !== undefined && !!cors?.AllowOrigins?.some((o) => o === '*' || o === origin);
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://rehearsal');
    const origin = req.headers.origin;
    if (cors && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      const headers: Record<string, string> = {};
      if (originAllowed(origin)) {
        headers['access-control-allow-origin'] = origin!;
        headers['access-control-allow-methods'] = (cors.AllowMethods ?? []).join(',');
        headers['access-control-allow-headers'] = (cors.AllowHeaders ?? []).join(',').toLowerCase();
        if (cors.MaxAge !== undefined) headers['access-control-max-age'] = String(cors.MaxAge);
      }
      res.writeHead(204, headers);
      return res.end();
    }
    if (opts.testRoutes && (await opts.testRoutes(req, res, url))) return;
    const matched = matchRoute(opts.routes, req.method ?? 'GET', url.pathname);
    if (!matched) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"message":"Not Found"}');
    }
    const body = await readBody(req, 10 * 1024 * 1024);
    if (body === 'too-large') {
      res.writeHead(413, { 'content-type': 'application/json' });
      return res.end('{"message":"Request Entity Too Large"}');
    }
    const out = await opts.invoke(matched.route.functionId, apiEvent(req, url, body, matched.route, matched.pathParameters, opts.apiId));
    const corsHeaders: Record<string, string> = originAllowed(origin) ? { 'access-control-allow-origin': origin!, 'access-control-expose-headers': (cors?.ExposeHeaders ?? []).join(',').toLowerCase() } : {};
    if (out.error) {
      opts.onFailure(`${matched.route.routeKey}: ${matched.route.functionId} failed: ${out.error.errorType}: ${out.error.errorMessage}`);
      res.writeHead(500, { 'content-type': 'application/json', ...corsHeaders });
      return res.end('{"message":"Internal Server Error"}');
    }
    const r = out.result as { statusCode?: number; headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean; cookies?: string[] } | string | null;
    if (r === null || typeof r !== 'object' || r.statusCode === undefined) {
      res.writeHead(200, { 'content-type': 'application/json', ...corsHeaders });
      return res.end(typeof r === 'string' ? r : JSON.stringify(r));
    }
    const headers: Record<string, string | string[]> = { ...(r.headers ?? {}), ...corsHeaders };
    if (r.cookies?.length) headers['set-cookie'] = r.cookies;
    if (r.statusCode >= 500) opts.onFailure(`${matched.route.routeKey}: ${matched.route.functionId} answered ${r.statusCode}`);
    res.writeHead(r.statusCode, headers);
    res.end(r.body === undefined ? '' : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8'));
  });
  const port = await listen(server, opts.port);
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
