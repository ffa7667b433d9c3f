import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import { toCsv } from '@/lib/csv';
import { bookingCsvColumns, downloadBookingsCsv } from './booking-csv';

vi.mock('@/lib/csv-values', async (load) => ({
  ...(await load<typeof import('@/lib/csv-values')>()),
  adminZone: () => 'Europe/Berlin',
}));

const booking = (over: Partial<Booking>): Booking =>
  ({
    id: 'id1',
    sid: 'abc1234',
    name: 'Ada Lovelace',
    email: 'ada@x.org',
    host_name: 'Chloé Martin',
    host_email: 'chloe@x.org',
    multihosts: [
      { name: 'Chloé Martin', email: 'chloe@x.org' },
      { name: 'Oliver Smith', email: 'oliver@x.org' },
    ],
    starts_at: '2026-12-01T09:00:00.000Z',
    ends_at: '2026-12-01T09:45:00.000Z',
    time_zone: 'Asia/Kolkata',
    status: 'confirmed',
    cancel_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    meeting: { name: '=Demo' },
    form_responses: [],
    ...over,
  }) as Booking;

describe('bookings CSV', () => {
  it('writes moments as wall times in the admin’s zone (in the header) and the client’s, minutes as numbers, co-hosts in their own cells', () => {
    const [head, row] = toCsv([booking({})], bookingCsvColumns())
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(head).toBe(
      'Starts (Europe/Berlin),Ends (Europe/Berlin),Client starts,Client time zone,Length (minutes),Client,Client email,Host,Host email,Co-hosts,Co-host emails,Scheduling link,Status,Cancellation reason,Booked (Europe/Berlin),Booking id',
    );
    expect(row).toBe(
      "2026-12-01 10:00,2026-12-01 10:45,2026-12-01 14:30,Asia/Kolkata,45,Ada Lovelace,ada@x.org,Chloé Martin,chloe@x.org,Oliver Smith,oliver@x.org,'=Demo,confirmed,,2026-11-20 11:00:00,abc1234",
    );
  });

  it('leaves a moment it does not believe, an unknown zone and an impossible length empty', () => {
    const [, row] = toCsv([booking({ starts_at: '1894-05-17T10:00:00Z', time_zone: 'Mars/Base' })], bookingCsvColumns())
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(row!.split(',').slice(0, 5)).toEqual(['', '2026-12-01 10:45', '', 'Mars/Base', '']);
  });
});

const cells = (b: Booking) => {
  const [, row] = toCsv([b], bookingCsvColumns()).replace('\uFEFF', '').split('\r\n');
  const head = bookingCsvColumns().map((c) => c.header);
  return Object.fromEntries(row!.split(',').map((v, i) => [head[i], v]));
};

describe('bookings CSV, the length column', () => {
  const at = (ends_at: string) =>
    cells(booking({ starts_at: '2026-12-01T09:00:00.000Z', ends_at }))['Length (minutes)'];

  it('counts whole minutes up to a day, both ends believed', () => {
    expect(at('2026-12-02T09:00:00.000Z')).toBe('1440');
    expect(at('2026-12-01T09:00:30.000Z')).toBe('1');
    expect(at('2026-12-01T09:00:29.000Z')).toBe('0');
  });

  it('leaves empty a length of nothing, a negative one, one over a day, or one with an end not believed', () => {
    expect(at('2026-12-01T09:00:00.000Z')).toBe('');
    expect(at('2026-12-01T08:59:00.000Z')).toBe('');
    expect(at('2026-12-02T09:01:00.000Z')).toBe('');
    expect(cells(booking({ ends_at: null }))['Length (minutes)']).toBe('');
    expect(cells(booking({ ends_at: '3000-01-01T00:00:00Z' }))['Length (minutes)']).toBe('');
  });
});

describe('bookings CSV, what the workspace left out', () => {
  it('leaves a cell empty for each field the workspace did not send, and names the booking by id without a sid', () => {
    const bare = booking({
      name: null,
      email: null,
      host_name: null,
      host_email: null,
      multihosts: [],
      time_zone: null,
      status: null,
      meeting: null,
      sid: null,
      created_at: null,
    });
    expect(cells(bare)).toMatchObject({
      'Client starts': '',
      'Client time zone': '',
      Client: '',
      'Client email': '',
      Host: '',
      'Host email': '',
      'Co-hosts': '',
      'Co-host emails': '',
      'Scheduling link': '',
      Status: '',
      'Cancellation reason': '',
      'Booked (Europe/Berlin)': '',
      'Booking id': 'id1',
    });
  });

  it('writes the client start empty for a zone this browser does not know, even for a start it believes', () => {
    expect(cells(booking({ time_zone: 'Mars/Base' }))).toMatchObject({
      'Starts (Europe/Berlin)': '2026-12-01 10:00',
      'Client starts': '',
      'Client time zone': 'Mars/Base',
    });
  });

  it('writes the cancellation reason, and several co-hosts "; " apart', () => {
    const b = booking({
      cancel_reason: 'Client ill',
      multihosts: [
        { name: 'Oliver Smith', email: 'oliver@x.org' },
        { name: 'Priya R', email: 'priya@x.org' },
      ],
    });
    expect(cells(b)).toMatchObject({
      'Cancellation reason': 'Client ill',
      'Co-hosts': 'Oliver Smith; Priya R',
      'Co-host emails': 'oliver@x.org; priya@x.org',
    });
  });
});

describe('bookings CSV, text a spreadsheet would read as a number', () => {
  it('keeps an id, a name or a reason that looks like a number or a date as text, with a leading quote', () => {
    expect(
      cells(booking({ sid: '0012', name: '1e5', meeting: { name: '12/03' }, cancel_reason: 'TRUE', host_name: 'x 1' })),
    ).toMatchObject({
      'Booking id': "'0012",
      Client: "'1e5",
      'Scheduling link': "'12/03",
      'Cancellation reason': "'TRUE",
      Host: 'x 1',
    });
  });
});

describe('downloadBookingsCsv', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('hands the browser a UTF-8 CSV named after the admin’s today, and frees it once the click is made', async () => {
    // 00:30 on 28 November in Berlin, the admin's zone here: UTC's date is still the 27th.
    vi.useFakeTimers({ now: Date.parse('2026-11-27T23:30:00Z') });
    const link = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: vi.fn(() => link) });
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:csv'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await downloadBookingsCsv([booking({})]);
    expect(document.createElement).toHaveBeenCalledWith('a');
    expect(link).toMatchObject({ href: 'blob:csv', download: 'bookings-2026-11-28.csv' });
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(blob!.type).toBe('text/csv;charset=utf-8');
    expect((await blob!.text()).replace('\uFEFF', '')).toBe(
      toCsv([booking({})], bookingCsvColumns()).replace('\uFEFF', ''),
    );
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv');
  });
});
