import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@/lib/time/periods';
import { NY, NOW, booking, host, link, week } from '@/testing/why-not-facts';
import { NO_TIMES_WEEKS, whyNoTimes } from './why-no-times';

// A link with no time to offer at all says why in "why not"'s words; one whose times are only
// booked up says nothing (its months are worth trying).

const TOKYO = 'Asia/Tokyo';
const london = { h12: true, zone: 'Europe/London' };
const texts = (r: ReturnType<typeof whyNoTimes>) => r.reasons.map((x) => `${x.who ?? 'link'}: ${x.reason.text}`);

describe('whyNoTimes', () => {
  it('says nothing for a link that offers times, however booked up', () => {
    const busy = host({ bookings: [booking('2027-03-01T14:00:00Z', '2027-03-31T22:00:00Z')] });
    expect(whyNoTimes(link(), [busy], NOW, london)).toEqual({ reasons: [], lastDate: null });
  });

  it('a group link whose hosts’ hours never overlap: each host’s hours where the other works, in the page’s zone', () => {
    const oliver = host({ name: 'Oliver Smith', availabilityId: 'av-oliver' });
    const hana = host({
      name: 'Hana Sato',
      zone: TOKYO,
      availabilityId: 'av-hana',
      hours: { source: 'availability', name: 'Tokyo hours', week: week(), zone: TOKYO },
    });
    const got = whyNoTimes(link({ kind: 'multihost' }), [oliver, hana], NOW, london);
    expect(texts(got)).toEqual([
      // Monday 9:00 in New York (14:00 UTC) is Monday 23:00 in Tokyo; Tuesday 9:00 in Tokyo is Monday 19:00 in New York.
      "Hana Sato: outside Hana Sato's weekly hours (Tokyo hours, Monday 9:00 AM–5:00 PM in Asia/Tokyo, which is 12:00 AM–8:00 AM in Europe/London)",
      "Oliver Smith: outside Oliver Smith's weekly hours (Working hours, Monday 9:00 AM–5:00 PM in America/New_York, which is 2:00 PM–10:00 PM in Europe/London)",
    ]);
    expect(got.reasons.map((r) => r.reason.availability)).toEqual(['av-hana', 'av-oliver']);
  });

  it('a link turned off, or whose booking window has closed, says so once', () => {
    expect(texts(whyNoTimes(link({ disabled: true }), [host()], NOW, london))).toEqual([
      'link: the link is turned off',
    ]);
    const closed = whyNoTimes(
      link({ window: { type: 'date_range', value: '2027-01-01 to 2027-02-01' } }),
      [host()],
      NOW,
      london,
    );
    expect(closed.lastDate).toBe('2027-02-01');
    expect(texts(closed)).toEqual(['link: beyond the booking window (Jan 1, 2027 to Feb 1, 2027, up to Feb 1, 2027)']);
  });

  it('a host with no working time ahead is said once, with where their hours are kept', () => {
    const none = host({
      availabilityId: 'av1',
      hours: { source: 'availability', name: 'Working hours', week: emptyWeek(), zone: NY },
    });
    const got = whyNoTimes(link(), [none], NOW, london);
    expect(texts(got)).toEqual([`Oliver Smith: no working time in the next ${NO_TIMES_WEEKS} weeks (Working hours)`]);
    expect(got.reasons[0]!.reason.availability).toBe('av1');
  });

  it('asks from the day the booking window opens, so a window still to come is not taken for the reason', () => {
    const none = host({ hours: { source: 'availability', name: 'Working hours', week: emptyWeek(), zone: NY } });
    const later = link({ window: { type: 'date_range', value: '2027-03-10 to 2027-04-30' } });
    expect(texts(whyNoTimes(later, [none], NOW, london))).toEqual([
      `Oliver Smith: no working time in the next ${NO_TIMES_WEEKS} weeks (Working hours)`,
    ]);
  });

  it('leaves the answer open when a host’s hours could not be read', () => {
    expect(whyNoTimes(link({ kind: 'multihost' }), [host(), host({ name: 'X', hours: null })], NOW, london)).toEqual({
      reasons: [],
      lastDate: null,
    });
  });

  it('a minimum notice longer than the weeks looked at is the reason, not the hours', () => {
    const got = whyNoTimes(link({ leadTime: (NO_TIMES_WEEKS + 1) * 7 * 1440 }), [host()], NOW, london);
    expect(texts(got)).toEqual([
      'link: before the minimum notice (63 days: the earliest start now is May 3, 2027, 1:00 PM)',
    ]);
  });
});
