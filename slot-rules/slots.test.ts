import { describe, expect, it } from 'vitest';
import { bookableSlots, countBetween, type HostRules, type LinkRules } from './slots';
import { bookingWindow } from './window';

// The rules on plain facts, one at a time (sandbox/slots.test.ts checks them again through the
// sandbox's records): one host, Mondays 09:00–12:00 in New York, an hour long, every hour.

const RULES: LinkRules = {
  kind: 'one_on_one',
  disabled: false,
  duration: 60,
  step: 60,
  before: 0,
  after: 0,
  leadTime: 0,
  window: null,
  zone: 'America/New_York',
};
const host = (over: Partial<HostRules> = {}): HostRules => ({
  zone: 'America/New_York',
  hours: { periods: [{ wday: 'monday', start: 540, end: 720 }], zone: 'America/New_York' },
  overrides: new Map(),
  busy: [],
  ...over,
});
const ASK = { from: '2027-03-08', to: '2027-03-08', zone: 'Europe/London', now: Date.parse('2027-01-01T00:00:00Z') };
const times = (link: Partial<LinkRules>, hosts: HostRules[], ask = ASK) =>
  bookableSlots({ ...RULES, ...link }, hosts, ask).flatMap((d) =>
    d.slots.map((s) => `${new Date(s.start).toISOString().slice(11, 16)}×${s.count}`),
  );
const at = (iso: string) => Date.parse(`2027-03-08T${iso}:00Z`);

describe('bookable slots from plain facts', () => {
  it('starts every step from the start of the hours, the whole duration inside them', () => {
    expect(times({}, [host()])).toEqual(['14:00×1', '15:00×1', '16:00×1']);
    expect(times({ duration: 90, step: 30 }, [host()])).toEqual(['14:00×1', '14:30×1', '15:00×1', '15:30×1']);
  });
  it('a booking holds its time, and the buffers around a meeting keep it off a booking', () => {
    const busy = [{ start: at('15:00'), end: at('16:00') }];
    expect(times({}, [host({ busy })])).toEqual(['14:00×1', '16:00×1']);
    expect(times({ after: 15 }, [host({ busy })])).toEqual(['16:00×1']);
    expect(times({ before: 15 }, [host({ busy })])).toEqual(['14:00×1']);
  });
  it('minimum notice and the booking window, in the link’s zone; an unreadable window offers nothing', () => {
    expect(times({ leadTime: 60 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['15:00×1', '16:00×1']);
    expect(times({ leadTime: 120 }, [host()], { ...ASK, now: at('13:30') })).toEqual(['16:00×1']);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-05T12:00:00Z'),
      }),
    ).toEqual([]);
    expect(
      times({ window: { type: 'number_of_days_into_the_future', value: '3' } }, [host()], {
        ...ASK,
        now: Date.parse('2027-03-06T16:00:00Z'),
      }),
    ).toHaveLength(3);
    expect(times({ window: { type: 'date_range', value: 'soon' } }, [host()])).toEqual([]);
  });
  it('a disabled link, or one without hosts, offers nothing; every asked date is listed', () => {
    expect(times({ disabled: true }, [host()])).toEqual([]);
    expect(bookableSlots(RULES, [], { ...ASK, to: '2027-03-10' }).map((d) => d.date)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
  });
  it('round robin counts the hosts free; multi-host needs every host', () => {
    const later = host({ hours: { periods: [{ wday: 'monday', start: 600, end: 780 }], zone: 'America/New_York' } });
    expect(times({ kind: 'round_robin' }, [host(), later])).toEqual(['14:00×1', '15:00×2', '16:00×2', '17:00×1']);
    expect(times({ kind: 'multihost' }, [host(), later])).toEqual(['15:00×1', '16:00×1']);
  });
  it('counts the bookable times between two instants', () => {
    const days = bookableSlots(RULES, [host()], { ...ASK, to: '2027-03-15' });
    expect(countBetween(days, at('00:00'), Date.parse('2027-03-16T00:00:00Z'))).toBe(6);
    expect(countBetween(days, at('15:00'), Date.parse('2027-03-15T00:00:00Z'))).toBe(2);
  });
});

describe('the booking window', () => {
  it('N days, N business days, or a range of dates, both ends included', () => {
    expect(bookingWindow('number_of_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-07',
    });
    expect(bookingWindow('number_of_business_days_into_the_future', '3', '2027-03-05')).toEqual({
      first: '2027-03-05',
      last: '2027-03-09',
    });
    expect(bookingWindow('date_range', '2027-03-01 to 2027-03-31', '2027-01-01')).toEqual({
      first: '2027-03-01',
      last: '2027-03-31',
    });
    expect(bookingWindow('date_range', '2027-03-31 to 2027-03-01', '2027-01-01')).toBeNull();
    expect(bookingWindow('number_of_days_into_the_future', '0', '2027-03-05')).toBeNull();
    expect(bookingWindow('something_else', '3', '2027-03-05')).toBeNull();
  });
});
