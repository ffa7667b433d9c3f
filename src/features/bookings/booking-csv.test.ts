import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import { toCsv } from '@/lib/csv';
import { BOOKING_CSV_COLUMNS } from './booking-csv';

vi.mock('@/lib/csv-values', async (load) => ({ ...(await load<typeof import('@/lib/csv-values')>()), adminZone: () => 'Europe/Berlin' }));

const booking = (over: Partial<Booking>): Booking =>
  ({
    id: 'id1', sid: 'abc1234', name: 'Ada Lovelace', email: 'ada@x.org', host_name: 'Chloé Martin', host_email: 'chloe@x.org',
    multihosts: [{ name: 'Chloé Martin', email: 'chloe@x.org' }, { name: 'Oliver Smith', email: 'oliver@x.org' }],
    starts_at: '2026-12-01T09:00:00.000Z', ends_at: '2026-12-01T09:45:00.000Z', time_zone: 'Asia/Kolkata', status: 'confirmed',
    cancel_reason: null, created_at: '2026-11-20T10:00:00.000Z', meeting: { name: '=Demo' }, form_responses: [], ...over,
  }) as Booking;

describe('bookings CSV', () => {
  it('writes moments with their offset in the admin and client zones, minutes as numbers, co-hosts in their own cells', () => {
    const [head, row] = toCsv([booking({})], BOOKING_CSV_COLUMNS).replace('\uFEFF', '').split('\r\n');
    expect(head).toBe('Starts,Ends,Time zone,Client starts,Client time zone,Length (minutes),Client,Client email,Host,Host email,Co-hosts,Co-host emails,Scheduling link,Status,Cancellation reason,Booked,Booking id');
    expect(row).toBe(
      "2026-12-01T10:00:00+01:00,2026-12-01T10:45:00+01:00,Europe/Berlin,2026-12-01T14:30:00+05:30,Asia/Kolkata,45,Ada Lovelace,ada@x.org,Chloé Martin,chloe@x.org,Oliver Smith,oliver@x.org,'=Demo,confirmed,,2026-11-20T11:00:00+01:00,abc1234",
    );
  });

  it('leaves a moment it does not believe, an unknown zone and an impossible length empty', () => {
    const [, row] = toCsv([booking({ starts_at: '1894-05-17T10:00:00Z', time_zone: 'Mars/Base' })], BOOKING_CSV_COLUMNS).replace('\uFEFF', '').split('\r\n');
    expect(row!.split(',').slice(0, 6)).toEqual(['', '2026-12-01T10:45:00+01:00', 'Europe/Berlin', '', 'Mars/Base', '']);
  });
});
