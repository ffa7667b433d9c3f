import { describe, expect, it } from 'vitest';
import { parseBoardUrl, serializeBoardUrl } from './board-url';

// The board's filter, span, question and tab in the address: an unknown zone or a date that does
// not exist falls back to the default view rather than an error.

const parse = (query: string) => parseBoardUrl(new URLSearchParams(query));
const DEFAULTS = {
  q: '',
  zone: '',
  view: '',
  week: '',
  span: 'week',
  hosts: [],
  tab: 'board',
  find: { on: '', at: '', for: 60 },
};

describe('the board address', () => {
  it('reads the defaults from an empty address', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('keeps a known viewing zone and a real date, drops an unknown zone and an impossible date', () => {
    expect(
      parse(
        'view=Europe/Paris&week=2028-02-29&tab=created&q=%20ana%20&zone=Asia/Tokyo&span=day&host=a@b.co&host=nope&on=2028-03-01&at=15:30&for=90',
      ),
    ).toEqual({
      q: 'ana',
      zone: 'Asia/Tokyo',
      view: 'Europe/Paris',
      week: '2028-02-29',
      span: 'day',
      hosts: ['a@b.co'],
      tab: 'created',
      find: { on: '2028-03-01', at: '15:30', for: 90 },
    });
    expect(parse('view=Mars/Olympus&week=2027-02-29&tab=other&span=month&on=2027-02-30&at=24:00&for=7')).toEqual(
      DEFAULTS,
    );
    expect(parse('week=2027-2-28')).toMatchObject({ week: '' });
    expect(parse('week=soon')).toMatchObject({ week: '' });
    expect(parse('at=9:00')).toMatchObject({ find: { at: '' } });
  });

  it('writes only what is set, the board tab, the week span and an hour being the defaults', () => {
    expect(serializeBoardUrl({ ...DEFAULTS, span: 'week', tab: 'board' })).toBe('');
    const url = {
      q: 'ana',
      zone: 'Asia/Tokyo',
      view: 'Europe/Paris',
      week: '2026-12-07',
      span: 'day',
      hosts: ['a@b.co', 'c@d.co'],
      tab: 'created',
      find: { on: '2026-12-08', at: '15:00', for: 30 },
    } as const;
    expect(parse(serializeBoardUrl({ ...url, hosts: [...url.hosts] }).slice(1))).toEqual(url);
    expect(serializeBoardUrl({ ...DEFAULTS, span: 'week', tab: 'board', find: { on: '', at: '', for: 90 } })).toBe('');
  });

  it('reads an address without a span as the span given (the day on a phone), and writes the other one out', () => {
    expect(parseBoardUrl(new URLSearchParams(''), 'day').span).toBe('day');
    expect(parseBoardUrl(new URLSearchParams('span=week'), 'day').span).toBe('week');
    expect(serializeBoardUrl({ ...DEFAULTS, span: 'day', tab: 'board' }, 'day')).toBe('');
    expect(serializeBoardUrl({ ...DEFAULTS, span: 'week', tab: 'board' }, 'day')).toBe('?span=week');
    expect(serializeBoardUrl({ ...DEFAULTS, span: 'day', tab: 'board' })).toBe('?span=day');
  });
});
