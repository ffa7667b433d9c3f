// The writes this page sent (method, address, body as sent), so the entry that logs one can be
// paired with the request that really went out: the shared record keeps an entry only for a write
// the server forwarded with that very body (decision 0032). Kept here, beside the fetch, because
// the request is built by the client, which the logging side never sees; as little as can be,
// because it is on the first screen: track.ts keeps the list short and does the pairing.

export interface SentWrite {
  url: string;
  method?: string;
  /** As sent: the client sends a write's body as a JSON string ('' for none). Never the headers (the API key). */
  body: RequestInit['body'];
  /** The fetch that sent it: the entry goes to the same server the same way. */
  doFetch: typeof fetch;
}

export const sentWrites: SentWrite[] = [];

/** `doFetch`, noting every write: a request with a body, or a method that changes something (a DELETE has no body). */
export const watchWrites =
  (doFetch: typeof fetch): typeof fetch =>
  (url, init) => {
    const method = init?.method?.toUpperCase() ?? 'GET';
    if (init?.body || (method !== 'GET' && method !== 'HEAD'))
      sentWrites.push({ url: String(url), method: init?.method, body: init?.body ?? '', doFetch });
    return doFetch(url, init);
  };
