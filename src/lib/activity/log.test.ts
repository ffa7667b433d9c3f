// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, isUncertainOutcome, type ApiErrorKind } from '@/api/errors';
import { onStorageDropped } from '@/lib/storage';
import {
  ACTIVITY_KEY,
  ACTIVITY_LIMIT,
  appendActivity,
  forgetActivityCache,
  readActivity,
  subscribeActivity,
  type ActivityDraft,
} from './log';
import { weekWords } from './describe';
import { leftOpen } from './outcome';
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
  await forgetActivityCache();
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

  it('reads every error kind as the fetch layer does', () => {
    const kinds: ApiErrorKind[] = [
      'unauthorized',
      'forbidden',
      'not_found',
      'validation',
      'rate_limited',
      'server',
      'network',
      'timeout',
      'invalid_response',
      'unsupported',
    ];
    for (const kind of kinds) {
      const error = new ApiError({ kind, status: 400, message: 'x' });
      expect(leftOpen(error), kind).toBe(isUncertainOutcome(error));
    }
    expect(leftOpen(new ApiError({ kind: 'invalid_response', status: 200, message: 'x' }))).toBe(true);
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
