import { describe, expect, it } from 'vitest';
import { ABSOLUTE_MS, IDLE_MS, Sessions } from './sessions';

// Sessions the server keeps: idle and absolute lifetimes to the millisecond, and a sign-out that
// is told apart from a lapse.

describe('Sessions', () => {
  it('ends a session unused for longer than the idle time, and keeps one used just within it', () => {
    let now = 0;
    const sessions = new Sessions(() => now);
    const id = sessions.start();
    now += IDLE_MS;
    expect(sessions.check(id)).toBe('live');
    now += IDLE_MS + 1;
    expect(sessions.check(id)).toBe('expired');
    // Once ended it stays ended.
    now -= IDLE_MS;
    expect(sessions.check(id)).toBe('expired');
  });

  it('ends a session at its absolute lifetime, to the millisecond, however it is used', () => {
    let now = 0;
    const sessions = new Sessions(() => now);
    const id = sessions.start();
    for (now = IDLE_MS; now <= ABSOLUTE_MS; now += IDLE_MS) expect(sessions.check(id)).toBe('live');
    now = ABSOLUTE_MS;
    expect(sessions.check(id)).toBe('live');
    now = ABSOLUTE_MS + 1;
    expect(sessions.check(id)).toBe('expired');
  });

  it('says signed_out for a session signed out, expired for an id it never gave, and keeps the others', () => {
    const sessions = new Sessions(() => 0);
    const a = sessions.start();
    const b = sessions.start();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    sessions.end(a);
    expect(sessions.check(a)).toBe('signed_out');
    expect(sessions.check(b)).toBe('live');
    expect(sessions.check('A'.repeat(43))).toBe('expired');
    expect(sessions.check('not an id')).toBe('expired');
  });
});
