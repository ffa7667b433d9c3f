// The scanner of list-stream.ts, apart so that its worker (list-stream.worker.ts) can load it alone.
//
// The one answer of a whole list (docs/product.md decision 1: the All view leaves page_number out), read
// as it arrives instead of as one piece (decision 0020). A list of 100,000 links is a
// JSON text of ~230 MB: parsed whole it is one task of seconds. Here the text is scanned as it
// comes, the elements of the list's array are cut out between their own brackets, and each run of
// whole elements is parsed on its own, a chunk at a time. Everything else in the answer (the
// pagination) is kept and parsed when the answer ends.
//
// The scanner checks structure as JSON.parse would where it cuts (brackets, strings, commas,
// colons); what lies inside an element or a value is left to JSON.parse. Anything that is not one
// JSON object is refused (ListStreamError), as is any one element, key or value longer than
// `maxTokenChars` or a run of that much whitespace: a workspace cannot make it hold an endless
// piece of text.

import { escapingDecoder } from './ascii-text';

export class ListStreamError extends Error {
  override name = 'ListStreamError';
}

/** Where the scanner is in the answer's top-level object. */
const At = { Start: 0, FirstKey: 1, NextKey: 2, Colon: 3, Value: 4, FirstItem: 5, NextItem: 6, AfterItem: 7, AfterValue: 8, End: 9 } as const;
type At = (typeof At)[keyof typeof At];

