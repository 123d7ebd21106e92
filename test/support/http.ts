/** A small HTTP client for end-to-end tests against the local runtime. */
export interface HttpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function httpClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, opts: { token?: string; body?: unknown; raw?: string | Buffer; headers?: Record<string, string> } = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Buffer | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  return {
    call,
    get: <T = any>(path: string, token?: string, headers?: Record<string, string>) => call<T>('GET', path, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) }),
    post: <T = any>(path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      call<T>('POST', path, { body, ...(token ? { token } : {}), ...(headers ? { headers } : {}) }),
    async register(name: string) {
      const r = await call('POST', '/players', { body: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com` } });
      if (r.status !== 201) throw new Error(`register ${name}: ${r.status} ${r.text}`);
      return r.body as { playerId: string; token: string; name: string };
    },
  };
}

/** Polls `probe` until it returns a truthy value or the time is up; returns the value and the wait. */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 5_000, everyMs = 50): Promise<{ value: T; waitedMs: number }> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return { value: v, waitedMs: Date.now() - start };
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export type HttpClient = ReturnType<typeof httpClient>;
