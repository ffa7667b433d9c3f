// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { onStorageDropped } from '@/lib/storage';
import {
  ACTIVITY_KEY,
  ACTIVITY_LIMIT,
  appendActivity,
  forgetActivityCache,
  readActivity,
  subscribeActivity,
  type ActivityDraft,
  updateActivity,
} from './log';
import { weekWords } from './describe';
import { confirmWrite, trackWrite } from './track';
import { forgetRunsCache, readRuns, recordRun, RUNS_KEY, RUNS_LIMIT } from './runs';

const draft: Omit<ActivityDraft, 'result'> = {
  workspaceId: 'sandbox',
  workspaceLabel: 'Sandbox',
  resourceKind: 'team_member',
  resourceId: 'm1',
  action: 'update',
  what: 'Team member Priya',
  before: { role: 'Member' },
  after: { role: 'Admin' },
  change: 'Role: Member → Admin',
};

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetActivityCache();
  forgetRunsCache();
  window.localStorage.clear();
});

describe('activity log', () => {
  it('keeps the newest entries first, at most the limit, and survives a reload', async () => {
    for (let i = 0; i < ACTIVITY_LIMIT + 5; i++) appendActivity({ ...draft, resourceId: `m${i}`, result: 'saved' });
    await forgetActivityCache();
    const entries = readActivity();
    expect(entries).toHaveLength(ACTIVITY_LIMIT);
    expect(entries[0]!.resourceId).toBe(`m${ACTIVITY_LIMIT + 4}`);
    expect(entries[0]!.before).toEqual({ role: 'Member' });
  });

  it('drops an unreadable entry with a notice and keeps the rest', async () => {
    appendActivity({ ...draft, result: 'saved' });
    await Promise.resolve();
    const stored = JSON.parse(window.localStorage.getItem(ACTIVITY_KEY) ?? '[]') as unknown[];
    window.localStorage.setItem(ACTIVITY_KEY, JSON.stringify([{ id: 'x', result: 'exploded' }, ...stored]));
    await forgetActivityCache();
    const dropped: string[] = [];
    const off = onStorageDropped((e) => dropped.push(e.what));
    expect(readActivity()).toHaveLength(1);
    off();
    expect(dropped).toEqual(['1 unreadable entry of the activity log of this browser']);
  });

  it('reads entries for meaning: an empty id, a time that never was, an unknown kind or a saved write naming no record is dropped', async () => {
    appendActivity({ ...draft, result: 'saved' });
    await Promise.resolve();
    const [good] = JSON.parse(window.localStorage.getItem(ACTIVITY_KEY) ?? '[]') as Record<string, unknown>[];
    const bad = [
      { ...good, id: '' },
      { ...good, id: 'b', at: '2026-02-30T25:00:00Z' },
      { ...good, id: 'c', at: '1970-01-01T00:00:00.000Z' },
      { ...good, id: 'd', resourceKind: 'meeting' },
      { ...good, id: 'e', resourceId: '' },
      { ...good, id: 'f', workspaceId: '' },
      { ...good, id: 'g', runId: '' },
    ];
    window.localStorage.setItem(
      ACTIVITY_KEY,
      JSON.stringify([...bad, good, { ...good, id: 'h', action: 'create', resourceId: '', result: 'failed' }]),
    );
    await forgetActivityCache();
    expect(readActivity().map((e) => e.id)).toEqual([good!.id, 'h']);
  });

  it('keeps bulk runs as one header each, bounded, read for meaning, recorded once', () => {
    for (let i = 0; i < RUNS_LIMIT + 3; i++)
      recordRun({
        id: `run-${i}`,
        workspaceId: 'sandbox',
        workspaceLabel: 'Sandbox',
        kind: 'holidays',
        title: `Holidays ${i}`,
        total: 12,
      });
    recordRun({
      id: `run-${RUNS_LIMIT + 2}`,
      workspaceId: 'sandbox',
      workspaceLabel: 'Sandbox',
      kind: 'holidays',
      title: 'again',
      total: 1,
    });
    forgetRunsCache();
    expect(readRuns()).toHaveLength(RUNS_LIMIT);
    expect(readRuns()[0]).toMatchObject({ id: `run-${RUNS_LIMIT + 2}`, title: `Holidays ${RUNS_LIMIT + 2}` });
    const stored = JSON.parse(window.localStorage.getItem(RUNS_KEY) ?? '[]') as Record<string, unknown>[];
    window.localStorage.setItem(
      RUNS_KEY,
      JSON.stringify([
        { ...stored[0], total: -1 },
        { ...stored[0], kind: 'export' },
        { ...stored[0], at: 'yesterday' },
        stored[1],
      ]),
    );
    forgetRunsCache();
    expect(readRuns().map((r) => r.id)).toEqual([stored[1]!.id]);
    forgetRunsCache();
  });

  it('trackWrite logs saved, failed in the error’s words, and "may have been saved" that a read-back settles', async () => {
    const heard: number[] = [];
    const off = subscribeActivity(() => heard.push(readActivity().length));
    await trackWrite(draft, async () => 'ok');
    await expect(
      trackWrite(draft, async () =>
        Promise.reject(new ApiError({ kind: 'validation', status: 422, message: 'Role is not valid.' })),
      ),
    ).rejects.toThrow();
    const vars = {};
    await expect(
      trackWrite(
        draft,
        async () => Promise.reject(new ApiError({ kind: 'timeout', status: null, message: 'Too long.' })),
        { vars },
      ),
    ).rejects.toThrow();
    expect(readActivity().map((e) => [e.result, e.detail])).toEqual([
      ['uncertain', 'Too long.'],
      ['failed', 'Role is not valid.'],
      ['saved', undefined],
    ]);
    confirmWrite(vars);
    expect(readActivity()[0]).toMatchObject({ result: 'saved', detail: 'Confirmed by reading back.' });
    expect(heard).toEqual([1, 2, 3, 3]);
    off();
  });
});

