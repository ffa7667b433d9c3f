import { ABSURD, UNBELIEVABLE as U } from './hostile-values.ts';

// The hostile workspace's records (hostile.ts pages them): valid by the spec's schemas, absurd in
// what they say. Most optional fields are null; the durations, notices, fees and dates they do send
// are past belief (docs/product.md decision 21).

const nulls = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;

/**
 * A link as the vendor's own meeting schema has it: no `hosts` field at all (its OpenAPI and samples
 * carry none), which a client must not read as a link that has no hosts.
 */
export const vendorMeeting = (n: number) => {
  const link: Partial<ReturnType<typeof meeting>> = meeting(n);
  delete link.hosts;
  return link;
};

export const meeting = (n: number) => ({
  id: `hostile-meeting-${n}`,
  sid: `hm${n}`,
  name: n % 3 === 0 ? null : `Hostile link ${n}`,
  ...nulls(
    'slug',
    'description',
    'kind',
    'disabled',
    'spot',
    'spot_in_person_location',
    'spot_custom_text',
    'spot_phone_call_number',
    'is_template',
    'deleted_at',
    'hosts',
    'spots',
    'durations_possible',
    'locked_time_zone',
  ),
  duration: U.duration,
  // Odd links offer a choice of durations, one of them believable: the list is what is shown.
  durations:
    n % 2
      ? [
          { id: null, duration: 30, is_default: true },
          { id: null, duration: U.durationChoice, is_default: false },
        ]
      : null,
  lead_time: U.leadTime,
  rescheduling_lead_time: U.reschedulingLeadTime,
  cancellation_lead_time: U.cancellationLeadTime,
  start_time_increment: U.startTimeIncrement,
  before_buffer_time: U.beforeBuffer,
  after_buffer_time: U.afterBuffer,
  schedulable_range_type: n % 2 ? 'number_of_days_into_the_future' : 'date_range',
  schedulable_range_value: n % 2 ? U.daysAhead : U.dateRange,
  created_at: '1894-03-01T09:00:00Z',
  updated_at: n % 2 ? '2187-01-01T00:00:00Z' : '1969-12-31T23:59:59Z',
  fees: [
    {
      id: null,
      amount: String(U.feeCents / 100),
      currency: 'usd',
      amount_in_smallest_currency_unit: U.feeCents,
      payment_provider: 'stripe',
    },
    {
      id: null,
      amount: U.feeDecimal,
      currency: 'eur',
      amount_in_smallest_currency_unit: null,
      payment_provider: 'paypal',
    },
    { id: null, amount: null, currency: 'jpy', amount_in_smallest_currency_unit: U.feeYen, payment_provider: 'cash' },
  ],
  original_price_enabled: true,
  original_price: U.originalPrice,
});

export const pkg = (n: number) => ({
  id: `hostile-package-${n}`,
  name: n % 2 ? `Hostile package ${n}` : null,
  ...nulls('slug', 'status', 'description', 'meetings', 'created_at', 'updated_at'),
  duration: n % 2 ? U.packageSeconds : U.packageSecondsPastAYear,
  fee:
    n % 2
      ? {
          amount: String(U.packageFeeCents / 100),
          currency: 'usd',
          amount_in_smallest_currency_unit: U.packageFeeCents,
        }
      : { amount: null, currency: 'inr', amount_in_smallest_currency_unit: U.packageFeePaise },
});

export const member = (n: number) => ({
  id: `hostile-member-${n}`,
  email: n % 4 === 0 ? null : `member${n}@hostile.test`,
  ...nulls('first_name', 'last_name', 'name', 'time_zone', 'organization_role', 'active', 'created_at', 'updated_at'),
});

export const booking = (n: number) => ({
  id: `hostile-booking-${n}`,
  name: n % 2 ? `Client ${n}` : null,
  ...nulls(
    'sid',
    'parent_booking_id',
    'email',
    'host_name',
    'host_email',
    'multihosts',
    'status',
    'meeting_id',
    'meeting',
    'form_responses',
    'cancel_reason',
    'cancelled_by',
  ),
  time_zone: 'Asia/Kolkata',
  // Odd bookings happen in 1894; even ones start now and end in 2245.
  ...(n % 2
    ? {
        starts_at: '1894-05-17T10:00:00Z',
        ends_at: '1894-05-17T10:30:00Z',
        starts_at_for_client: '1894-05-17T15:30:00+05:30',
        ends_at_for_client: '1894-05-17T16:00:00+05:30',
        created_at: '2187-01-01T00:00:00Z',
      }
    : {
        starts_at: '2026-03-02T10:00:00Z',
        ends_at: '2245-01-01T00:00:00Z',
        starts_at_for_client: '2026-03-02T15:30:00+05:30',
        ends_at_for_client: '2245-01-01T05:30:00+05:30',
        created_at: '1969-12-31T23:59:59Z',
      }),
});

// Availabilities: hours no clock can read, ends before starts, the same range over and over, days
// that are not days, dates that are not dates, buffers of minus millions, and rows with no hours at all.
const ODD_PERIODS = [
  { id: null, wday: 'monday', start_time: '25:99 PM', end_time: '09:00 AM' },
  { id: null, wday: 'tuesday', start_time: '05:00 PM', end_time: '09:00 AM' },
  { id: null, wday: 'funday', start_time: '09:00 AM', end_time: '05:00 PM' },
  { id: null, wday: 'wednesday', start_time: '-70396469', end_time: '4294967295' },
  ...Array.from({ length: 40 }, () => ({ id: null, wday: 'thursday', start_time: '09:00 AM', end_time: '05:00 PM' })),
  { id: null, wday: 'friday', start_time: '', end_time: '' },
];
const ODD_OVERRIDES = [
  { date: '0000-00-00', periods: null },
  { date: 'not a date', periods: [{ wday: null, start_time: '13:00 PM', end_time: '99:99 AM' }] },
  { date: '275760-09-13', periods: [] },
  { date: '2026-02-30', periods: [{ wday: 'saturday', start_time: '11:00 PM', end_time: '01:00 AM' }] },
];
export const availability = (id: string, email: string | null, n: number) => ({
  id,
  sid: `ha${n}`,
  name: n % 3 === 0 ? null : `Hostile hours ${n % 7}`,
  default: n % 2 === 0 ? true : null,
  periods: n % 5 === 0 ? null : ODD_PERIODS,
  overrides: n % 4 === 0 ? null : ODD_OVERRIDES,
  user: n % 6 === 0 ? null : { id: null, name: null, email },
  before_buffer_time: ABSURD.negativeSize,
  after_buffer_time: ABSURD.hugePages,
});
