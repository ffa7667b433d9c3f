import { afterEach, beforeEach, expect, vi } from 'vitest';
import { pinClock } from './clock';

// No test reads the machine's clock: module code sees the pinned instant, and each test starts at it.
pinClock();
beforeEach(() => pinClock());

// An unexpected console.error fails the test (React warnings, act() warnings, failed queries).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, `console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`).toEqual([]);
});

if (typeof window !== 'undefined') {
  await import('./setup-dom');
}
