import { describe, expect, it, vi } from 'vitest';
import { pinClock, TEST_NOW } from './clock';

// The run's clock is pinned by the setup file; these look at it from inside a test.
describe('the test clock', () => {
  it('starts every test at the pinned instant, whatever the machine says', () => {
    expect(Date.now() - TEST_NOW).toBeGreaterThanOrEqual(0);
    expect(Date.now() - TEST_NOW).toBeLessThan(5_000);
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(Date()).toBe(new Date(Date.now()).toString());
  });

  it('moves on at the real pace', async () => {
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.now() - before).toBeGreaterThanOrEqual(25);
  });

  it('keeps the calendar: dates from parts, parsing, instanceof', () => {
    const d = new Date(2027, 2, 14, 1, 30);
    expect(d).toBeInstanceOf(Date);
    expect(d.getHours()).toBe(1);
    expect(new Date('2027-03-28T00:58:00Z').getTime()).toBe(Date.UTC(2027, 2, 28, 0, 58));
    expect(Date.parse('2026-12-31T23:55:00Z')).toBe(Date.UTC(2026, 11, 31, 23, 55));
  });

  it("a test's fake timers start from it and give it back", () => {
    vi.useFakeTimers();
    expect(Date.now() - TEST_NOW).toBeLessThan(5_000);
    vi.advanceTimersByTime(86_400_000);
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-22');
    vi.useRealTimers();
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-21');
  });

  it('may be put elsewhere for one test', () => {
    pinClock(Date.parse('2026-12-31T23:55:00Z'));
    expect(new Date().toISOString().slice(0, 16)).toBe('2026-12-31T23:55');
  });

  it('and is back at the pinned instant for the next', () => {
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-21');
  });
});
