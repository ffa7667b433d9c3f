/** A fetch that answers every call with the given status, body and headers, and records calls. */
export function respondWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers },
    });
  };
  return Object.assign(fetchFn, { calls });
}

/** A fetch bound to a Hono-style app, over the Fetch API only (no sockets). */
export function fetchFromApp(app: { fetch: (req: Request) => Response | Promise<Response> }) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    calls.push(`${req.method} ${new URL(req.url).pathname}${new URL(req.url).search}`);
    return app.fetch(req);
  };
  return Object.assign(fetchFn, { calls });
}
