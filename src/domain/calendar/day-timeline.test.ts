import { describe, expect, it } from 'vitest';
import { clockChanges, clockMinutes, dayLength, dayTimeline, livedMinutes } from './day-timeline';

const NY = 'America/New_York';
const LONDON = 'Europe/London';

describe('dayLength', () => {
  it('is 23 hours on a spring-forward day, 25 on a fall-back day, 24 otherwise', () => {
    expect(dayLength('2027-03-14', NY)).toBe(23 * 60);
    expect(dayLength('2027-03-28', LONDON)).toBe(23 * 60);
    expect(dayLength('2027-11-07', NY)).toBe(25 * 60);
    expect(dayLength('2027-10-31', LONDON)).toBe(25 * 60);
    expect(dayLength('2027-03-15', NY)).toBe(24 * 60);
    expect(dayLength('2027-03-14', 'UTC')).toBe(24 * 60);
  });
});

describe('dayTimeline', () => {
  it('skips 02:00–03:00 on New York’s spring-forward day', () => {
    const steps = dayTimeline('2027-03-14', NY, 60);
    expect(steps.map((s) => s.minutes / 60)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    expect(steps[0]!.ms).toBe(Date.parse('2027-03-14T05:00:00Z'));
    expect(steps[2]!.ms).toBe(Date.parse('2027-03-14T07:00:00Z'));
    expect(steps.every((s) => s.repeat === 0)).toBe(true);
  });

  it('shows 01:00–02:00 twice on New York’s fall-back day, the second marked', () => {
    const steps = dayTimeline('2027-11-07', NY, 30);
    expect(steps).toHaveLength(50);
    expect(steps.slice(2, 7).map((s) => [s.minutes, s.repeat])).toEqual([
      [60, 0],
      [90, 0],
      [60, 1],
      [90, 1],
      [120, 0],
    ]);
    expect(steps[4]!.ms - steps[2]!.ms).toBe(3_600_000);
  });
});

describe('clockChanges', () => {
  it('names where and how the clocks move in a week', () => {
    const week = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14'];
    expect(clockChanges(week, NY)).toEqual([{ date: '2027-03-14', zone: NY, at: 120, shift: 60, length: 1380 }]);
    expect(clockChanges(week, LONDON)).toEqual([]);
    expect(clockChanges(['2027-10-31'], LONDON)).toEqual([
      { date: '2027-10-31', zone: LONDON, at: 120, shift: -60, length: 1500 },
    ]);
  });
});

describe('livedMinutes and clockMinutes', () => {
  const spring = clockChanges(['2027-03-14'], NY)[0];
  const fall = clockChanges(['2027-11-07'], NY)[0];

  it('are the clock itself on a plain day', () => {
    expect(livedMinutes(undefined, 540)).toBe(540);
    expect(clockMinutes(undefined, 540)).toBe(540);
  });

  it('put a spring-forward day’s skipped hour at the jump and every later time an hour earlier', () => {
    expect(livedMinutes(spring, 90)).toBe(90);
    expect(livedMinutes(spring, 120)).toBe(120);
    expect(livedMinutes(spring, 150)).toBe(120);
    expect(livedMinutes(spring, 180)).toBe(120);
    expect(livedMinutes(spring, 540)).toBe(480);
    expect(livedMinutes(spring, 1440, true)).toBe(1380);
    expect(clockMinutes(spring, 119)).toBe(119);
    expect(clockMinutes(spring, 120)).toBe(180);
    expect(clockMinutes(spring, 480)).toBe(540);
  });

  it('cover both of a fall-back day’s repeated hours with a stretch across them', () => {
    expect(livedMinutes(fall, 59)).toBe(59);
    expect(livedMinutes(fall, 60)).toBe(60);
    expect(livedMinutes(fall, 60, true)).toBe(60);
    expect(livedMinutes(fall, 90)).toBe(90);
    expect(livedMinutes(fall, 90, true)).toBe(150);
    expect(livedMinutes(fall, 120)).toBe(180);
    expect(livedMinutes(fall, 540)).toBe(600);
    expect(livedMinutes(fall, 1440, true)).toBe(1500);
    expect(clockMinutes(fall, 90)).toBe(90);
    expect(clockMinutes(fall, 150)).toBe(90);
    expect(clockMinutes(fall, 600)).toBe(540);
  });
});
