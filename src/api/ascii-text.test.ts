import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapingDecoder } from './ascii-text';

/** The reference: each unit past ASCII as its escape, or "!" right after an odd run of backslashes. */
function escaped(text: string) {
  let out = '';
  let odd = false;
  for (const c of text.split('')) {
    const code = c.charCodeAt(0);
    if (code < 0x80) {
      out += c;
      odd = c === '\\' ? !odd : false;
    } else {
      out += odd ? '!' : `\\u${code.toString(16).padStart(4, '0')}`;
      odd = false;
    }
  }
  return out;
}
const utf8 = (text: string) => new TextEncoder().encode(text);

/** `bytes` cut at `cuts` (fractions of its length), fed piece by piece, then the end. */
function decodeInPieces(bytes: Uint8Array, cuts: number[]) {
  const at = [...new Set(cuts.map((f) => Math.floor(f * bytes.length)))].sort((a, b) => a - b);
  const decoder = escapingDecoder();
  let text = '';
  let from = 0;
  for (const to of [...at, bytes.length]) {
    text += decoder.decode(bytes.subarray(from, to));
    from = to;
  }
  return text + decoder.decode();
}

// Bytes of every kind: ASCII, each length of UTF-8 sequence, sequences cut short or broken,
// surrogates written as UTF-8 (refused by the standard), stray continuation bytes, byte-order marks.
const piece = fc.oneof(
  fc.string({ maxLength: 6 }).map(utf8),
  fc.string({ unit: 'binary', maxLength: 4 }).map(utf8),
  fc.constantFrom([0xef, 0xbb, 0xbf], [0xc3], [0xe6, 0x9d], [0xf0, 0x9f, 0x98], [0x80], [0xbf, 0x80], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xff], [0xf4, 0x90, 0x80, 0x80]).map((b) => new Uint8Array(b)),
  fc.uint8Array({ maxLength: 5 }),
);
const document = fc.array(piece, { maxLength: 12 }).map((parts) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
});

describe('escapingDecoder', () => {
  it('gives what TextDecoder gives, each unit past ASCII escaped, however the bytes are cut', () => {
    fc.assert(
      fc.property(document, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }), (bytes, cuts) => {
        expect(decodeInPieces(bytes, cuts)).toBe(escaped(new TextDecoder().decode(bytes)));
      }),
      { numRuns: 3000 },
    );
  });

  it('cut at every byte: a mark at the start dropped, one further on kept, broken characters as U+FFFD', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"a":"é東😀"}'), 0xef, 0xbb, 0xbf, 0xe6, 0x9d, 0x22, 0xf0, 0x9f]);
    const expected = escaped(new TextDecoder().decode(bytes));
    expect(expected.startsWith('{"a":"\\u00e9\\u6771\\ud83d\\ude00"}\\ufeff\\ufffd"\\ufffd')).toBe(true);
    for (let cut = 0; cut <= bytes.length; cut++) expect(decodeInPieces(bytes, [cut / bytes.length])).toBe(expected);
    for (let size = 1; size <= 4; size++) {
      const cuts = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => (i * size) / bytes.length);
      expect(decodeInPieces(bytes, cuts)).toBe(expected);
    }
  });

  it('is read by JSON.parse as the same answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(decodeInPieces(utf8(text), [0.3, 0.31, 0.7]))).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly the JSON text JSON.parse accepts, with backslashes before characters past ASCII', () => {
    const raw = fc.array(fc.constantFrom('\\', '\\', 'é', '東', '😀', 'u', '0', 'a', '"', 'n'), { maxLength: 10 }).map((parts) => `["${parts.join('')}"]`);
    fc.assert(
      fc.property(raw, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }), (text, cuts) => {
        const read = (t: string) => {
          try {
            return { value: JSON.parse(t) as unknown };
          } catch {
            return 'refused';
          }
        };
        expect(read(decodeInPieces(utf8(text), cuts))).toEqual(read(text));
      }),
      { numRuns: 3000 },
    );
    expect(decodeInPieces(utf8('["\\é"]'), [])).toBe('["\\!"]');
    expect(decodeInPieces(utf8('["\\\\é"]'), [0.5])).toBe('["\\\\\\u00e9"]');
  });

  it('leaves an answer of ASCII as it is, and a short start that is not a mark', () => {
    const decoder = escapingDecoder();
    expect(decoder.decode(utf8('{'))).toBe('{');
    expect(decoder.decode(utf8('"a":1}'))).toBe('"a":1}');
    expect(decoder.decode()).toBe('');
    const held = escapingDecoder();
    expect(held.decode(new Uint8Array([0xef]))).toBe('');
    expect(held.decode(new Uint8Array([0xbb]))).toBe('');
    expect(held.decode()).toBe('\\ufffd');
  });
});
