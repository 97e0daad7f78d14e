/**
 * One HTTP request of the portal's client: the platform's path under the client's base, a
 * query, a JSON, form or multipart body, and a time limit. The answer comes back whatever its
 * status (the envelope says what happened); only a request that got no answer rejects.
 */
export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  searchParams?: Record<string, string>;
  /** Sent as JSON (`content-type: application/json`). */
  json?: unknown;
  /** Sent as it is (form fields, files). */
  body?: URLSearchParams | FormData;
  signal?: AbortSignal;
}

export interface HttpOptions {
  /** Where paths start: `/` on the portal's own origin, an absolute URL elsewhere. */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The error a request that ran out of time rejects with (its `name` is `TimeoutError`). */
const timedOut = () => new DOMException('The request took too long', 'TimeoutError');

export function requestUrl(baseUrl: string, path: string, searchParams?: Record<string, string>): string {
  const query = new URLSearchParams(searchParams).toString();
  return `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

/**
 * Send the request. Rejects with the caller's abort (`AbortError`), a `TimeoutError` after
 * `timeoutMs` without an answer, or the network's own error.
 */
export async function sendHttp(path: string, req: HttpRequest, opts: HttpOptions): Promise<Response> {
  const headers = new Headers(req.headers);
  let body: BodyInit | undefined = req.body;
  if (req.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(req.json);
  }
  // The caller's abort and the time limit end the same request: one controller for both.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timedOut()), opts.timeoutMs);
  const forwardAbort = () => controller.abort(req.signal?.reason);
  if (req.signal?.aborted) forwardAbort();
  req.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const request = new Request(requestUrl(opts.baseUrl, path, req.searchParams), {
      method: req.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: controller.signal,
    });
    return await (opts.fetch ? opts.fetch(request) : fetch(request));
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', forwardAbort);
  }
}
