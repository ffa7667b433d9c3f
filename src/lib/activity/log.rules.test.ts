// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { onStorageDropped } from '@/lib/storage';
import {
  ACTIVITY_KEY,
  appendActivity,
  forgetActivityCache,
  readActivity,
  subscribeActivity,
  updateActivity,
  type ActivityDraft,
} from './log';
import { forgetRunsCache, readRuns, recordRun, RUNS_KEY } from './runs';
import { confirmWrite, trackWrite } from './track';

const draft: Omit<ActivityDraft, 'result'> = {
  workspaceId: 'sandbox',
  workspaceLabel: 'Sandbox',
  resourceKind: 'team_member',
  resourceId: 'm1',
  action: 'update',
  what: 'Team member Priya',
};
const run = {
  workspaceId: 'sandbox',
  workspaceLabel: 'Sandbox',
  kind: 'holidays' as const,
  title: 'Holidays',
  total: 3,
};

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetActivityCache();
  forgetRunsCache();
  window.localStorage.clear();
});

/** The notices given while `read` runs (and none left over from before). */
function noticesOf(read: () => unknown): string[] {
  onStorageDropped(() => undefined)();
  const heard: string[] = [];
  const off = onStorageDropped((e) => heard.push(e.what));
  read();
  off();
  return heard;
}

async function storedEntry(): Promise<Record<string, unknown>> {
  appendActivity({ ...draft, result: 'saved' });
  await Promise.resolve();
  return (JSON.parse(window.localStorage.getItem(ACTIVITY_KEY) ?? '[]') as Record<string, unknown>[])[0]!;
}

describe('reading the activity log back', () => {
  it('a write naming no record is kept only when it was a create that did not save', async () => {
    const good = await storedEntry();
    const rows = [
      { ...good, id: 'create-failed', action: 'create', resourceId: '', result: 'failed' },
      { ...good, id: 'create-saved', action: 'create', resourceId: '', result: 'saved' },
      { ...good, id: 'update-failed', action: 'update', resourceId: '', result: 'failed' },
      { ...good, id: 'update-uncertain', action: 'update', resourceId: '', result: 'uncertain' },
    ];
    window.localStorage.setItem(ACTIVITY_KEY, JSON.stringify(rows));
    await forgetActivityCache();
    expect(noticesOf(() => expect(readActivity().map((e) => e.id)).toEqual(['create-failed']))).toEqual([
      '3 unreadable entries of the activity log of this browser',
    ]);
    expect((JSON.parse(window.localStorage.getItem(ACTIVITY_KEY)!) as unknown[]).length).toBe(1);
  });

  it('a log that is not JSON at all is dropped with a notice naming the activity log', async () => {
    window.localStorage.setItem(ACTIVITY_KEY, '{not json');
    await forgetActivityCache();
    expect(noticesOf(() => expect(readActivity()).toEqual([]))).toEqual(['the activity log of this browser']);
  });

  it('a clean log reads back without any notice', async () => {
    await storedEntry();
    await forgetActivityCache();
    expect(noticesOf(() => expect(readActivity()).toHaveLength(1))).toEqual([]);
  });
});

describe('storage full', () => {
  it('keeps the newer half of the log rather than lose the write being logged', async () => {
    const real = Storage.prototype.setItem;
    // Room for two entries, not three.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === ACTIVITY_KEY && (JSON.parse(value) as unknown[]).length > 2)
        throw new DOMException('full', 'QuotaExceededError');
      real.call(this, key, value);
    });
    for (const id of ['m1', 'm2', 'm3', 'm4']) appendActivity({ ...draft, resourceId: id, result: 'saved' });
    await Promise.resolve();
    const stored = JSON.parse(window.localStorage.getItem(ACTIVITY_KEY) ?? '[]') as { resourceId: string }[];
    expect(stored.map((e) => e.resourceId)).toEqual(['m4', 'm3']);
    expect(readActivity()).toHaveLength(4);
  });

  it('gives up when even one entry does not fit, and the page keeps the log in memory', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    appendActivity({ ...draft, resourceId: 'm1', result: 'saved' });
    appendActivity({ ...draft, resourceId: 'm2', result: 'saved' });
    await Promise.resolve();
    expect(window.localStorage.getItem(ACTIVITY_KEY)).toBeNull();
    expect(readActivity().map((e) => e.resourceId)).toEqual(['m2', 'm1']);
  });
});

