import { describe, expect, it } from 'vitest';
import {
  meetingsListParams,
  parseMeetingsSearch,
  serializeMeetingsSearch,
  withFilters,
  type MeetingsSearch,
} from './meetings-search';

// The links page's address: a hand-edited or outdated link still opens a sensible view, and the
// address written holds only what differs from the defaults.

const parse = (query: string) => parseMeetingsSearch(new URLSearchParams(query));
const DEFAULTS: MeetingsSearch = { page: 1, size: 30, hosts: [], q: '', view: 'pages', sort: 'name', dir: 'asc' };

describe('the links page address', () => {
  it('reads the defaults from an empty or broken address', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(parse('page=0&size=31&view=grid&sort=price&dir=up&host=nobody')).toEqual(DEFAULTS);
  });

  it('reads every part, hosts that are emails only, each once', () => {
    expect(
      parse('page=3&size=100&host=a@b.co&host=a@b.co&host=x&host=c@d.co&q=%20demo%20&view=all&sort=updated&dir=desc'),
    ).toEqual({
      page: 3,
      size: 100,
      hosts: ['a@b.co', 'c@d.co'],
      q: 'demo',
      view: 'all',
      sort: 'updated',
      dir: 'desc',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(serializeMeetingsSearch(DEFAULTS)).toBe('');
    const s: MeetingsSearch = { page: 2, size: 50, hosts: ['a@b.co'], q: 'x', view: 'all', sort: 'kind', dir: 'desc' };
    expect(serializeMeetingsSearch(s)).toBe('?view=all&host=a%40b.co&q=x&size=50&page=2&sort=kind&dir=desc');
    expect(parse(serializeMeetingsSearch(s).slice(1))).toEqual(s);
  });

  it('goes back to page 1 when a filter changes, keeping the page size and view', () => {
    expect(withFilters({ ...DEFAULTS, page: 4, size: 100, view: 'all' }, { q: 'new' })).toEqual({
      ...DEFAULTS,
      page: 1,
      size: 100,
      view: 'all',
      q: 'new',
    });
  });

  it('asks the workspace for the page shown', () => {
    expect(meetingsListParams({ ...DEFAULTS, page: 2, size: 10, hosts: ['a@b.co'], q: 'x' })).toEqual({
      page_number: 2,
      page_size: 10,
      host_email: ['a@b.co'],
      search: 'x',
    });
  });
});
