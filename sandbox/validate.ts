import { isValidDate, isValidTimeZone, isWeekday, parseTime, type Weekday } from './time.ts';

type FieldErrors = Record<string, string[]>;

export class Errors {
  readonly fields: FieldErrors = {};
  add(field: string, message: string) {
    (this.fields[field] ??= []).push(message);
  }
  get empty() {
    return Object.keys(this.fields).length === 0;
  }
  body() {
    const first = Object.values(this.fields)[0]?.[0] ?? 'Invalid request';
    return { error: first, errors: this.fields };
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: unknown): v is string => typeof v === 'string' && EMAIL_RE.test(v);

export interface ParsedRange {
  start: number;
  end: number;
}

/** Reads start_time/end_time; an end of '12:00 AM' after a later start is the end of the day. */
function readRange(raw: unknown, path: string, errors: Errors): ParsedRange | null {
  if (!isObject(raw)) {
    errors.add(path, 'Period must be an object with start_time and end_time');
    return null;
  }
  const start = parseTime(raw.start_time);
  const endRaw = parseTime(raw.end_time);
  if (start === null) errors.add(`${path}.start_time`, "Start time must be written as 'HH:MM AM/PM'");
  if (endRaw === null) errors.add(`${path}.end_time`, "End time must be written as 'HH:MM AM/PM'");
  if (start === null || endRaw === null) return null;
  const end = endRaw === 0 ? 1440 : endRaw;
  if (end <= start) {
    errors.add(`${path}.end_time`, 'End time must be after start time');
    return null;
  }
  return { start, end };
}

export interface ParsedPeriod extends ParsedRange {
  wday: Weekday;
}

export function readWeeklyPeriods(raw: unknown, errors: Errors, field = 'periods'): ParsedPeriod[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.add(field, 'Periods must be an array');
    return [];
  }
  const out: ParsedPeriod[] = [];
  raw.forEach((item, i) => {
    const path = `${field}.${i}`;
    if (isObject(item) && !isWeekday(item.wday)) {
      errors.add(`${path}.wday`, `Weekday '${String(item.wday)}' is not one of monday to sunday`);
    }
    const range = readRange(item, path, errors);
    if (range && isObject(item) && isWeekday(item.wday)) out.push({ wday: item.wday, ...range });
  });
  return out;
}

export interface ParsedOverride {
  date: string;
  /** undefined: the request asks to remove the override for that date. */
  periods: ParsedRange[] | undefined;
}

export function readOverrides(raw: unknown, errors: Errors): ParsedOverride[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    errors.add('overrides', 'Overrides must be an array');
    return [];
  }
  const out: ParsedOverride[] = [];
  raw.forEach((item, i) => {
    const path = `overrides.${i}`;
    if (!isObject(item)) {
      errors.add(path, 'Override must be an object with a date');
      return;
    }
    if (!isValidDate(item.date)) {
      errors.add(`${path}.date`, `Date '${String(item.date)}' is not a valid YYYY-MM-DD date`);
      return;
    }
    if (item.periods === undefined) {
      out.push({ date: item.date, periods: undefined });
      return;
    }
    if (!Array.isArray(item.periods)) {
      errors.add(`${path}.periods`, 'Periods must be an array');
      return;
    }
    const periods: ParsedRange[] = [];
    item.periods.forEach((p, k) => {
      const range = readRange(p, `${path}.periods.${k}`, errors);
      if (range) periods.push(range);
    });
    out.push({ date: item.date, periods });
  });
  return out;
}

export function readTimeZone(raw: unknown, errors: Errors, field = 'time_zone'): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isValidTimeZone(raw)) {
    errors.add(field, `Time zone '${String(raw)}' is not a valid time zone`);
    return undefined;
  }
  return raw;
}
