// The vendor's OpenAPI files say much in prose that no test reads and that dates quickly; the
// repository keeps their structure and values (paths, parameters, schemas, examples) and leaves
// that prose out. A response keeps its description: OpenAPI requires one, and it is the one-line
// status ("Bad Request - Missing/Invalid parameters") that a test may read.

/** Values that are data, not prose: a `description` inside them is a field of the example. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of an OpenAPI document without its prose `description`s, except those of responses. */
export function withoutProse(doc: unknown): unknown {
  return strip(doc as Json, false);
}

function strip(value: Json, isResponse: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => strip(item, false));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'description' && typeof child === 'string' && !isResponse) continue;
    if (DATA_KEYS.has(key)) out[key] = child;
    else if (key === 'responses' && child !== null && typeof child === 'object' && !Array.isArray(child)) {
      out[key] = Object.fromEntries(Object.entries(child).map(([status, response]) => [status, strip(response, true)]));
    } else out[key] = strip(child, false);
  }
  return out;
}
