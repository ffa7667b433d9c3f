// The last writes this page sent (method, address, body as sent), so the entry that logs one can be
// paired with the request that really went out: the shared record keeps an entry only for a write
// the server forwarded with that very body (decision 0032). Kept here, beside the fetch, because
// the request is built by the client, which the logging side never sees; small, because it is on
// the first screen. Read by track.ts.

export interface SentWrite {
  /** How many writes went before this one: a write sent after a given count is this one's or later. */
  n: number;
  url: string;
  method: string;
  /** As sent: the client sends a write's body as a JSON string. Never the headers (the API key). */
  body: RequestInit['body'];
  /** The fetch that sent it: the entry goes to the same server the same way. */
  doFetch: typeof fetch;
}

const KEPT = 64;
export const sentWrites: SentWrite[] = [];
export const sent = {
  count: 0,
  /** Where the Slotboard server keeps its shared record, once its config said it keeps one. */
  record: null as string | null,
};

/** `doFetch`, noting every request that is not a read. */
export const watchWrites =
  (doFetch: typeof fetch): typeof fetch =>
  (url, init) => {
    if (
      init?.method &&
      init.method !== 'GET' &&
      sentWrites.push({ n: sent.count++, url: String(url), method: init.method, body: init.body, doFetch }) > KEPT
    )
      sentWrites.shift();
    return doFetch(url, init);
  };