describe('settling an entry', () => {
  it('changes only the entry it names', () => {
    const first = appendActivity({ ...draft, resourceId: 'm1', result: 'uncertain' });
    appendActivity({ ...draft, resourceId: 'm2', result: 'uncertain' });
    updateActivity(first, { result: 'saved' });
    expect(readActivity().map((e) => [e.resourceId, e.result])).toEqual([
      ['m2', 'uncertain'],
      ['m1', 'saved'],
    ]);
  });

  it('an id no longer in the log (trimmed away) changes nothing and tells no one', () => {
    appendActivity({ ...draft, result: 'uncertain' });
    const before = readActivity();
    const heard = vi.fn();
    const off = subscribeActivity(heard);
    updateActivity('gone', { result: 'saved' });
    off();
    expect(readActivity()).toBe(before);
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('trackWrite', () => {
  it('logs a created record under the id its answer gave, or the draft’s when the answer names none', async () => {
    await trackWrite({ ...draft, action: 'create', resourceId: '' }, async () => ({ id: 'new-7' }), {
      idFrom: (r) => r.id,
    });
    await trackWrite(draft, async () => ({ id: undefined }), { idFrom: (r) => r.id });
    expect(readActivity().map((e) => e.resourceId)).toEqual(['m1', 'new-7']);
  });

  it('a failed write reaches the caller as the very error the request threw', async () => {
    const error = new ApiError({ kind: 'validation', status: 422, message: 'Role is not valid.' });
    await expect(trackWrite(draft, async () => Promise.reject(error))).rejects.toBe(error);
  });

  it('a read-back after a saved write says it was confirmed', async () => {
    const vars = {};
    await trackWrite(draft, async () => 'ok', { vars });
    confirmWrite(vars);
    expect(readActivity()[0]).toMatchObject({ result: 'saved', detail: 'Confirmed by reading back.' });
  });
});

describe('bulk runs read back', () => {
  it('drops unreadable runs with a notice that counts them, and keeps the readable ones stored', () => {
    recordRun({ ...run, id: 'r1' });
    const [good] = JSON.parse(window.localStorage.getItem(RUNS_KEY)!) as Record<string, unknown>[];
    window.localStorage.setItem(RUNS_KEY, JSON.stringify([{ ...good, id: '' }, good]));
    forgetRunsCache();
    expect(noticesOf(() => expect(readRuns().map((r) => r.id)).toEqual(['r1']))).toEqual([
      '1 unreadable run of the activity log of this browser',
    ]);
    expect(JSON.parse(window.localStorage.getItem(RUNS_KEY)!)).toHaveLength(1);
    window.localStorage.setItem(RUNS_KEY, JSON.stringify([{ ...good, id: '' }, { ...good, total: -2 }, good]));
    forgetRunsCache();
    expect(noticesOf(() => readRuns())).toEqual(['2 unreadable runs of the activity log of this browser']);
  });

  it('runs that are not JSON at all are dropped with a notice naming them; clean runs give none', () => {
    window.localStorage.setItem(RUNS_KEY, 'oops');
    forgetRunsCache();
    expect(noticesOf(() => expect(readRuns()).toEqual([]))).toEqual([
      'the bulk runs in the activity log of this browser',
    ]);
    recordRun({ ...run, id: 'r1' });
    forgetRunsCache();
    expect(noticesOf(() => expect(readRuns()).toHaveLength(1))).toEqual([]);
  });
});
