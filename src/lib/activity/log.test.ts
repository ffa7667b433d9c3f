// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, isUncertainOutcome, type ApiErrorKind } from '@/api/errors';
import { onStorageDropped } from '@/lib/storage';
import { ACTIVITY_KEY, ACTIVITY_LIMIT, appendActivity, forgetActivityCache, readActivity, subscribeActivity, type ActivityDraft } from './log';
import { weekWords } from './describe';
import { leftOpen } from './outcome';
import { confirmWrite, trackWrite } from './track';

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

  it('trackWrite logs saved, failed in the error’s words, and "may have been saved" that a read-back settles', async () => {
    const heard: number[] = [];
    const off = subscribeActivity(() => heard.push(readActivity().length));
    await trackWrite(draft, async () => 'ok');
    await expect(trackWrite(draft, async () => Promise.reject(new ApiError({ kind: 'validation', status: 422, message: 'Role is not valid.' })))).rejects.toThrow();
    const vars = {};
    await expect(trackWrite(draft, async () => Promise.reject(new ApiError({ kind: 'timeout', status: null, message: 'Too long.' })), { vars })).rejects.toThrow();
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
    const kinds: ApiErrorKind[] = ['unauthorized', 'forbidden', 'not_found', 'validation', 'rate_limited', 'server', 'network', 'timeout', 'invalid_response', 'unsupported'];
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
    expect(weekWords([p('monday', '09:00 AM', '05:00 PM'), p('tuesday', '09:00 AM', '05:00 PM'), p('wednesday', '09:00 AM', '12:00 PM'), p('wednesday', '01:00 PM', '05:00 PM')])).toBe(
      'Mon, Tue 9:00 AM–5:00 PM; Wed 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; other days unavailable',
    );
    expect(weekWords([])).toBe('unavailable every day');
  });
});
