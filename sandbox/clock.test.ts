import { describe, expect, it } from 'vitest';
import { clockStartFromEnv, createClock, DEFAULT_NOW, parseInstant } from './clock';

const at = (iso: string) => Date.parse(iso);

describe('the sandbox clock', () => {
  it('starts at the fixed instant whatever the machine says, then moves with it', () => {
    let machine = at('2031-07-04T03:00:00Z');
    const clock = createClock(undefined, () => machine);
    expect(clock.now()).toBe(DEFAULT_NOW);
    machine += 90_000;
    expect(clock.now()).toBe(DEFAULT_NOW + 90_000);
  });

  it('is set to an instant and goes on from there; a restart goes back to where it started', () => {
    let machine = 5_000;
    const clock = createClock(at('2027-03-14T06:30:00Z'), () => machine);
    clock.set(at('2026-12-31T23:55:00Z'));
    machine += 600_000;
    expect(new Date(clock.now()).toISOString()).toBe('2027-01-01T00:05:00.000Z');
    clock.restart();
    expect(new Date(clock.now()).toISOString()).toBe('2027-03-14T06:30:00.000Z');
  });

  it('follows the machine from `system`, again after a restart', () => {
    let machine = at('2027-10-31T00:58:00Z');
    const clock = createClock('system', () => machine);
    expect(clock.now()).toBe(machine);
    clock.set(at('2026-01-01T00:00:00Z'));
    machine += 1_000;
    clock.restart();
    expect(clock.now()).toBe(machine);
  });
});

describe('reading an instant', () => {
  it('takes ISO 8601 with Z or an offset', () => {
    expect(parseInstant('2026-12-31T23:55:00Z')).toBe(at('2026-12-31T23:55:00Z'));
    expect(parseInstant('2027-03-28T01:58:00+01:00')).toBe(at('2027-03-28T00:58:00Z'));
    expect(parseInstant('2027-03-14T01:30Z')).toBe(at('2027-03-14T01:30:00Z'));
    expect(parseInstant('2000-01-01T00:00:00.000Z')).toBe(Date.UTC(2000, 0, 1));
  });

  it('refuses what has no offset, is no date, or lies outside 2000–2099', () => {
    for (const value of [
      '2026-12-31T23:55:00',
      '2026-12-31',
      '2026-02-30T10:00:00Z',
      'tomorrow',
      '1999-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      1_790_000_000_000,
      null,
    ])
      expect(parseInstant(value), String(value)).toBeUndefined();
  });

  it('SANDBOX_NOW: unset or empty is the fixed instant, `system` the machine, a typo stops the start', () => {
    expect(clockStartFromEnv(undefined)).toBe('system');
    expect(clockStartFromEnv(' ')).toBe('system');
    expect(clockStartFromEnv('System')).toBe('system');
    expect(clockStartFromEnv('2027-03-14T06:30:00Z')).toBe(at('2027-03-14T06:30:00Z'));
    expect(() => clockStartFromEnv('2027-03-14 06:30')).toThrow(/SANDBOX_NOW/);
  });
});
