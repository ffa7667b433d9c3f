import { describe, expect, it } from 'vitest';
import { errorFacts, leftOpen, outcomeOf } from '@/lib/activity/outcome';
import {
  ApiError,
  DEFAULT_MESSAGES,
  errorFromResponse,
  kindForStatus,
  normaliseFieldPath,
  parseRetryAfter,
  readErrorBody,
  readFailureWords,
  type ApiErrorKind,
} from './errors';

// Every failure in the admin's words: which status means what, which words are the service's and
// which ours, how long a 429 asks to wait, and which writes may have been applied.

const json = new Headers({ 'content-type': 'application/json' });
const error = (kind: ApiErrorKind, status: number | null = null, extra: { serviceMessage?: string } = {}) =>
  new ApiError({ kind, status, message: DEFAULT_MESSAGES[kind], ...extra });

describe('the kind of a failed answer', () => {
  it('reads each status the service uses', () => {
    const kinds = Object.fromEntries(
      [400, 401, 403, 404, 405, 408, 409, 410, 422, 429, 499, 500, 501, 502, 503, 504].map((s) => [
        s,
        kindForStatus(s),
      ]),
    );
    expect(kinds).toEqual({
      400: 'validation',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      405: 'unsupported',
      408: 'timeout',
      409: 'validation',
      410: 'not_found',
      422: 'validation',
      429: 'rate_limited',
      499: 'validation',
      500: 'server',
      501: 'unsupported',
      502: 'server',
      503: 'server',
      504: 'timeout',
    });
  });
});

describe('the words of a failed answer', () => {
  it('shows the service’s words for a refusal of what was sent, ours for the rest', () => {
    const body = JSON.stringify({ error: 'Email is taken' });
    expect(errorFromResponse(422, body, json, 'PATCH /x').message).toBe('Email is taken');
    expect(errorFromResponse(404, body, json, 'GET /x').message).toBe('Email is taken');
    expect(errorFromResponse(403, body, json, 'GET /x').message).toBe('Email is taken');
    expect(errorFromResponse(500, body, json, 'GET /x').message).toBe(DEFAULT_MESSAGES.server);
    expect(errorFromResponse(401, body, json, 'GET /x').message).toBe(DEFAULT_MESSAGES.unauthorized);
    expect(errorFromResponse(500, body, json, 'GET /x').serviceMessage).toBe('Email is taken');
    // The Slotboard server's own refusals carry a code: their words are shown whatever the status.
    expect(
      errorFromResponse(502, JSON.stringify({ error: 'No such host', code: 'upstream_unreachable' }), json, 'GET /x'),
    ).toMatchObject({
      message: 'No such host',
      code: 'upstream_unreachable',
      kind: 'server',
      status: 502,
      endpoint: 'GET /x',
    });
  });

  it('reads a JSON body without its content type, never an HTML page', () => {
    expect(errorFromResponse(422, '  {"message":"Bad"}', new Headers(), 'x').message).toBe('Bad');
    expect(errorFromResponse(422, '["Bad","Worse"]', new Headers(), 'x').message).toBe('Bad Worse');
    expect(
      errorFromResponse(422, '<html>{"message":"Bad"}</html>', new Headers({ 'content-type': 'text/html' }), 'x')
        .message,
    ).toBe(DEFAULT_MESSAGES.validation);
    expect(errorFromResponse(422, '{broken', json, 'x').message).toBe(DEFAULT_MESSAGES.validation);
    expect(errorFromResponse(422, 'plain words', new Headers({ 'content-type': 'text/plain' }), 'x').message).toBe(
      DEFAULT_MESSAGES.validation,
    );
  });

  it('puts each field’s messages on the field, by one path spelling', () => {
    expect(readErrorBody({ errors: { 'periods[0].end_time': ['is invalid', 3], email: 'taken', empty: [] } })).toEqual({
      message: 'is invalid taken',
      fieldErrors: { 'periods.0.end_time': ['is invalid'], email: ['taken'] },
      code: undefined,
    });
    expect(readErrorBody({ error: 'Top', errors: { email: ['taken'] } }).message).toBe('Top');
    expect(readErrorBody({ error: ' Same ', message: 'Same', notice: ['', 'Else'] }).message).toBe('Same Else');
    expect(readErrorBody({ errors: ['One', 2, 'Two'] }).message).toBe('One Two');
    expect(readErrorBody({ code: 7 }).code).toBeUndefined();
    expect(readErrorBody('text')).toEqual({ fieldErrors: {}, message: undefined });
    expect(readErrorBody(null)).toEqual({ fieldErrors: {}, message: undefined });
    expect(readErrorBody([])).toEqual({ fieldErrors: {}, message: undefined });
    expect(readErrorBody({})).toEqual({ fieldErrors: {}, message: undefined, code: undefined });
    expect(normaliseFieldPath('[2].name')).toBe('2.name');
    expect(normaliseFieldPath('a[10][2]')).toBe('a.10.2');
  });
});

