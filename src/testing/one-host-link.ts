import type { WeeklyHours } from '@/domain/slots/hours';
import type { HostRules, LinkRules } from '@/domain/slots/slots';

// The slot rules' plain facts for one host in New York on a one-on-one link, an hour long every
// hour, with no buffers, notice or window: each test changes the one fact it is about.

export const NY = 'America/New_York';

export const ONE_HOST_RULES: Readonly<LinkRules> = Object.freeze({
  kind: 'one_on_one',
  disabled: false,
  duration: 60,
  step: 60,
  before: 0,
  after: 0,
  leadTime: 0,
  window: null,
  zone: NY,
});

/** The host, working these weekly hours (minutes since midnight on New York's clock), free all the time. */
export const nyHost = (periods: WeeklyHours['periods'], over: Partial<HostRules> = {}): HostRules => ({
  zone: NY,
  hours: { periods, zone: NY },
  overrides: new Map(),
  busy: [],
  ...over,
});
