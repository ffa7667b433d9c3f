import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { toCsv } from '@/lib/csv';
import { meetingCsvColumns } from './meeting-csv';
import { columnBreaks, csvRecords, type CellType } from '@/testing/csv-parse';

const link = (extra: Record<string, unknown>) =>
  meetingSchema.parse({ id: '1', sid: 'abc', name: 'Intro', slug: 'intro', ...extra });
const rows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));
const cell = (text: string, header: string, row = 1) => {
  const r = rows(text);
  return r[row]![r[0]!.indexOf(header)];
};

describe('the links CSV', () => {
  it('has the amount as a plain decimal and the currency in its own column, for currencies with 0, 2 and 3 decimals', () => {
    const csv = toCsv(
      [
        link({ fees: [{ amount_in_smallest_currency_unit: 150099, currency: 'eur', payment_provider: 'stripe' }] }),
        link({ fees: [{ amount_in_smallest_currency_unit: 1500, currency: 'JPY' }] }),
        link({ fees: [{ amount: '12.5', currency: 'KWD' }] }),
        link({ fees: [] }),
      ],
      meetingCsvColumns('Europe/London'),
    );
    expect(rows(csv)[0]).toEqual(
      expect.arrayContaining([
        'Fee amount',
        'Fee currency',
        'Payment provider',
        'Buffer before (min)',
        'Buffer after (min)',
      ]),
    );
    expect([cell(csv, 'Fee amount', 1), cell(csv, 'Fee currency', 1), cell(csv, 'Payment provider', 1)]).toEqual([
      '1500.99',
      'EUR',
      'Stripe',
    ]);
    expect([cell(csv, 'Fee amount', 2), cell(csv, 'Fee currency', 2)]).toEqual(['1500', 'JPY']);
    expect([cell(csv, 'Fee amount', 3), cell(csv, 'Fee currency', 3)]).toEqual(['12.500', 'KWD']);
    expect([cell(csv, 'Fee amount', 4), cell(csv, 'Fee currency', 4)]).toEqual(['', '']);
    expect(csv).not.toMatch(/€|¥/);
  });

  it('keeps the buffers and every place; the first fee in its columns, the others as text after it', () => {
    const m = link({
      before_buffer_time: 10,
      after_buffer_time: 0,
      spots: [{ spot: 'zoom' }, { spot: 'in_person' }, { spot: 'phone_call' }],
      fees: [
        { amount_in_smallest_currency_unit: 5000, currency: 'usd' },
        { amount_in_smallest_currency_unit: 400000, currency: 'inr', payment_provider: 'razorpay' },
      ],
    });
    const csv = toCsv([m], meetingCsvColumns('Europe/London'));
    expect(cell(csv, 'Buffer before (min)')).toBe('10');
    expect(cell(csv, 'Buffer after (min)')).toBe('0');
    expect(cell(csv, 'Place')).toBe('Zoom; In person; Phone call');
    expect(cell(csv, 'Fee amount')).toBe('50.00');
    expect(cell(csv, 'Fee currency')).toBe('USD');
    expect(cell(csv, 'Payment provider')).toBe('');
    expect(cell(csv, 'Other fees')).toBe('4000.00 INR (Razorpay)');
  });

  it('leaves the buffers empty when the workspace did not send them (v1)', () => {
    const csv = toCsv([link({})], meetingCsvColumns('Europe/London'));
    expect(cell(csv, 'Buffer before (min)')).toBe('');
  });

  it('leaves empty every value it does not believe, and keeps the ones it does', () => {
    const csv = toCsv(
      [
        link({
          duration: -83_670_598,
          before_buffer_time: -1,
          after_buffer_time: 525_601,
          updated_at: '1894-03-01T09:00:00Z',
          fees: [
            { amount_in_smallest_currency_unit: -150000, currency: 'usd' },
            { amount: '1e308', currency: 'eur' },
            { amount_in_smallest_currency_unit: 100_000_000_001, currency: 'usd' },
            { amount_in_smallest_currency_unit: 100_000_000_000, currency: 'usd' },
          ],
        }),
        link({
          durations_possible: [30, 525_600],
          before_buffer_time: 0,
          after_buffer_time: 525_600,
          updated_at: '2100-12-31T23:59:59Z',
        }),
        link({ durations: [{ duration: 30 }, { duration: 525_601 }], updated_at: '2101-01-01T00:00:00Z' }),
      ],
      meetingCsvColumns('Europe/London'),
    );
    const columns = [
      'Default duration (min)',
      'Other durations (min)',
      'Buffer before (min)',
      'Buffer after (min)',
      'Updated (Europe/London)',
    ];
    expect(columns.map((h) => cell(csv, h, 1))).toEqual(['', '', '', '', '']);
    expect(cell(csv, 'Fee amount', 1)).toBe('');
    expect(cell(csv, 'Fee currency', 1)).toBe('USD');
    expect(cell(csv, 'Other fees', 1)).toBe('EUR; USD; 1000000000.00 USD');
    expect(columns.map((h) => cell(csv, h, 2))).toEqual(['30', "'525600", '0', '525600', '2100-12-31 23:59:59']);
    expect(columns.filter((h) => !h.startsWith('Buffer')).map((h) => cell(csv, h, 3))).toEqual(['', '', '']);
    expect(csv).not.toMatch(/83670598|1894|525601|1e308|-150/);
  });

  it('puts each host in the names and the emails column at the same place, empty where a host lacks one', () => {
    const csv = toCsv(
      [link({ hosts: [{ name: 'Ana', email: 'ana@example.com' }, { email: 'ben@example.com' }, { name: 'Cleo' }] })],
      meetingCsvColumns('Europe/London'),
    );
    expect(cell(csv, 'Host names')).toBe('Ana; ; Cleo');
    expect(cell(csv, 'Host emails')).toBe('ana@example.com; ben@example.com; ');
  });

  it('leaves the amount and currency of a fee empty where the workspace sent none', () => {
    const csv = toCsv(
      [link({ fees: [{ currency: 'usd' }, { amount_in_smallest_currency_unit: 2500 }] })],
      meetingCsvColumns('Europe/London'),
    );
    expect(cell(csv, 'Fee amount')).toBe('');
    expect(cell(csv, 'Fee currency')).toBe('USD');
    expect(cell(csv, 'Payment provider')).toBe('');
    // A lone number in a text column keeps its leading quote.
    expect(cell(csv, 'Other fees')).toBe("'25.00");
  });

  it('names each link by its name, slug, id, kind and status', () => {
    const csv = toCsv(
      [
        link({ disabled: true, kind: 'round_robin' }),
        link({ sid: 'xyz', name: 'Demo', slug: 'demo', kind: 'one_on_one' }),
      ],
      meetingCsvColumns('Europe/London'),
    );
    const columns = ['Name', 'Slug', 'Link ID', 'Kind', 'Status'];
    expect(columns.map((h) => cell(csv, h, 1))).toEqual(['Intro', 'intro', 'abc', 'Round robin', 'Disabled']);
    expect(columns.map((h) => cell(csv, h, 2))).toEqual(['Demo', 'demo', 'xyz', 'One-on-one', 'Enabled']);
  });
});

