// UTF-8 bytes to text in which every character past ASCII is written as a JSON escape (`é` as
// `\u00e9`), for the list scanner (list-scanner.ts). V8 keeps a string in one byte a character
// only if every character fits in one: a single Japanese name makes a whole run of 2,000 links two
// bytes a character, twice the memory to send from the worker and to collect, and slower for
// JSON.parse (decision 0020). Inside a JSON string an escape is read as the very
// character it stands for; outside one, the character and its escape are both refused. After a
// backslash that is itself escaping (an odd run of them), a character past ASCII is no escape JSON
// knows, and its own escape would make the text valid ("\é" would read as a backslash and "u00e9"):
// there it is written as "!", which JSON refuses after a backslash as it refused the character.

const BACKSLASH = 0x5c;
const U = 0x75;
const REFUSED = 0x21; // "!": no escape of JSON
const HEX = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102];
const BOM = [0xef, 0xbb, 0xbf];

/**
 * A streaming decoder: `decode(bytes)` for each piece of the answer as it arrives, `decode()` at
 * its end. The text it gives is exactly what TextDecoder gives (a byte-order mark at the start
 * dropped, a broken sequence read as U+FFFD), with each UTF-16 unit past ASCII escaped, or written
 * as "!" right after an odd run of backslashes.
 */
export function escapingDecoder() {
  // Bytes past ASCII only ever go through `wide`, which keeps the start of a character that a piece
  // cut in two; the ASCII between them is copied as it is.
  const wide = new TextDecoder('utf-8', { ignoreBOM: true });
  const ascii = new TextDecoder('utf-8', { ignoreBOM: true });
  let head: Uint8Array | null = new Uint8Array(0);
  /** `wide` may hold the start of a character: the next byte goes through it, ASCII or not. */
  let pending = false;
  let out = new Uint8Array(64 * 1024);
  let w = 0;
  /** The text given so far ends in an odd run of backslashes. */
  let oddSlashes = false;
  /** Notes the backslashes that end `bytes[from, to)`, ASCII written as it is. */
  const copied = (bytes: Uint8Array, from: number, to: number) => {
    let j = to;
    while (j > from && bytes[j - 1] === BACKSLASH) j--;
    const odd = (to - j) % 2 === 1;
    oddSlashes = j === from ? oddSlashes !== odd : odd;
  };

  const room = (more: number) => {
    if (w + more <= out.length) return;
    const grown = new Uint8Array(Math.max(out.length * 2, w + more));
    grown.set(out.subarray(0, w));
    out = grown;
  };
  const escape = (text: string) => {
    room(text.length * 6);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        out[w++] = c;
        oddSlashes = c === BACKSLASH ? !oddSlashes : false;
        continue;
      }
      if (oddSlashes) {
        out[w++] = REFUSED;
        oddSlashes = false;
        continue;
      }
      out[w++] = BACKSLASH;
      out[w++] = U;
      out[w++] = HEX[c >> 12]!;
      out[w++] = HEX[(c >> 8) & 15]!;
      out[w++] = HEX[(c >> 4) & 15]!;
      out[w++] = HEX[c & 15]!;
    }
  };

  /** The answer's first bytes, without a byte-order mark; null while too few are in to tell. */
  const start = (bytes: Uint8Array, end: boolean): Uint8Array | null => {
    const seen = new Uint8Array(head!.length + bytes.length);
    seen.set(head!);
    seen.set(bytes, head!.length);
    const isMark = seen.length >= 3 && seen[0] === BOM[0] && seen[1] === BOM[1] && seen[2] === BOM[2];
    const maybeMark = seen.length < 3 && seen.every((b, i) => b === BOM[i]);
    if (maybeMark && !end) {
      head = seen;
      return null;
    }
    head = null;
    return isMark ? seen.subarray(3) : seen;
  };

  return {
    decode(piece?: Uint8Array): string {
      const end = piece === undefined;
      let bytes = piece ?? new Uint8Array(0);
      if (head) {
        const started = start(bytes, end);
        if (!started) return '';
        bytes = started;
      }
      const n = bytes.length;
      let pos = 0;
      if (!pending) {
        while (pos < n && bytes[pos]! < 0x80) pos++;
        // All ASCII, most pieces of most answers: the text as it is.
        if (pos === n && !end) {
          copied(bytes, 0, n);
          return ascii.decode(bytes);
        }
      }
      w = 0;
      room(n);
      out.set(bytes.subarray(0, pos));
      copied(bytes, 0, pos);
      w = pos;
      while (pos < n) {
        if (!pending) {
          let k = pos;
          while (k < n && bytes[k]! < 0x80) k++;
          room(k - pos);
          out.set(bytes.subarray(pos, k), w);
          copied(bytes, pos, k);
          w += k - pos;
          pos = k;
          if (pos === n) break;
        }
        // Bytes past ASCII, and the ASCII byte after them, which ends any character they leave open.
        let k = pos;
        while (k < n && bytes[k]! >= 0x80) k++;
        const stop = k < n ? k + 1 : n;
        escape(wide.decode(bytes.subarray(pos, stop), { stream: true }));
        pending = stop === n && bytes[n - 1]! >= 0x80;
        pos = stop;
      }
      if (end) {
        escape(wide.decode());
        pending = false;
      }
      return ascii.decode(out.subarray(0, w));
    },
  };
}
