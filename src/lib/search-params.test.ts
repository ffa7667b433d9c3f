import { describe, expect, it } from 'vitest';
import { isEmail, readInt, readList, readOneOf, writeSearch } from './search-params';

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
    expect(writeSearch({ page: 1, size: 30, host: ['a@x.co', 'b@x.co'], q: '' }, { page: 1, size: 30 })).toBe('?host=a%40x.co&host=b%40x.co');
    expect(writeSearch({ page: 1 }, { page: 1 })).toBe('');
  });
});