// What a spreadsheet must read each column as: a column that mixes "1 h 30 min" with 90, or a stamp
// with milliseconds, is text to it and cannot be summed or sorted.
const TYPES: Record<string, CellType[]> = {
  Name: ['text'],
  Slug: ['text'],
  'Link ID': ['text'],
  Kind: ['text'],
  'Default duration (min)': ['number'],
  'Other durations (min)': ['text'],
  'Host names': ['text'],
  'Host emails': ['text'],
  Place: ['text'],
  Status: ['text'],
  'Buffer before (min)': ['number'],
  'Buffer after (min)': ['number'],
  'Fee amount': ['number'],
  'Fee currency': ['text'],
  'Payment provider': ['text'],
  'Other fees': ['text'],
  'Updated (Europe/London)': ['dateTime'],
};

describe('the links CSV, read by a CSV parser', () => {
  const rows = [
    link({
      durations: [{ duration: 90 }],
      hosts: [
        { name: 'Oliver Smith', email: 'oliver@example.com' },
        { name: 'Chloé Martin', email: 'chloe@example.com' },
      ],
      updated_at: '2026-11-27T07:30:56.652Z',
    }),
    link({ durations_possible: [60, 15, 30], fees: [], updated_at: '2026-03-29T00:59:59Z' }),
    link({
      duration: 30,
      fees: [{ amount_in_smallest_currency_unit: 150099, currency: 'eur' }],
      before_buffer_time: 5,
      after_buffer_time: 10,
    }),
    link({ name: '=HYPERLINK("x")', durations: [{ duration: 45 }], hosts: [{ email: 'only@example.com' }] }),
  ];
  const records = csvRecords(toCsv(rows, meetingCsvColumns('Europe/London')));

  it('gives every column one type a spreadsheet reads', () => {
    expect(columnBreaks(records, TYPES)).toBeNull();
    expect(Object.keys(records[0]!)).toEqual(Object.keys(TYPES));
  });

  it('writes the default duration as a number and the other durations as text, shortest first', () => {
    expect(records.map((r) => [r['Default duration (min)'], r['Other durations (min)']])).toEqual([
      ['90', ''],
      ['15', '30; 60'],
      ['30', ''],
      ['45', ''],
    ]);
  });

  it('takes the duration the link marks as default, else its own, else the shortest', () => {
    const marked = link({ durations: [{ duration: 15 }, { duration: 60, is_default: true }, { duration: 30 }] });
    const own = link({ duration: 30, durations_possible: [15, 30, 60] });
    const stray = link({ duration: 45, durations_possible: [15, 30] });
    const got = csvRecords(toCsv([marked, own, stray], meetingCsvColumns('UTC')));
    expect(got.map((r) => [r['Default duration (min)'], r['Other durations (min)']])).toEqual([
      ['60', '15; 30'],
      ['30', '15; 60'],
      ['15', "'30"],
    ]);
  });

  it('splits hosts into names and emails in the same order, a missing name left empty', () => {
    expect([records[0]!['Host names'], records[0]!['Host emails']]).toEqual([
      'Oliver Smith; Chloé Martin',
      'oliver@example.com; chloe@example.com',
    ]);
    expect([records[3]!['Host names'], records[3]!['Host emails']]).toEqual(['', 'only@example.com']);
  });

  it('leaves a free link’s fee cells empty and writes a paid one as a number', () => {
    expect([records[1]!['Fee amount'], records[1]!['Fee currency']]).toEqual(['', '']);
    expect([records[2]!['Fee amount'], records[2]!['Fee currency']]).toEqual(['1500.99', 'EUR']);
  });

  it('writes the update time to the second as the wall time in the zone its header names', () => {
    expect(records.map((r) => r['Updated (Europe/London)'])).toEqual([
      '2026-11-27 07:30:56',
      // One second before London's clocks go forward.
      '2026-03-29 00:59:59',
      '',
      '',
    ]);
  });

  it('keeps a slug or an id that looks like a number as text', () => {
    const got = csvRecords(toCsv([link({ slug: '0012', sid: '1e5', name: '2027' })], meetingCsvColumns('UTC')))[0]!;
    expect([got.Slug, got['Link ID'], got.Name]).toEqual(["'0012", "'1e5", "'2027"]);
  });

  it('defuses a formula in a text cell', () => {
    expect(records[3]!.Name).toBe(`'=HYPERLINK("x")`);
  });
});
