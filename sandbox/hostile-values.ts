// The numbers the hostile workspace (hostile.ts) sends: counts a careless client would believe, and
// values past belief that no screen may print (docs/product.md decisions 11 and 21), with the
// pattern a test looks for them by in what a screen or a file shows.

/** Counts a careless client would believe and print. */
export const ABSURD = {
  negativeTotal: -70_396_469,
  negativePages: -36_386_708,
  negativeSize: -48_134_131,
  negativePackages: -22_897_404,
  hugeTotal: 9_007_199_254_740_991,
  hugePages: 4_294_967_295,
  /** Plausible on its own, but the pages behind it never end. */
  endlessTotal: 900_000,
} as const;

/**
 * Values no screen may print (docs/product.md decision 21): durations, buffers, notices and intervals
 * below zero or past a year of minutes, fees below zero or past a billion, windows of negative days,
 * dates before 2000 and after 2100. Each is its own number, so a leak says which field it came from.
 */
export const UNBELIEVABLE = {
  duration: -83_670_598,
  durationChoice: 2_147_483_647,
  leadTime: -54_376_347,
  reschedulingLeadTime: 525_601,
  cancellationLeadTime: 31_415_926,
  startTimeIncrement: 14_557_618,
  beforeBuffer: -2_718_281,
  afterBuffer: 86_400_000,
  daysAhead: '-31337',
  dateRange: '1894-03-01 to 2187-01-01',
  feeCents: -1_234_567,
  feeDecimal: 'Infinity',
  feeYen: 4_503_599_627_370_496,
  originalPrice: -73_519_004,
  packageSeconds: -61_472_953,
  packageSecondsPastAYear: 31_536_001,
  packageFeeCents: -6_180_339,
  packageFeePaise: 123_456_789_012_345,
  /** Years of the dates sent: before 2000, after 2100. */
  years: [1894, 2187, 2245, 1969],
} as const;
const U = UNBELIEVABLE;

/** Digits with any thousands or decimal separator between them: "83670598", "83,670,598", "12,345.67". */
const digitsAnyHow = (n: number | string) => [...String(n).replace(/\D/g, '')].join('[,.\\s\u00a0\u202f]?');
/** The values sent in minutes and in seconds, as whole days: how a careless "1 d 2 h" would start. */
const wholeDays = [
  ...[
    U.duration,
    U.durationChoice,
    U.leadTime,
    U.reschedulingLeadTime,
    U.cancellationLeadTime,
    U.startTimeIncrement,
    U.beforeBuffer,
    U.afterBuffer,
  ].map((m) => Math.floor(Math.abs(m) / 1440)),
  ...[U.packageSeconds, U.packageSecondsPastAYear].map((s) => Math.floor(Math.abs(s) / 86_400)),
];
/**
 * Any value of UNBELIEVABLE as a screen or a file might write it, for tests to find a leak: each
 * number in any formatting, its whole days as a duration ("10109 d"), "Infinity", and the years of the dates.
 */
export const UNBELIEVABLE_TEXT = new RegExp(
  [
    ...Object.values(U).flatMap((v) =>
      (typeof v === 'number' || typeof v === 'string') && /\d{5}/.test(String(v)) ? [digitsAnyHow(v)] : [],
    ),
    ...wholeDays.map((d) => `\\b${digitsAnyHow(d)}\\s?d\\b`),
    'Infinity',
    ...U.years.map((y) => `\\b${y}\\b`),
  ].join('|'),
);
