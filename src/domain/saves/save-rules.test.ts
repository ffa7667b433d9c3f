import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  afterReadBack,
  createSaveIntent,
  failedSave,
  submitVerdict,
  waitingOnWorkspace,
  type SaveState,
} from './save-rules';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const fail = (kind: ApiError['kind'], status: number | null = null, retryAfterMs?: number) =>
  new ApiError({ kind, status, message: `failed: ${kind}`, retryAfterMs });

describe('failedSave: what a failed send is', () => {
  it('refused: a 4xx the workspace answered clearly, nothing applied', () => {
    const error = fail('validation', 422);
    expect(failedSave(error, NOW)).toEqual({ refused: { status: 'refused', error, retryAt: undefined } });
    expect(failedSave(fail('forbidden', 403), NOW)).toHaveProperty('refused');
  });

  it('rate-limited: refused, sendable again once Retry-After has passed from the moment it was seen', () => {
    const error = fail('rate_limited', 429, 7_000);
    expect(failedSave(error, NOW)).toEqual({ refused: { status: 'refused', error, retryAt: NOW + 7_000 } });
    // A 429 without Retry-After: refused, no wait to count down.
    expect(failedSave(fail('rate_limited', 429), NOW)).toEqual({
      refused: { status: 'refused', error: fail('rate_limited', 429), retryAt: undefined },
    });
  });

  it('may have been saved: a timeout, a dropped connection, a 5xx, an unreadable 2xx', () => {
    for (const error of [fail('timeout'), fail('network'), fail('server', 503), fail('invalid_response', 200)])
      expect(failedSave(error, NOW)).toEqual({ open: error });
    // An unreadable 4xx was still a refusal.
    expect(failedSave(fail('invalid_response', 400), NOW)).toHaveProperty('refused');
  });

  it('not an answer of the workspace (a bug): null, for the caller to throw on', () => {
    expect(failedSave(new Error('boom'), NOW)).toBeNull();
    expect(failedSave('boom', NOW)).toBeNull();
  });
});

describe('afterReadBack: an open outcome read back', () => {
  const error = fail('timeout');
  it('the change is there: saved; it is not: still may have been saved, said as not seen', () => {
    expect(afterReadBack(error, { shows: true })).toEqual({ status: 'saved' });
    expect(afterReadBack(error, { shows: false })).toEqual({ status: 'uncertain', error, check: 'not-seen' });
  });
  it('nothing to read back with, or the read failed (its error kept when it is the workspace’s)', () => {
    expect(afterReadBack(error, 'cannot-read')).toEqual({ status: 'uncertain', error, check: 'cannot-check' });
    const readError = fail('server', 500);
    expect(afterReadBack(error, { failed: readError })).toEqual({
      status: 'uncertain',
      error,
      check: 'check-failed',
      checkError: readError,
    });
    expect(afterReadBack(error, { failed: new Error('bug') })).toEqual({
      status: 'uncertain',
      error,
      check: 'check-failed',
      checkError: undefined,
    });
  });
});

describe('submitVerdict: when a submit may send', () => {
  const refusedUntil = (retryAt?: number): SaveState => ({
    status: 'refused',
    error: fail('rate_limited', 429),
    retryAt,
  });
  const open: SaveState = { status: 'uncertain', error: fail('timeout'), check: 'not-seen' };

  it('sends from idle, saved, blocked and a plain refusal, by every way of asking', () => {
    for (const state of [{ status: 'idle' }, { status: 'saved' }, { status: 'blocked' }] as SaveState[])
      for (const how of ['attempt', 'confirm', 'again'] as const)
        expect(submitVerdict(how, state, NOW, false)).toBe('send');
    expect(submitVerdict('attempt', { status: 'refused', error: fail('validation', 422) }, NOW, false)).toBe('send');
  });

  it('a 429 is waited out to the millisecond: the outcome is shown until retryAt, then any submit sends', () => {
    for (const how of ['attempt', 'confirm', 'again'] as const) {
      expect(submitVerdict(how, refusedUntil(NOW + 1), NOW, false)).toBe('show-outcome');
      expect(submitVerdict(how, refusedUntil(NOW), NOW, false)).toBe('send');
    }
    expect(waitingOnWorkspace(refusedUntil(NOW + 1), NOW)).toBe(true);
    expect(waitingOnWorkspace(refusedUntil(NOW), NOW)).toBe(false);
    expect(waitingOnWorkspace(refusedUntil(undefined), NOW)).toBe(false);
  });

  it('an outcome that may have been saved is sent again only explicitly', () => {
    expect(submitVerdict('attempt', open, NOW, false)).toBe('show-outcome');
    expect(submitVerdict('confirm', open, NOW, false)).toBe('show-outcome');
    expect(submitVerdict('again', open, NOW, false)).toBe('send');
  });

  it('a spent confirm sends nothing, whatever the outcome; a button or "send again" is not a confirm', () => {
    expect(submitVerdict('confirm', { status: 'idle' }, NOW, true)).toBe('nothing');
    expect(submitVerdict('attempt', { status: 'idle' }, NOW, true)).toBe('send');
    expect(submitVerdict('again', { status: 'idle' }, NOW, true)).toBe('send');
  });
});

describe('createSaveIntent: one send per intent', () => {
  it('the lock is taken once until released', () => {
    const intent = createSaveIntent();
    expect(intent.take()).toBe(true);
    expect(intent.take()).toBe(false);
    intent.release();
    expect(intent.take()).toBe(true);
  });

  it('a confirm is spent by its send, given back by a refusal or a new opening; a button send spends none', () => {
    const intent = createSaveIntent();
    expect(intent.confirmSpent).toBe(false);
    intent.sending('confirm');
    expect(intent.confirmSpent).toBe(true);
    intent.answered({ status: 'saved' });
    expect(intent.confirmSpent).toBe(true);
    intent.sending('again');
    expect(intent.confirmSpent).toBe(true);
    intent.answered({ status: 'refused', error: fail('validation', 422) });
    expect(intent.confirmSpent).toBe(false);
    intent.sending('confirm');
    intent.arm();
    expect(intent.confirmSpent).toBe(false);
    intent.sending('confirm');
    intent.sending('attempt');
    expect(intent.confirmSpent).toBe(false);
  });
});
