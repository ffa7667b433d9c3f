import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { toCsv } from '@/lib/csv';
import { MEETING_CSV_COLUMNS } from './meeting-csv';

const link = (extra: Record<string, unknown>) => meetingSchema.parse({ id: '1', sid: 'abc', name: 'Intro', slug: 'intro', ...extra });
const rows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
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
      MEETING_CSV_COLUMNS,
    );
    expect(rows(csv)[0]).toEqual(expect.arrayContaining(['Fee amount', 'Fee currency', 'Payment provider', 'Buffer before (min)', 'Buffer after (min)']));
    expect([cell(csv, 'Fee amount', 1), cell(csv, 'Fee currency', 1), cell(csv, 'Payment provider', 1)]).toEqual(['1500.99', 'EUR', 'Stripe']);
    expect([cell(csv, 'Fee amount', 2), cell(csv, 'Fee currency', 2)]).toEqual(['1500', 'JPY']);
    expect([cell(csv, 'Fee amount', 3), cell(csv, 'Fee currency', 3)]).toEqual(['12.500', 'KWD']);
    expect([cell(csv, 'Fee amount', 4), cell(csv, 'Fee currency', 4)]).toEqual(['0', '']);
    expect(csv).not.toMatch(/€|¥/);
  });

  it('keeps the buffers, every place and every fee, in the same order across columns', () => {
    const m = link({
      before_buffer_time: 10,
      after_buffer_time: 0,
      spots: [{ spot: 'zoom' }, { spot: 'in_person' }, { spot: 'phone_call' }],
      fees: [
        { amount_in_smallest_currency_unit: 5000, currency: 'usd' },
        { amount_in_smallest_currency_unit: 400000, currency: 'inr', payment_provider: 'razorpay' },
      ],
    });
    const csv = toCsv([m], MEETING_CSV_COLUMNS);
    expect(cell(csv, 'Buffer before (min)')).toBe('10');
    expect(cell(csv, 'Buffer after (min)')).toBe('0');
    expect(cell(csv, 'Place')).toBe('Zoom; In person; Phone call');
    expect(cell(csv, 'Fee amount')).toBe('50.00; 4000.00');
    expect(cell(csv, 'Fee currency')).toBe('USD; INR');
    expect(cell(csv, 'Payment provider')).toBe('; Razorpay');
  });

  it('leaves the buffers empty when the workspace did not send them (v1)', () => {
    const csv = toCsv([link({})], MEETING_CSV_COLUMNS);
    expect(cell(csv, 'Buffer before (min)')).toBe('');
  });
});
