import { describe, expect, it } from 'vitest';
import { convertForLink } from './start-from-convert';

const nineToFive = [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }];

describe('starting a link from an availability in another zone', () => {
  it('converts Kolkata hours into the hosts’ São Paulo zone with the offsets of the week', () => {
    // Kolkata is UTC+5:30 and São Paulo UTC−3 all year: 9:00 in Kolkata is 0:30 in São Paulo.
    const r = convertForLink(
      { periods: nineToFive, overrides: [{ date: '2026-12-25' }], owner: 'Ishaan', zone: 'Asia/Kolkata' },
      ['America/Sao_Paulo'],
      '2026-11-23',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.converted).toBe(true);
    expect(r.week.monday).toEqual([{ start: 30, end: 510 }]);
    expect(r.notes.join(' ')).toMatch(/Converted from Asia\/Kolkata into America\/Sao_Paulo/);
    expect(r.notes.join(' ')).toMatch(/date override is not copied/);
  });

  it('copies as they are when the zones are the same', () => {
    const r = convertForLink(
      { periods: nineToFive, overrides: [], owner: 'A', zone: 'Europe/Paris' },
      ['Europe/Paris', 'Europe/Paris'],
      '2026-11-23',
    );
    expect(r).toMatchObject({ ok: true, converted: false, week: { monday: [{ start: 540, end: 1020 }] } });
  });

  it('says exactly why it cannot convert', () => {
    const src = { periods: nineToFive, overrides: [], owner: 'Ishaan', zone: 'Asia/Kolkata' };
    expect(convertForLink(src, ['Europe/Paris', 'Asia/Tokyo'], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/different time zones \(Europe\/Paris, Asia\/Tokyo\)/),
    });
    expect(convertForLink(src, [], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no hosts/),
    });
    expect(convertForLink(src, ['Europe/Paris', null], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/one of this link's hosts is not known/),
    });
    expect(convertForLink({ ...src, zone: null }, ['Europe/Paris'], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/time zone of Ishaan is not known/),
    });
  });

  it('warns when the zones change their clocks apart later', () => {
    const r = convertForLink(
      { periods: nineToFive, overrides: [], owner: 'A', zone: 'Europe/London' },
      ['America/New_York'],
      '2026-11-23',
    );
    expect(r.ok && r.week.monday).toEqual([{ start: 240, end: 720 }]);
    expect(r.ok && r.notes.join(' ')).toMatch(/change their clocks apart/);
  });
});
