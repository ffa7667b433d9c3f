import { describe, expect, it } from 'vitest';
import { parseBoardUrl, serializeBoardUrl } from './board-url';

// The board's filter and tab in the address: an unknown zone or a date that does not exist falls
// back to the default view rather than an error.

const parse = (query: string) => parseBoardUrl(new URLSearchParams(query));

describe('the board address', () => {
  it('reads the defaults from an empty address', () => {
    expect(parse('')).toEqual({ q: '', zone: '', view: '', week: '', tab: 'board' });
  });

  it('keeps a known viewing zone and a real date, drops an unknown zone and an impossible date', () => {
    expect(parse('view=Europe/Paris&week=2028-02-29&tab=created&q=%20ana%20&zone=Asia/Tokyo')).toEqual({
      q: 'ana',
      zone: 'Asia/Tokyo',
      view: 'Europe/Paris',
      week: '2028-02-29',
      tab: 'created',
    });
    expect(parse('view=Mars/Olympus&week=2027-02-29&tab=other')).toEqual({
      q: '',
      zone: '',
      view: '',
      week: '',
      tab: 'board',
    });
    expect(parse('week=2027-2-28')).toMatchObject({ week: '' });
    expect(parse('week=soon')).toMatchObject({ week: '' });
  });

  it('writes only what is set, the board tab being the default', () => {
    expect(serializeBoardUrl({ q: '', zone: '', view: '', week: '', tab: 'board' })).toBe('');
    const url = { q: 'ana', zone: 'Asia/Tokyo', view: 'Europe/Paris', week: '2026-12-07', tab: 'created' } as const;
    expect(parse(serializeBoardUrl(url).slice(1))).toEqual(url);
  });
});
