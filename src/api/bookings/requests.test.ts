import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { bookingsRequests } from './requests';
import { bookingListSchema, bookingSchema, cancelAnswerSchema } from './schemas';

// What the booking requests send (routes, versions, the vendor's filter names) and what their
// schemas keep of an answer.

type Sent = {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  schema: unknown;
};

function requester(answer: (sent: Sent) => unknown = () => ({ bookings: [], pagination: {} })) {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    const one = {
      method: args.method,
      path: args.path,
      query: args.query,
      body: args.body,
      signal: args.signal,
      schema: args.schema,
    };
    sent.push(one);
    return answer(one);
  }) as never;
  return { sent, api: bookingsRequests(request) };
}

describe('the bookings list', () => {
  it('asks /v2/bookings unless told v1, with the page and the filters the vendor documents', async () => {
    const { sent, api } = requester();
    const signal = new AbortController().signal;
    await api.list(
      { page_number: 2, page_size: 50, type: 'upcoming', host_email: 'h@x.org', client_email: 'c@x.org' },
      { signal },
    );
    await api.list({}, { version: 'v1' });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/v2/bookings',
      query: { page_number: 2, page_size: 50, type: 'upcoming', host_email: 'h@x.org', client_email: 'c@x.org' },
      signal,
      schema: bookingListSchema,
    });
    expect(sent[1]!.path).toBe('/v1/bookings');
  });

  it('sends a start-time window as filters[starts_at], rule "between", both ends comma-joined', async () => {
    const { sent, api } = requester();
    await api.list({ starts_between: { from: '2026-12-01T05:00:00.000Z', to: '2026-12-02T04:59:59.999Z' } });
    expect(sent[0]!.query).toMatchObject({
      'filters[starts_at][rule]': 'between',
      'filters[starts_at][value]': '2026-12-01T05:00:00.000Z,2026-12-02T04:59:59.999Z',
    });
    expect(sent[0]!.query).not.toHaveProperty('starts_between');
    await api.list({ type: 'past' });
    expect(Object.keys(sent[1]!.query!).some((k) => k.startsWith('filters['))).toBe(false);
  });

  it('answers each booking once when a page repeats one, keeping the pagination', async () => {
    const b = (id: string) => ({ id, multihosts: [], form_responses: [] });
    const { api } = requester(() => ({ bookings: [b('a'), b('b'), b('a')], pagination: { total_records: 3 } }));
    const res = await api.list();
    expect(res.bookings.map((x) => x.id)).toEqual(['a', 'b']);
    expect(res.pagination).toEqual({ total_records: 3 });
  });
});

describe('one booking', () => {
  it('is read, rescheduled and cancelled on /v1, its sid written safely', async () => {
    const { sent, api } = requester(() => ({}));
    const signal = new AbortController().signal;
    const body = {
      name: 'Ada',
      email: 'ada@x.org',
      slot_date: '2027-03-15',
      slot_start_time: '02:00 PM',
      time_zone: 'UTC',
    };
    await api.get('a/b c', { signal });
    await api.reschedule('a/b c', body, { signal });
    await api.cancel('a/b c', '  Client asked  ', { signal });
    expect(sent.map(({ method, path, signal: s }) => ({ method, path, signal: s }))).toEqual([
      { method: 'GET', path: '/v1/bookings/a%2Fb%20c', signal },
      { method: 'PATCH', path: '/v1/bookings/a%2Fb%20c', signal },
      { method: 'POST', path: '/v1/bookings/a%2Fb%20c/cancel', signal },
    ]);
    expect(sent[0]!.schema).toBe(bookingSchema);
    expect(sent[1]).toMatchObject({ body, schema: bookingSchema });
    expect(sent[2]).toMatchObject({
      query: { cancel_reason: 'Client asked' },
      body: undefined,
      schema: cancelAnswerSchema,
    });
  });

  it('sends a blank cancellation reason as empty, which the query leaves out', async () => {
    const { sent, api } = requester(() => ({}));
    await api.cancel('s1', '   ');
    expect(sent[0]!.query).toEqual({ cancel_reason: '' });
  });
});

describe('the booking schemas', () => {
  const full = {
    id: 'b1',
    sid: 's1',
    name: 'Ada',
    multihosts: [{ name: 'Oliver Smith', email: 'oliver@x.org' }],
    meeting: { name: 'Intro call' },
    meeting_outcome: { name: 'Completed', color_hex: '#00aa00', extra: 1 },
    form_responses: [{ field: 'Company', value: 'Acme', type: 'text', field_code: 'company' }],
  };

  it('keep the fields of a booking, its hosts, link and answers', () => {
    const b = bookingSchema.parse(full);
    expect(b).toMatchObject({ id: 'b1', sid: 's1', name: 'Ada', meeting: { name: 'Intro call' } });
    expect(b.multihosts).toEqual([{ name: 'Oliver Smith', email: 'oliver@x.org' }]);
    expect(b.form_responses).toEqual([{ field: 'Company', value: 'Acme', type: 'text', field_code: 'company' }]);
    expect(b.meeting_outcome).toEqual({ name: 'Completed', color_hex: '#00aa00', extra: 1 });
    expect(bookingSchema.parse({ ...full, meeting_outcome: 'no_show' }).meeting_outcome).toBe('no_show');
  });

  it('refuse a value of the wrong kind inside a host, a link, an outcome or an answer', () => {
    expect(bookingSchema.safeParse({ ...full, multihosts: [{ name: 5 }] }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...full, meeting: { name: 5 } }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...full, meeting_outcome: { name: 5 } }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...full, form_responses: [{ field: 5 }] }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...full, name: 5 }).success).toBe(false);
  });

  it('keep the list’s pagination and the cancel answer’s message', () => {
    expect(bookingListSchema.parse({ bookings: [full], pagination: { total_records: 1 } }).pagination).toMatchObject({
      total_records: 1,
    });
    expect(bookingListSchema.safeParse({ bookings: [{ sid: 'no id' }], pagination: {} }).success).toBe(false);
    expect(cancelAnswerSchema.parse({ message: 'Booking cancelled' })).toEqual({ message: 'Booking cancelled' });
    expect(cancelAnswerSchema.safeParse({ message: 5 }).success).toBe(false);
  });
});
