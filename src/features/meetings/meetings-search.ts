import {
  isEmail,
  PAGE_SIZES,
  readInt,
  readList,
  readOneOf,
  readString,
  writeSearch,
  type PageSize,
} from '@/lib/search-params';

export const SORT_KEYS = ['name', 'kind', 'duration', 'hosts', 'place', 'status', 'buffers', 'updated'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface MeetingsSearch {
  page: number;
  size: PageSize;
  hosts: string[];
  q: string;
  view: 'pages' | 'all';
  sort: SortKey;
  dir: 'asc' | 'desc';
}

const DEFAULTS = { page: 1, size: 30, view: 'pages', sort: 'name', dir: 'asc' } as const;

export function parseMeetingsSearch(params: URLSearchParams): MeetingsSearch {
  return {
    page: readInt(params, 'page', DEFAULTS.page),
    size: readOneOf(params, 'size', PAGE_SIZES, DEFAULTS.size),
    hosts: readList(params, 'host', isEmail),
    q: readString(params, 'q'),
    view: readOneOf(params, 'view', ['pages', 'all'] as const, DEFAULTS.view),
    sort: readOneOf(params, 'sort', SORT_KEYS, DEFAULTS.sort),
    dir: readOneOf(params, 'dir', ['asc', 'desc'] as const, DEFAULTS.dir),
  };
}

export function serializeMeetingsSearch(s: MeetingsSearch): string {
  return writeSearch(
    { view: s.view, host: s.hosts, q: s.q, size: s.size, page: s.page, sort: s.sort, dir: s.dir },
    DEFAULTS,
  );
}

/** A changed filter goes back to page 1 and keeps the page size. */
export const withFilters = (
  s: MeetingsSearch,
  change: Partial<Pick<MeetingsSearch, 'hosts' | 'q'>>,
): MeetingsSearch => ({
  ...s,
  ...change,
  page: 1,
});

/** The list call a paged view makes. */
export const meetingsListParams = (s: MeetingsSearch) => ({
  page_number: s.page,
  page_size: s.size,
  host_email: s.hosts,
  search: s.q,
});
