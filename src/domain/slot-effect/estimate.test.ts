import { describe, expect, it } from 'vitest';
import { estimateLink, fourWeeks, monthsOf, withDays, type LinkFactsNow } from './estimate';
import { agreementWords, differenceWords, groupWords } from './words';
import { nyHost, ONE_HOST_RULES } from '@/testing/one-host-link';

// One New York host, weekdays 09:00–17:00, hour-long meetings every hour: 8 a weekday.
const NOW = Date.parse('2027-03-01T00:00:00Z');
const link = (over: Partial<LinkFactsNow['rules']> = {}): LinkFactsNow => ({
  rules: { ...ONE_HOST_RULES, ...over },
  hosts: [
    {
      email: 'ny@example.com',
      ...nyHost(
        (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((wday) => ({
          wday,
          start: 540,
          end: 1020,
        })),
      ),
    },
  ],
});

describe('the estimate', () => {
  it('four weeks from today in the admin’s zone, and the months they touch', () => {
    expect(fourWeeks(NOW, 'Europe/London')).toEqual({ from: '2027-03-01', to: '2027-03-28' });
    expect(fourWeeks(NOW, 'America/New_York')).toEqual({ from: '2027-02-28', to: '2027-03-27' });
    expect(monthsOf({ from: '2027-03-01', to: '2027-03-28' })).toEqual([{ year: 2027, month: 3 }]);
    expect(monthsOf({ from: '2027-02-28', to: '2027-03-27' })).toEqual([
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
  });
  it('now and after by the same rules: a day off takes that day’s slots, a half day some of them', () => {
    const off = estimateLink(
      link(),
      (e) => (e === 'ny@example.com' ? { overrides: withDays([{ date: '2027-03-10', ranges: null }]) } : null),
      NOW,
      'Europe/London',
    );
    expect(off).toEqual({ now: 20 * 8, after: 19 * 8 });
    const half = estimateLink(
      link(),
      () => ({ overrides: withDays([{ date: '2027-03-10', ranges: [{ start: 540, end: 720 }] }]) }),
      NOW,
      'Europe/London',
    );
    expect(half.now - half.after).toBe(5);
  });
  it('a link that becomes another: a longer duration and step leave fewer times; the host changes apply to it', () => {
    // Two-hour meetings every two hours in 09:00–17:00: 4 a weekday instead of 8.
    expect(estimateLink(link(), () => null, NOW, 'Europe/London', link({ duration: 120, step: 120 }))).toEqual({
      now: 160,
      after: 80,
    });
    const off = (e: string) =>
      e === 'ny@example.com' ? { overrides: withDays([{ date: '2027-03-10', ranges: null }]) } : null;
    expect(estimateLink(link(), off, NOW, 'Europe/London', link({ duration: 120, step: 120 })).after).toBe(76);
    // A link whose new hosts have no hours has no times.
    const nobody: LinkFactsNow = { ...link(), hosts: [{ ...link().hosts[0]!, hours: null }] };
    expect(estimateLink(link(), () => null, NOW, 'Europe/London', nobody)).toEqual({ now: 160, after: 0 });
  });
  it('a host the change does not touch, or new weekly hours', () => {
    expect(estimateLink(link(), () => null, NOW, 'Europe/London')).toEqual({ now: 160, after: 160 });
    const mornings = {
      hours: { periods: [{ wday: 'monday' as const, start: 540, end: 720 }], zone: 'America/New_York' },
    };
    expect(estimateLink(link(), () => mornings, NOW, 'Europe/London').after).toBe(4 * 3);
  });
  it('a day already off, and a date past the four weeks, change nothing', () => {
    const already = link();
    already.hosts[0]!.overrides = new Map([['2027-03-10', []]]);
    const both = withDays([
      { date: '2027-03-10', ranges: null },
      { date: '2027-04-20', ranges: null },
    ]);
    expect(estimateLink(already, () => ({ overrides: both }), NOW, 'Europe/London')).toEqual({ now: 152, after: 152 });
  });
});

describe('the difference in words', () => {
  it('fewer, more, one, none', () => {
    expect(differenceWords(-96)).toBe('96 fewer slots');
    expect(differenceWords(1)).toBe('1 more slot');
    expect(differenceWords(-1)).toBe('1 fewer slot');
    expect(differenceWords(0)).toBe('no change in slots');
    expect(differenceWords(-1500)).toBe('1,500 fewer slots');
  });
  it('per person or for every link', () => {
    expect(groupWords('Priya', 22, -96)).toBe("Priya's 22 links: 96 fewer slots in the next 4 weeks");
    expect(groupWords(null, 1, 8)).toBe('1 link: 8 more slots in the next 4 weeks');
  });
  it('agreement is said; a difference is said plainly, without a guess dressed as a fact', () => {
    expect(agreementWords(-8, -8)).toEqual({
      agree: true,
      text: "The workspace's own slots agree with the estimate (8 fewer slots).",
    });
    const differ = agreementWords(-8, -6);
    expect(differ.agree).toBe(false);
    expect(differ.text).toMatch(
      /^The workspace's own slots differ from the estimate: the estimate said 8 fewer slots, the workspace shows 6 fewer slots\./,
    );
  });
});
