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
  // The plan once took any weekday text, which the revert's own payload then refused: a row planned
  // as "revert" that could never be sent. Hours it could not send are now "cannot" from the start.
  it('hours recorded before the run that could not be sent back (an unknown day, a time that does not read): cannot', () => {
    const now = { updatedAt: '2026-11-22T06:00:05Z', lastSent: record };
    const before = (p: object) => entry({ ...link, before: { periods: [p], timeZone: null } });
    expect(planLinkRevert(before({ wday: 'Monday', start_time: '09:00 AM', end_time: '05:00 PM' }), now).kind).toBe(
      'cannot',
    );
    expect(planLinkRevert(before({ wday: 'monday', start_time: '25:00', end_time: '05:00 PM' }), now).kind).toBe(
      'cannot',
    );
    expect(planLinkRevert(before({ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }), now).kind).toBe(
      'revert',
    );
  });
});

const p = (start_time: string, end_time: string) => ({ start_time, end_time });

describe('reverting a holidays row: what counts as unchanged', () => {
  const run = entry({
    before: { overrides: [] },
    after: { overrides: [{ date: '2026-12-24', periods: [p('09:00 AM', '12:00 PM')] }] },
  });

  it('the same number of periods at other hours is a change', () => {
    const d = planOverridesRevert(run, [{ date: '2026-12-24', periods: [p('10:00 AM', '11:00 AM')] }]);
    expect(d).toMatchObject({
      kind: 'changed',
      words: 'Changed since the run: Dec 24 is now 10:00 AM–11:00 AM, the run set 9:00 AM–12:00 PM.',
    });
  });

  it('hours that do not read are never taken as unchanged, and are quoted as sent', () => {
    const odd = [p('25:00', '12:00 PM')];
    const d = planOverridesRevert(
      entry({ before: { overrides: [] }, after: { overrides: [{ date: '2026-12-24', periods: odd }] } }),
      [{ date: '2026-12-24', periods: odd }],
    );
    expect(d).toMatchObject({
      kind: 'changed',
      words: 'Changed since the run: Dec 24 is now 25:00–12:00 PM, the run set 25:00–12:00 PM.',
    });
    const oddEnd = [p('09:00 AM', 'noon')];
    const e = planOverridesRevert(
      entry({ before: { overrides: [] }, after: { overrides: [{ date: '2026-12-24', periods: oddEnd }] } }),
      [{ date: '2026-12-24', periods: oddEnd }],
    );
    expect(e.kind).toBe('changed');
  });

  it('a day of two periods is written with both, in order', () => {
    const split = [p('09:00 AM', '12:00 PM'), p('01:00 PM', '05:00 PM')];
    const d = planOverridesRevert(
      entry({ before: { overrides: [] }, after: { overrides: [{ date: '2026-12-24', periods: split }] } }),
      [{ date: '2026-12-24', periods: split }],
    );
    expect(d.words).toBe('Dec 24 9:00 AM–12:00 PM, 1:00 PM–5:00 PM → no override');
  });

  it('a period ending at midnight is written as the end of the day, one starting at midnight as 12:00 AM', () => {
    const allDay = entry({
      before: { overrides: [] },
      after: { overrides: [{ date: '2026-12-24', periods: [p('12:00 AM', '12:00 AM')] }] },
    });
    const d = planOverridesRevert(allDay, [{ date: '2026-12-24', periods: [p('12:00 AM', '12:00 AM')] }]);
    expect(d).toMatchObject({
      kind: 'revert',
      put: [{ date: '2026-12-24' }],
      words: 'Dec 24 12:00 AM–midnight → no override',
    });
  });

  it('a revert run that removed an override is itself put back when the date still has none', () => {
    const undo = entry({
      before: { overrides: [{ date: '2026-12-24', periods: [p('09:00 AM', '12:00 PM')] }] },
      after: { overrides: [{ date: '2026-12-24' }] },
    });
    const d = planOverridesRevert(undo, []);
    expect(d).toMatchObject({
      kind: 'revert',
      put: [{ date: '2026-12-24', periods: [p('09:00 AM', '12:00 PM')] }],
      words: 'Dec 24 no override → 9:00 AM–12:00 PM',
    });
    expect(planOverridesRevert(undo, [{ date: '2026-12-24', periods: [] }])).toMatchObject({
      kind: 'changed',
      words: 'Changed since the run: Dec 24 is now unavailable, the run set no override.',
    });
  });

  it('says in words why a row is left: already back, or nothing recorded to put back', () => {
    expect(planOverridesRevert(run, []).words).toBe('It already holds what it held before the run.');
    expect(planOverridesRevert(entry({ before: undefined, after: run.after }), []).words).toBe(
      'What it held before this change was not recorded, so it cannot be put back.',
    );
  });

  it('lists every date that changed, one after another', () => {
    const two = entry({
      before: { overrides: [] },
      after: {
        overrides: [
          { date: '2026-12-24', periods: [] },
          { date: '2026-12-25', periods: [] },
        ],
      },
    });
    expect(
      planOverridesRevert(two, [
        { date: '2026-12-24', periods: [p('09:00 AM', '10:00 AM')] },
        { date: '2026-12-25', periods: [p('09:00 AM', '10:00 AM')] },
      ]).words,
    ).toBe(
      'Changed since the run: Dec 24 is now 9:00 AM–10:00 AM, the run set unavailable; Dec 25 is now 9:00 AM–10:00 AM, the run set unavailable.',
    );
  });
});

describe('reverting a link-hours row: when and why it is left', () => {
  const sent = weekToPeriods(weekdays9to5());
  const after = {
    periods: sent,
    time_zone: 'Europe/Berlin',
    updatedAt: '2026-11-22T06:00:05Z',
    link: { name: 'Intro call', search: 'intro-call' },
  };
  const link = entry({
    resourceKind: 'link_hours',
    resourceId: 'sid1',
    after,
    before: { periods: [], timeZone: null },
  });
  const record = { week: weekdays9to5(), timeZone: 'Europe/Berlin' };

  it('the same hours sent from here in another zone since are a change', () => {
    expect(
      planLinkRevert(link, { updatedAt: '2026-11-22T06:00:05Z', lastSent: { ...record, timeZone: 'Asia/Kolkata' } }),
    ).toMatchObject({
      kind: 'changed',
      words:
        'Changed since the run (the link was edited again, or other hours were sent from here), so it is left as it is.',
    });
  });

  it('a run that recorded no updated_at is judged by the hours recorded here alone', () => {
    const bare = entry({ ...link, after: { ...after, updatedAt: undefined } });
    expect(planLinkRevert(bare, { updatedAt: '2026-12-01T00:00:00Z', lastSent: record })).toMatchObject({
      kind: 'revert',
      put: { updatedAt: '2026-12-01T00:00:00Z' },
    });
  });

  it('says in words why it cannot be put back: nothing sent recorded, nothing before known, the link gone', () => {
    const now = { updatedAt: '2026-11-22T06:00:05Z', lastSent: record };
    expect(planLinkRevert(entry({ ...link, after: undefined }), now)).toMatchObject({
      kind: 'cannot',
      words: 'What was sent was not recorded, so it cannot be put back.',
    });
    expect(planLinkRevert(entry({ ...link, before: undefined }), now).words).toBe(
      'What its hours were before is not known: a link’s hours cannot be read, and none had been sent from this browser before the run.',
    );
    expect(planLinkRevert(link, { ...now, updatedAt: undefined }).words).toBe(
      'The link is no longer listed by the workspace.',
    );
  });
});