/** What the value being scanned is: a key, a value beside the list, or one of the list's elements. */
const Kind = { Key: 0, Other: 1, Item: 2 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * The longest one element, key or value (or run of white space) may be. A real link is a few kB;
 * this is far past any, and still small enough to hold while it is being read.
 */
export const MAX_TOKEN_CHARS = 2_000_000;
/** Brackets within brackets a value may have: a link has a handful. */
const MAX_DEPTH = 512;

/** The index of the quote that closes the string holding `from`, or -1 when it is not in `s` yet. */
function endOfString(s: string, from: number): number {
  let j = from;
  for (;;) {
    const q = s.indexOf('"', j);
    if (q < 0) return -1;
    let k = q - 1;
    while (s.charCodeAt(k) === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q;
    j = q + 1;
  }
}

/** What the answer holds besides its list's elements: plain data, so a worker can send it. */
export interface ScannedEnd {
  /** Whether the list's key held an array (else its value, if any, is among `others` as sent). */
  sawList: boolean;
  /** Every other key with its value's JSON text, in the answer's order. */
  others: [string, string][];
}

/** The answer as JSON.parse would give it, with the list's array empty (its elements went out in runs). */
export function envelopeOf(end: ScannedEnd, listKey: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // As JSON.parse does: own keys (even "__proto__"), the last of a repeated key kept.
  const define = (k: string, value: unknown) => Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
  for (const [k, raw] of end.others) define(k, JSON.parse(raw));
  if (end.sawList) define(listKey, []);
  return out;
}

/**
 * A scanner for one JSON object whose `listKey` holds an array. `feed` takes the next piece of text
 * and returns the whole elements it completed, as the text of one JSON array ("[…]"), or null.
 */
export function listScanner(listKey: string, maxTokenChars = MAX_TOKEN_CHARS) {
  let buf = '';
  let pos = 0;
  let at: At = At.Start;
  let idle = 0;
  // The value being scanned, if any.
  let inValue = false;
  let kind: Kind = Kind.Other;
  let tokenStart = -1;
  let inString = false;
  let primitive = false;
  // The open brackets of the value being scanned, innermost last: `opens[0..depth)`.
  const opens = new Uint8Array(MAX_DEPTH);
  let depth = 0;
  let key = '';
  let sawList = false;
  // The last value of each other key (JSON.parse keeps the last too), and their size in all: a
  // workspace cannot make the scanner hold an endless run of keys beside the list.
  const others = new Map<string, string>();
  let othersChars = 0;

  const refuse = (what: string): never => {
    throw new ListStreamError(what);
  };

  /** Scans the current value on from `i`; returns where it ended (inValue false) or buf's end. */
  function scanValue(i: number): number {
    // The text in a local: the loop below is the scanner's hot path, and a closure's variable is
    // read again at every use.
    const s = buf;
    const n = s.length;
    if (inString) {
      const q = endOfString(s, i);
      if (q < 0) return n;
      inString = false;
      i = q + 1;
      if (depth === 0) {
        inValue = false;
        return i;
      }
    }
    if (primitive) {
      while (i < n) {
        const c = s.charCodeAt(i);
        if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isSpace(c)) {
          inValue = false;
          return i;
        }
        i++;
      }
      return n;
    }
    let d = depth;
    while (i < n) {
      const c = s.charCodeAt(i++);
      if (c === QUOTE) {
        const q = endOfString(s, i);
        if (q < 0) {
          inString = true;
          depth = d;
          return n;
        }
        i = q + 1;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (d === MAX_DEPTH) refuse('brackets nest too deep');
        opens[d++] = c;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        // A closing bracket's code is its opening one's plus 2, for both kinds.
        if (d === 0 || opens[--d] !== c - 2) refuse('brackets do not match');
        if (d === 0) {
          depth = 0;
          inValue = false;
          return i;
        }
      }
    }
    depth = d;
    return n;
  }

  function startValue(i: number, as: Kind): number {
    inValue = true;
    kind = as;
    tokenStart = i;
    idle = 0;
    const c = buf.charCodeAt(i);
    primitive = false;
    inString = false;
    if (as === Kind.Key && c !== QUOTE) refuse('a key is not a string');
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      opens[0] = c;
      depth = 1;
      return i + 1;
    }
    if (c === QUOTE) {
      inString = true;
      return i + 1;
    }
    if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COLON) refuse('a value is missing');
    primitive = true;
    return i;
  }

  let count = 0;
  let open = 0;
  return {
    /** Elements completed so far. */
    get count() {
      return count;
    },
    /** Characters of the value still open at the end of the last piece (kept for the next). */
    get open() {
      return open;
    },
    feed(text: string): string | null {
      buf += text;
      const n = buf.length;
      let i = pos;
      let batchStart = -1;
      let batchEnd = -1;
      let items = 0;
      while (i < n) {
        if (inValue) {
          i = scanValue(i);
          if (inValue) break;
          if (kind === Kind.Key) {
            try {
              key = JSON.parse(buf.slice(tokenStart, i)) as string;
            } catch {
              refuse('a key is not a JSON string');
            }
            at = At.Colon;
          } else if (kind === Kind.Other) {
            const raw = buf.slice(tokenStart, i);
            try {
              JSON.parse(raw);
            } catch {
              refuse(`the value of "${key}" is not JSON`);
            }
            othersChars += raw.length - (others.get(key)?.length ?? 0);
            if (othersChars > maxTokenChars) refuse('the answer holds too much beside its list');
            others.set(key, raw);
            at = At.AfterValue;
          } else {
            if (batchStart < 0) batchStart = tokenStart;
            batchEnd = i;
            items++;
            at = At.AfterItem;
          }
          tokenStart = -1;
          continue;
        }
        const c = buf.charCodeAt(i);
        if (isSpace(c)) {
          i++;
          if (++idle > maxTokenChars) refuse('too much white space');
          continue;
        }
        switch (at) {
          case At.Start:
            if (c !== OPEN_BRACE) refuse('the answer is not a JSON object');
            at = At.FirstKey;
            i++;
            break;
          case At.FirstKey:
          case At.NextKey:
            if (c === CLOSE_BRACE && at === At.FirstKey) {
              at = At.End;
              i++;
            } else i = startValue(i, Kind.Key);
            break;
          case At.Colon:
            if (c !== COLON) refuse('a colon is missing');
            at = At.Value;
            i++;
            break;
          case At.Value:
            if (key === listKey && c === OPEN_BRACKET) {
              if (sawList) refuse(`"${listKey}" comes twice`);
              sawList = true;
              at = At.FirstItem;
              i++;
            } else {
              if (key === listKey && sawList) refuse(`"${listKey}" comes twice`);
              i = startValue(i, Kind.Other);
            }
            break;
          case At.FirstItem:
          case At.NextItem:
            if (c === CLOSE_BRACKET && at === At.FirstItem) {
              at = At.AfterValue;
              i++;
            } else i = startValue(i, Kind.Item);
            break;
          case At.AfterItem:
            if (c === COMMA) at = At.NextItem;
            else if (c === CLOSE_BRACKET) at = At.AfterValue;
            else refuse('a comma is missing between elements');
            i++;
            break;
          case At.AfterValue:
            if (c === COMMA) at = At.NextKey;
            else if (c === CLOSE_BRACE) at = At.End;
            else refuse('a comma is missing between keys');
            i++;
            break;
          case At.End:
            refuse('text follows the answer');
        }
      }
      if (inValue && n - tokenStart > maxTokenChars) refuse('one value is too long');
      open = inValue ? n - tokenStart : 0;
      const batch = items > 0 ? `[${buf.slice(batchStart, batchEnd)}]` : null;
      count += items;
      // Keep only the value in progress: text already cut out is done with, and kept it would make
      // every later piece copy the answer so far.
      const keep = inValue ? tokenStart : n;
      buf = buf.slice(keep);
      pos = n - keep;
      if (inValue) tokenStart = 0;
      return batch;
    },
    /** The answer's end: everything but the list, or a ListStreamError when it is not whole. */
    end(): ScannedEnd {
      if (inValue || at !== At.End) refuse('the answer ended early');
      return { sawList, others: [...others] };
    },
  };
}