describe('weekWords', () => {
  it('groups days with the same hours and names the rest unavailable', () => {
    const p = (wday: string, start_time: string, end_time: string) => ({ wday, start_time, end_time });
    expect(
      weekWords([
        p('monday', '09:00 AM', '05:00 PM'),
        p('tuesday', '09:00 AM', '05:00 PM'),
        p('wednesday', '09:00 AM', '12:00 PM'),
        p('wednesday', '01:00 PM', '05:00 PM'),
      ]),
    ).toBe('Mon, Tue 9:00 AM–5:00 PM; Wed 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; other days unavailable');
    expect(weekWords([])).toBe('unavailable every day');
  });
});

const plainDraft: Omit<ActivityDraft, 'result'> = {
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
  appendActivity({ ...plainDraft, result: 'saved' });
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
    for (const id of ['m1', 'm2', 'm3', 'm4']) appendActivity({ ...plainDraft, resourceId: id, result: 'saved' });
    await Promise.resolve();
    const stored = JSON.parse(window.localStorage.getItem(ACTIVITY_KEY) ?? '[]') as { resourceId: string }[];
    expect(stored.map((e) => e.resourceId)).toEqual(['m4', 'm3']);
    expect(readActivity()).toHaveLength(4);
  });

  it('gives up when even one entry does not fit, and the page keeps the log in memory', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    appendActivity({ ...plainDraft, resourceId: 'm1', result: 'saved' });
    appendActivity({ ...plainDraft, resourceId: 'm2', result: 'saved' });
    await Promise.resolve();
    expect(window.localStorage.getItem(ACTIVITY_KEY)).toBeNull();
    expect(readActivity().map((e) => e.resourceId)).toEqual(['m2', 'm1']);
  });
});

describe('settling an entry', () => {
  it('changes only the entry it names', () => {
    const first = appendActivity({ ...plainDraft, resourceId: 'm1', result: 'uncertain' });
    appendActivity({ ...plainDraft, resourceId: 'm2', result: 'uncertain' });
    updateActivity(first, { result: 'saved' });
    expect(readActivity().map((e) => [e.resourceId, e.result])).toEqual([
      ['m2', 'uncertain'],
      ['m1', 'saved'],
    ]);
  });

  it('an id no longer in the log (trimmed away) changes nothing and tells no one', () => {
    appendActivity({ ...plainDraft, result: 'uncertain' });
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
    await trackWrite({ ...plainDraft, action: 'create', resourceId: '' }, async () => ({ id: 'new-7' }), {
      idFrom: (r) => r.id,
    });
    await trackWrite(plainDraft, async () => ({ id: undefined }), { idFrom: (r) => r.id });
    expect(readActivity().map((e) => e.resourceId)).toEqual(['m1', 'new-7']);
  });

  it('a failed write reaches the caller as the very error the request threw', async () => {
    const error = new ApiError({ kind: 'validation', status: 422, message: 'Role is not valid.' });
    await expect(trackWrite(plainDraft, async () => Promise.reject(error))).rejects.toBe(error);
  });

  it('a create whose answer was lost, confirmed by reading back, names the record found and is still there after a reload', async () => {
    const vars = {};
    const create = { ...plainDraft, resourceId: '', action: 'create' as const };
    const lost = new ApiError({ kind: 'timeout', status: null, message: 'Too long.' });
    await expect(trackWrite(create, async () => Promise.reject(lost), { vars })).rejects.toBe(lost);
    confirmWrite(vars, 'new-9');
    await forgetActivityCache();
    expect(readActivity()).toEqual([
      expect.objectContaining({ action: 'create', resourceId: 'new-9', result: 'saved' }),
    ]);
  });

  it('a read-back after a saved write says it was confirmed', async () => {
    const vars = {};
    await trackWrite(plainDraft, async () => 'ok', { vars });
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

// The log and the runs are imported by code that may run where there is no browser storage (a
// script, a test in node): there they live in memory only.
describe('without a window', () => {
  beforeEach(() => vi.stubGlobal('window', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('the activity log starts empty and still takes writes', async () => {
    expect(readActivity()).toEqual([]);
    appendActivity({
      workspaceId: 'w',
      workspaceLabel: 'W',
      resourceKind: 'booking',
      resourceId: 'b1',
      action: 'update',
      what: 'Booking',
      result: 'saved',
    });
    await Promise.resolve();
    expect(readActivity().map((e) => e.resourceId)).toEqual(['b1']);
    expect(localStorage.getItem(ACTIVITY_KEY)).toBeNull();
  });

  it('the bulk runs start empty and still take a run', () => {
    expect(readRuns()).toEqual([]);
    recordRun({ id: 'r1', workspaceId: 'w', workspaceLabel: 'W', kind: 'revert', title: 'Revert', total: 1 });
    expect(readRuns().map((r) => r.id)).toEqual(['r1']);
    expect(localStorage.getItem(RUNS_KEY)).toBeNull();
  });
});
