import {
  believableDate,
  believableFee,
  believableMinutes,
  believableSeconds,
  unreadable,
  type Reading,
} from './believable';
import { formatMinutes, humanize } from './format';
import { dateTimeOf, timeOf } from './time/display';

// Readable values the first screen never shows: money and fees, durations sent in seconds, moments
// with their time of day, waits. The rules are format.ts's (shown* print only what believable.ts
// believes); they live apart because every function of a module the first screen uses ships with it.

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Digits after the decimal point of a currency (JPY 0, KWD 3, USD 2); null for an unknown code. */
export function currencyDigits(currency: string): number | null {
  try {
    // Stryker disable next-line MethodExpression: Intl reads a currency code in either case
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return null;
  }
}

/**
 * An amount given in the currency's smallest unit (cents, paise; yen have none), formatted in that
 * currency the browser's way: formatMoney(1500, 'jpy') is "¥1,500" in en-US, formatMoney(150050,
 * 'inr') "1.500,50 ₹" in de-DE. Without a locale, Intl's own: in a browser, its language (the first
 * screen's budget has no room for reading navigator.language here as well).
 */
export function formatMoney(smallestUnit: number, currency: string, locale?: string): string {
  const code = currency.toUpperCase();
  const digits = currencyDigits(code);
  if (digits === null) return `${smallestUnit} ${code}`;
  // Stryker disable next-line StringLiteral: a cache key; a wrong one only builds the same formatter again
  let f = moneyFormatters.get(`${locale}:${code}`);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    // Stryker disable next-line StringLiteral: a cache key; a wrong one only builds the same formatter again
    moneyFormatters.set(`${locale}:${code}`, f);
  }
  return f.format(smallestUnit / 10 ** digits);
}

type FeeValue = {
  amount_in_smallest_currency_unit?: number | null;
  amount?: string | number | null;
  currency?: string | null;
};

/** A fee's amount in the currency's major unit (15.99 for 1599 cents), from the smallest unit when present; null when it sent none. */
export function feeMajor(fee: FeeValue): number | null {
  const digits = fee.currency ? (currencyDigits(fee.currency) ?? 2) : 2;
  if (typeof fee.amount_in_smallest_currency_unit === 'number')
    return fee.amount_in_smallest_currency_unit / 10 ** digits;
  if (fee.amount == null || fee.amount === '') return null;
  return Number(fee.amount);
}

/** A fee as the workspace sent it, for the "Not readable" tooltip. */
const rawFee = (fee: FeeValue) => {
  const code = (fee.currency ?? '').toUpperCase() || 'no currency';
  return typeof fee.amount_in_smallest_currency_unit === 'number'
    ? `${fee.amount_in_smallest_currency_unit} ${code} (in its smallest unit)`
    : `${String(fee.amount)} ${code}`;
};

/** A fee as the admin reads it ("$49.99"); "—" when it has no amount; not readable without a currency or outside 0 to MAX_FEE. */
export function shownFee(fee: FeeValue): Reading {
  const major = feeMajor(fee);
  if (major === null) return '—';
  if (!fee.currency || !believableFee(major)) return unreadable(rawFee(fee));
  const digits = currencyDigits(fee.currency) ?? 2;
  return formatMoney(Math.round(major * 10 ** digits), fee.currency);
}

/** 5400 seconds → "1 h 30 min"; 3600 → "1 h"; 900 → "15 min". */
export function formatSeconds(seconds: number): string {
  return formatMinutes(Math.round(seconds / 60));
}

/** Minutes the workspace sent, written as formatMinutes does when believed. */
export const shownMinutes = (n: number): Reading => (believableMinutes(n) ? formatMinutes(n) : unreadable(`${n} min`));

/** Seconds the workspace sent (a package's duration), as hours and minutes when believed. */
export const shownSeconds = (n: number): Reading => (believableSeconds(n) ? formatSeconds(n) : unreadable(`${n} s`));

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  cash: 'Cash',
  paypal: 'PayPal',
  dodopayments: 'Dodo Payments',
};

export const providerLabel = (provider: string | null | undefined) =>
  provider ? (PROVIDER_LABELS[provider] ?? humanize(provider)) : '—';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTimeOf(ms);
}

/** A moment the workspace sent, in the admin's zone ("Jul 23, 2025, 10:30 AM"); "—" when it sent none. */
export function shownDateTime(value: string | null | undefined): Reading {
  if (!value) return '—';
  const ms = believableDate(value);
  return ms === null ? unreadable(value) : dateTimeOf(ms);
}

/**
 * A moment as someone in `timeZone` reads it ("Jul 23, 2025, 10:30 AM"), for times the service
 * sends with the client's offset; the admin's own zone when the zone is missing or unknown.
 */
export function shownDateTimeIn(value: string | null | undefined, timeZone: string | null | undefined): Reading {
  if (!value) return '—';
  const ms = believableDate(value);
  if (ms === null) return unreadable(value);
  try {
    return dateTimeOf(ms, timeZone ? { timeZone } : {});
  } catch {
    return dateTimeOf(ms);
  }
}

/** 3_599_000 → "59 min 59 s"; 5000 → "5 s": a wait the admin can read at a glance. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h && `${h} h`, m && `${m} min`, (s || total === 0) && `${s} s`].filter(Boolean).join(' ');
}

/** Local time now in a zone ("3:05 PM" or "15:05"), or null for a zone the runtime does not know. */
export function localTimeIn(timeZone: string, now: number): string | null {
  try {
    return timeOf(now, { timeZone });
  } catch {
    return null;
  }
}
