// Reading and writing screen state in the URL's search string. Anything malformed falls back to the
// default, so a hand-edited or outdated link still opens a sensible view.

export const PAGE_SIZES = [10, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function readInt(
  params: URLSearchParams,
  key: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= min && n <= max ? n : fallback;
}

export function readOneOf<T extends string | number>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
  fallback: T,
): T {
  const raw = params.get(key);
  return values.find((v) => String(v) === raw) ?? fallback;
}

export function readList(params: URLSearchParams, key: string, keep: (v: string) => boolean = () => true): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter((v) => v && keep(v)),
    ),
  ];
}

export function readString(params: URLSearchParams, key: string): string {
  return params.get(key)?.trim() ?? '';
}

/** "?a=1&b=x&b=y", leaving out values equal to their default, empty strings and empty lists. */
export function writeSearch(
  values: Record<string, string | number | readonly string[] | undefined>,
  defaults: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
    else if (defaults[key] !== value) params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_RE.test(value);
