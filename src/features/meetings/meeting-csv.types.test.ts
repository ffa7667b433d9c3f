import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { toCsv } from '@/lib/csv';
import { adminZone } from '@/lib/csv-values';
import { columnBreaks, csvRecords, type CellType } from '@/testing/csv-parse';
import { MEETING_CSV_COLUMNS } from './meeting-csv';

const link = (extra: Record<string, unknown>) =>
  meetingSchema.parse({ id: '1', sid: 'abc', name: 'Intro', slug: 'intro', ...extra });

// What a spreadsheet must read each column as: a column that mixes "1 h 30 min" with 90, or a stamp
// with milliseconds, is text to it and cannot be summed or sorted.
const TYPES: Record<string, CellType[]> = {
  Name: ['text'],
  Slug: ['text'],
  'Link ID': ['text'],
  Kind: ['text'],
  'Duration (min)': ['number'],
  'Durations (min)': ['numberList'],
  'Host names': ['text'],
  'Host emails': ['text'],
  Place: ['text'],
  Status: ['text'],
  'Buffer before (min)': ['number'],
  'Buffer after (min)': ['number'],
  'Fee amount': ['number', 'text'],
  'Fee currency': ['text'],
  'Payment provider': ['text'],
  Updated: ['dateTime'],
  'Time zone': ['zone'],
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
  const records = csvRecords(toCsv(rows, MEETING_CSV_COLUMNS));

  it('gives every column one type a spreadsheet reads', () => {
    expect(columnBreaks(records, TYPES)).toBeNull();
    expect(Object.keys(records[0]!)).toEqual(Object.keys(TYPES));
  });

  it('writes durations in minutes, the shortest and then the list', () => {
    expect(records.map((r) => [r['Duration (min)'], r['Durations (min)']])).toEqual([
      ['90', '90'],
      ['15', '15; 30; 60'],
      ['30', '30'],
      ['45', '45'],
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

  it('writes the update time to the second in the admin’s zone, named beside it', () => {
    expect(records[0]!.Updated).not.toMatch(/\.\d/);
    expect(records.every((r) => r['Time zone'] === adminZone())).toBe(true);
    expect(Date.parse(records[0]!.Updated!)).toBe(Date.parse('2026-11-27T07:30:56Z'));
    expect(Date.parse(records[1]!.Updated!)).toBe(Date.parse('2026-03-29T00:59:59Z'));
  });

  it('defuses a formula in a text cell', () => {
    expect(records[3]!.Name).toBe(`'=HYPERLINK("x")`);
  });
});
