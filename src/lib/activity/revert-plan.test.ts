import { describe, expect, it } from 'vitest';
import { weekToPeriods, weekdays9to5, emptyWeek } from '@/lib/time/periods';
import { activityEntry } from '@/testing/activity-entry';
import { planLinkRevert, planOverridesRevert } from './revert-plan';

const entry = activityEntry;
const half = [{ start_time: '09:00 AM', end_time: '12:00 PM' }];
// A closure: Dec 24 had 10–2 before and gets 9–12; Dec 25 had nothing and goes off all day.
const closure = entry({
  before: { overrides: [{ date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] }] },
  after: {
    overrides: [
      { date: '2026-12-24', periods: half },
      { date: '2026-12-25', periods: [] },
    ],
  },
});

describe('reverting a holidays run, row by row', () => {
  it('a row whose dates still hold what the run set is put back: old hours restored, new overrides removed', () => {
    const d = planOverridesRevert(closure, [
      { date: '2026-12-24', periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
      { date: '2026-12-25', periods: [] },
      { date: '2027-01-01', periods: [] },
    ]);
    expect(d).toMatchObject({
      kind: 'revert',
      put: [
        { date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
        { date: '2026-12-25' },
      ],
    });
    expect(d.words).toBe('Dec 24 9:00 AM–12:00 PM → 10:00 AM–2:00 PM; Dec 25 unavailable → no override');
  });

  it('a row changed since the run is listed with what changed, and not put back', () => {
    const d = planOverridesRevert(closure, [
      { date: '2026-12-24', periods: half },
      { date: '2026-12-25', periods: [{ start_time: '08:00 AM', end_time: '09:00 AM' }] },
    ]);
    expect(d.kind).toBe('changed');
    expect(d.words).toBe('Changed since the run: Dec 25 is now 8:00 AM–9:00 AM, the run set unavailable.');
    expect('put' in d).toBe(false);
    // A date removed since the run is a change too.
    expect(planOverridesRevert(closure, [{ date: '2026-12-24', periods: half }]).kind).toBe('changed');
  });

  it('a row already back as it was is said so; one without a recorded before cannot be reverted', () => {
    expect(
      planOverridesRevert(closure, [
        { date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
      ]).kind,
    ).toBe('already');
    expect(planOverridesRevert(entry({ before: undefined, after: closure.after }), []).kind).toBe('cannot');
    expect(planOverridesRevert(entry({ before: closure.before, after: { overrides: [] } }), []).kind).toBe('cannot');
  });
});

describe('reverting a bulk run of link hours, row by row', () => {
  const sent = weekToPeriods(weekdays9to5());
  const link = entry({
    resourceKind: 'link_hours',
    resourceId: 'sid1',
    after: {
      periods: sent,
      time_zone: 'Europe/Berlin',
      updatedAt: '2026-11-22T06:00:05Z',
      link: { name: 'Intro call', search: 'intro-call' },
    },
    before: { periods: [], timeZone: null },
  });
  const record = { week: weekdays9to5(), timeZone: 'Europe/Berlin' };

  it('unchanged since the run (same updated_at, same hours recorded here): what was sent before is put back', () => {
    const d = planLinkRevert(link, { updatedAt: '2026-11-22T06:00:05Z', lastSent: record });
    expect(d).toMatchObject({
      kind: 'revert',
      put: { periods: [], timeZone: null, search: 'intro-call', updatedAt: '2026-11-22T06:00:05Z' },
    });
    expect(d.words).toBe(
      'Mon, Tue, Wed, Thu, Fri 9:00 AM–5:00 PM; other days unavailable (Europe/Berlin) → unavailable every day (the hosts’ time zone)',
    );
  });

  it('edited since, or other hours sent from here since: listed, left alone; no before known: cannot', () => {
    expect(planLinkRevert(link, { updatedAt: '2026-11-23T00:00:00Z', lastSent: record }).kind).toBe('changed');
    expect(
      planLinkRevert(link, {
        updatedAt: '2026-11-22T06:00:05Z',
        lastSent: { week: emptyWeek(), timeZone: 'Europe/Berlin' },
      }).kind,
    ).toBe('changed');
    expect(planLinkRevert(link, { updatedAt: '2026-11-22T06:00:05Z', lastSent: null }).kind).toBe('changed');
    expect(
      planLinkRevert(entry({ ...link, before: undefined }), { updatedAt: '2026-11-22T06:00:05Z', lastSent: record })
        .kind,
    ).toBe('cannot');
    expect(planLinkRevert(link, { updatedAt: undefined, lastSent: record }).kind).toBe('cannot');
  });
});
