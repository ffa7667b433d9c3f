// The one clock of the Vitest run. Every test starts at the same instant, whatever the machine's clock
// and zone say, so "today", "this month", "upcoming" and the sandbox's seed are the same at 22:00 UTC
// as at noon. From there time moves on at its real pace (queries, debounces and retries behave as
// usual); a test that must move time itself uses Vitest's fake timers, which start from this instant
// and hand back to it when the test restores real timers.

/** A Saturday at noon UTC: the sandbox's own starting instant, so its seed and the app agree. */
export const TEST_NOW = Date.parse('2026-11-21T12:00:00Z');

const RealDate = Date;
let offset = 0;
const pinnedNow = () => RealDate.now() + offset;

/** `Date` with the same calendar, whose "now" is the pinned instant plus the time the test has run. */
const PinnedDate = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget: (...a: unknown[]) => unknown) =>
    Reflect.construct(target, args.length === 0 ? [pinnedNow()] : args, newTarget) as object,
  apply: () => new RealDate(pinnedNow()).toString(),
  get: (target, key, receiver) => (key === 'now' ? pinnedNow : Reflect.get(target, key, receiver)),
});

/** Puts the run's clock at `at` (TEST_NOW unless given); a test's own fake timers start from it. */
export function pinClock(at: number = TEST_NOW) {
  offset = at - RealDate.now();
  globalThis.Date = PinnedDate;
}