/** Text handed to the scanner at once: a big chunk is cut so that no one parse is long. */
const MAX_PIECE_CHARS = 256 * 1024;

/** What a scan session says: a run of elements (its JSON text), the end, or a refusal. */
export type ScanOutput =
  | { batch: string; offset: number }
  | { end: ScannedEnd; count: number }
  | { refused: string };

/** What a scan session is told: the next bytes of the body, or that it ended. */
export type ScanInput = { bytes: Uint8Array } | { end: true };

/**
 * Bytes in, runs of elements out: the body's decoding and scanning, the same in a worker
 * (list-stream.worker.ts) and on the page's own thread. After a refusal it says nothing more.
 */
export function scanSession(listKey: string, maxTokenChars = MAX_TOKEN_CHARS) {
  // Characters past ASCII arrive as JSON escapes, so each run's text is one byte a character.
  const decoder = escapingDecoder();
  const scanner = listScanner(listKey, maxTokenChars);
  let refused = false;
  // Text held back while a long value is open: each piece fed copies the open value once more, so
  // an answer sent in tiny pieces would cost the square of a value's length. Held until it is a
  // quarter of what is open, a value is copied a few times at most.
  let held: string[] = [];
  let heldChars = 0;
  const feed = (text: string, out: (output: ScanOutput) => void) => {
    for (let from = 0; from < text.length; from += MAX_PIECE_CHARS) {
      const offset = scanner.count;
      const batch = scanner.feed(text.length <= MAX_PIECE_CHARS ? text : text.slice(from, from + MAX_PIECE_CHARS));
      if (batch !== null) out({ batch, offset });
    }
  };
  return {
    take(input: ScanInput, out: (output: ScanOutput) => void) {
      if (refused) return;
      try {
        const end = 'end' in input;
        const text = end ? decoder.decode() : decoder.decode(input.bytes);
        held.push(text);
        heldChars += text.length;
        if (!end && scanner.open > MAX_PIECE_CHARS && heldChars * 4 < scanner.open) return;
        const all = held.length === 1 ? held[0]! : held.join('');
        held = [];
        heldChars = 0;
        feed(all, out);
        if (end) out({ end: scanner.end(), count: scanner.count });
      } catch (error) {
        if (!(error instanceof ListStreamError)) throw error;
        refused = true;
        out({ refused: error.message });
      }
    },
  };
}