describe('how long a 429 asks to wait', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('reads seconds or a date, never less than nothing nor more than a day', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('86400', now)).toBe(86_400_000);
    expect(parseRetryAfter('86401', now)).toBe(86_400_000);
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000);
    expect(parseRetryAfter(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 2 * 86_400_000).toUTCString(), now)).toBe(86_400_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(errorFromResponse(429, '', new Headers({ 'retry-after': '7' }), 'x').retryAfterMs).toBe(7000);
  });
});

describe('whether a write may have been applied', () => {
  it('is read the same by the activity log, which also leaves open a 2xx it could not read', () => {
    const kinds: ApiErrorKind[] = [
      'unauthorized',
      'validation',
      'rate_limited',
      'server',
      'network',
      'timeout',
      'unsupported',
    ];
    expect(kinds.filter((k) => leftOpen(error(k)))).toEqual(['server', 'network', 'timeout']);
    expect(leftOpen(error('invalid_response', 200))).toBe(true);
    expect(leftOpen(error('invalid_response', 299))).toBe(true);
    expect(leftOpen(error('invalid_response', 300))).toBe(false);
    expect(leftOpen(error('invalid_response', null))).toBe(false);
    expect(leftOpen('timeout')).toBe(false);
    expect(outcomeOf(error('timeout'))).toEqual({ result: 'uncertain', detail: DEFAULT_MESSAGES.timeout });
    expect(outcomeOf(error('validation', 422))).toEqual({ result: 'failed', detail: DEFAULT_MESSAGES.validation });
    expect(outcomeOf(new Error('boom'))).toEqual({
      result: 'uncertain',
      detail: 'Something went wrong after the request left; it may have been applied.',
    });
  });

  it('reads an error’s facts by its shape only', () => {
    expect(
      errorFacts(new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait', retryAfterMs: 3000 })),
    ).toEqual({ kind: 'rate_limited', status: 429, message: 'Wait', retryAfterMs: 3000 });
    expect(errorFacts(Object.assign(new Error('m'), { kind: 'network', status: '500', retryAfterMs: '1' }))).toEqual({
      kind: 'network',
      status: null,
      message: 'm',
      retryAfterMs: undefined,
    });
    expect(errorFacts(new Error('m'))).toBeNull();
    expect(errorFacts({ kind: 'network', message: 'm' })).toBeNull();
  });
});

describe('the words of a failed read', () => {
  it('says where to look when the workspace does not offer the list, and the service’s words for a refusal', () => {
    expect(readFailureWords(error('unsupported', 405)).title).toBe('Not offered by this workspace');
    expect(readFailureWords(error('unsupported', 405)).message).toMatch(/Compatibility mode/);
    expect(readFailureWords(error('rate_limited', 429))).toEqual({
      title: 'The workspace asked Slotboard to wait',
      message: 'It is receiving too many requests.',
    });
    expect(readFailureWords(error('validation', 422, { serviceMessage: 'Bad filter' }))).toEqual({
      title: 'Could not load this list',
      message: 'Bad filter',
    });
    expect(readFailureWords(error('validation', 422))).toEqual({
      title: 'Could not load this list',
      message: 'The workspace refused to list these records.',
    });
    expect(readFailureWords(error('server', 500))).toEqual({
      title: 'Could not load this list',
      message: DEFAULT_MESSAGES.server,
    });
    expect(readFailureWords('x')).toEqual({
      title: 'Could not load this list',
      message: 'Something went wrong while loading. Try again.',
    });
  });
});
