import { describe, expect, it } from 'vitest';
import { isEmail, readInt, readList, readOneOf, readString, writeSearch } from './search-params';

describe('search params', () => {
  const p = new URLSearchParams('page=3&size=50&host=a@x.co&host=bad&host=a@x.co&bogus=-1&view=all');
  it('reads valid values and falls back on the rest', () => {
    expect(readInt(p, 'page', 1)).toBe(3);
    expect(readInt(p, 'bogus', 1)).toBe(1);
    expect(readInt(new URLSearchParams('page=0'), 'page', 1)).toBe(1);
    expect(readOneOf(p, 'size', [10, 30, 50, 100], 30)).toBe(50);
    expect(readOneOf(new URLSearchParams('size=1000'), 'size', [10, 30, 50, 100], 30)).toBe(30);
    expect(readList(p, 'host', isEmail)).toEqual(['a@x.co']);
  });
  it('writes only what differs from the defaults', () => {
    expect(writeSearch({ page: 1, size: 30, host: ['a@x.co', 'b@x.co'], q: '' }, { page: 1, size: 30 })).toBe(
      '?host=a%40x.co&host=b%40x.co',
    );
    expect(writeSearch({ page: 1 }, { page: 1 })).toBe('');
  });

  it('reads a page number only when it is written in digits alone', () => {
    expect(readInt(new URLSearchParams('page=12'), 'page', 1)).toBe(12);
    for (const raw of ['2.5', '3abc', 'x3', '-1', '1e3', '', ' 4'])
      expect(readInt(new URLSearchParams({ page: raw }), 'page', 1)).toBe(1);
    expect(readInt(new URLSearchParams(), 'page', 7)).toBe(7);
  });

  it('keeps a number inside its bounds, both ends included', () => {
    const read = (raw: string) => readInt(new URLSearchParams({ n: raw }), 'n', 5, 2, 10);
    expect([read('2'), read('10'), read('1'), read('11')]).toEqual([2, 10, 5, 5]);
  });

  it('falls back on a number too large to be counted exactly', () => {
    expect(readInt(new URLSearchParams({ page: String(Number.MAX_SAFE_INTEGER) }), 'page', 1)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(readInt(new URLSearchParams({ page: '9007199254740993' }), 'page', 1)).toBe(1);
  });

  it('reads a list trimmed, without blanks or repeats, keeping every value when no check is given', () => {
    expect(readList(new URLSearchParams('tag=%20a%20&tag=b&tag=a&tag=%20%20'), 'tag')).toEqual(['a', 'b']);
    expect(readList(new URLSearchParams('host=%20a@x.co'), 'host', isEmail)).toEqual(['a@x.co']);
  });

  it('reads a string trimmed, and an absent one as empty', () => {
    expect(readString(new URLSearchParams('q=%20acme%20'), 'q')).toBe('acme');
    expect(readString(new URLSearchParams(), 'q')).toBe('');
  });

  it('writes a value that differs from its default, and leaves out one that is not set', () => {
    expect(writeSearch({ page: 2, size: 30, q: undefined }, { page: 1, size: 30 })).toBe('?page=2');
    expect(writeSearch({ q: 'acme', view: 'week' })).toBe('?q=acme&view=week');
  });

  it('leaves out a value that is not set even where it has a default', () => {
    expect(writeSearch({ size: undefined, view: undefined }, { size: 30, view: 'week' })).toBe('');
  });

  it('takes an email address only as a whole, with no spaces and a dot in its domain', () => {
    expect(['ana@mail.co', 'a@b.co', 'ana.b+x@mail.example.org'].map(isEmail)).toEqual([true, true, true]);
    expect(['a b@mail.co', 'ana@mail.co b', 'ana@mail', 'ana@@mail.co', '@mail.co'].map(isEmail)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
