// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyWeek } from './time/periods';
import { readLastSent, writeLastSent } from './link-hours';

// In the browser the hours last sent for a link are kept in the page's local storage by default.

afterEach(() => {
  window.localStorage.clear();
});

describe('the hours last sent for a link, in a browser', () => {
  it('are kept in local storage when no storage is given', () => {
    const sent = { week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] }, timeZone: 'Europe/Paris' };
    expect(writeLastSent('ws1', 'intro', sent)).toBe(true);
    expect(window.localStorage.getItem('slotboard.link-periods.ws1.intro')).not.toBeNull();
    expect(readLastSent('ws1', 'intro')).toEqual(sent);
  });
});
