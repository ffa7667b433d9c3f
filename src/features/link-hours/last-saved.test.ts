import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLastSent } from '@/lib/link-hours';
import { emptyWeek } from '@/lib/time/periods';
import { MemoryStorage } from '@/testing/memory-storage';
import { readLastSaved, readLastSavedZone, writeLastSaved } from './last-saved';

const week = { ...emptyWeek(), tuesday: [{ start: 600, end: 660 }] };

afterEach(() => vi.unstubAllGlobals());

describe('the hours a link’s page last saved', () => {
  it('are saved in the hosts’ zone and read back, per workspace and link', () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    writeLastSaved('w1', 'intro', week);
    expect(readLastSaved('w1', 'intro')).toEqual(week);
    expect(readLastSavedZone('w1', 'intro')).toBeNull();
    expect(readLastSaved('w2', 'intro')).toBeNull();
  });

  it('read the zone a bulk run sent them in', () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    writeLastSent('w1', 'intro', { week, timeZone: 'Asia/Tokyo' });
    expect(readLastSavedZone('w1', 'intro')).toBe('Asia/Tokyo');
    expect(readLastSaved('w1', 'intro')).toEqual(week);
  });

  it('are none when nothing was sent from this browser', () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    expect(readLastSaved('w1', 'intro')).toBeNull();
    expect(readLastSavedZone('w1', 'intro')).toBeNull();
  });
});
