import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { respondWith } from '../testing/fake-fetch';
import { createRequester, isHostAnswering, toQueryString } from './client';
import { failure } from '@/testing/api-failure';

const KEY = 'secret-key-123';
const requesterFor = (fetchFn: typeof fetch, baseUrl = 'https://acme.neetocal.com') =>
  createRequester({ baseUrl, apiKey: KEY, fetch: fetchFn });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the query string', () => {
  it('leaves empty items of a list out, and sends a list of one real item as the bare key', () => {
    expect(toQueryString({ host_email: ['', 'a@x.co', ''] })).toBe('?host_email=a%40x.co');
    expect(toQueryString({ host_email: ['a@x.co', '', 'b@x.co'] })).toBe(
      '?host_email%5B%5D=a%40x.co&host_email%5B%5D=b%40x.co',
    );
  });
});

describe('the request as sent', () => {
  it('asks for JSON with the key in a header; a GET carries no body and no content type', async () => {
    const fetchFn = respondWith(200, { ok: true });
    await requesterFor(fetchFn)({ method: 'GET', path: '/v1/team_members', schema: z.object({ ok: z.boolean() }) });
    const init = fetchFn.calls[0]!.init!;
    expect(init.headers).toEqual({ 'X-Api-Key': KEY, Accept: 'application/json' });
    expect(init.body).toBeUndefined();
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', redirect: 'error' });
  });

  it('joins the workspace address and the path with one slash, however many the address ends with', async () => {
    const fetchFn = respondWith(200, {});
    await requesterFor(
      fetchFn,
      'https://acme.neetocal.com//',
    )({ method: 'GET', path: '/v1/packages', schema: z.object({}) });
    expect(fetchFn.calls[0]!.url).toBe('https://acme.neetocal.com/api/external/v1/packages');
  });

  it('names the endpoint in every failure, and how long the call took', async () => {
    const error = await failure(
      requesterFor(respondWith(500, { error: 'boom' }))({
        method: 'PATCH',
        path: '/v1/team_members/7',
        body: {},
        schema: z.object({}),
      }),
    );
    expect(error.endpoint).toBe('PATCH /v1/team_members/7');
    expect(error.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(error.elapsedMs).toBeLessThan(60_000);
  });

  it('leaves no timer running once the answer is in', async () => {
    vi.useFakeTimers();
    await requesterFor(respondWith(200, {}))({ method: 'GET', path: '/v1/packages', schema: z.object({}) });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('an answer read by its schema', () => {
  const call = (body: unknown, schema: z.ZodMiniType) =>
    requesterFor(respondWith(200, body))({ method: 'GET', path: '/v1/x', schema });

  it('reads an empty or blank body as null, not as broken JSON', async () => {
    const blank = respondWith(200, ' \n');
    await expect(requesterFor(blank)({ method: 'GET', path: '/v1/x', schema: z.null() })).resolves.toBeNull();
    const empty = respondWith(204, '');
    await expect(requesterFor(empty)({ method: 'GET', path: '/v1/x', schema: z.null() })).resolves.toBeNull();
  });

  it('names the first wrong place exactly, and files it under that field', async () => {
    const error = await failure(call({ page: { size: 'ten' } }, z.object({ page: z.object({ size: z.number() }) })));
    expect(error.message).toMatch(/\(page\.size: expected number\)$/);
    expect(error.fieldErrors).toEqual({ 'page.size': [expect.any(String)] });
  });

  it('says "the body" when the whole answer has the wrong shape', async () => {
    const error = await failure(call(null, z.object({ meetings: z.array(z.string()) })));
    expect(error.message).toMatch(/\(the body: expected object\)$/);
  });

  it('gives the schema’s own words for a refusal that is not about the type', async () => {
    const error = await failure(
      call({ name: '' }, z.object({ name: z.string().check(z.minLength(1, 'must not be empty')) })),
    );
    expect(error.message).toMatch(/\(name: must not be empty\)$/);
  });
});

describe('a caller’s cancel while the request is out', () => {
  it('stops the request and hands the caller its own reason, not a failure', async () => {
    let seen: AbortSignal | undefined;
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        seen = init!.signal!;
        seen.addEventListener('abort', () => reject(new DOMException('fetch aborted', 'AbortError')));
      });
    const controller = new AbortController();
    const pending = requesterFor(hanging)({
      method: 'GET',
      path: '/v1/x',
      schema: z.object({}),
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(seen).toBeDefined());
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(seen!.reason).toBe(reason);
  });
});

describe('a lapsed sign-in to the shared server', () => {
  const signInRequired = () => respondWith(401, { error: 'Sign in again.', code: 'sign_in_required' });
  const stubWindow = () => {
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: {
        href: 'https://slotboard.test/meetings?page=2',
        origin: 'https://slotboard.test',
        pathname: '/meetings',
        search: '?page=2',
        assign,
      },
    });
    return assign;
  };

  it('sends the page to the sign-in, which brings it back to where it was', async () => {
    const assign = stubWindow();
    await failure(
      requesterFor(signInRequired(), '/proxy/acme')({ method: 'GET', path: '/v1/x', schema: z.object({}) }),
    );
    expect(assign).toHaveBeenCalledExactlyOnceWith('/sign-in?next=%2Fmeetings%3Fpage%3D2');
  });

  it('never follows a workspace of another origin that answers with the same words', async () => {
    const assign = stubWindow();
    await failure(requesterFor(signInRequired())({ method: 'GET', path: '/v1/x', schema: z.object({}) }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('with no page to send anywhere, hands the caller the refusal itself', async () => {
    const error = await failure(
      requesterFor(signInRequired(), '/proxy/acme')({ method: 'GET', path: '/v1/x', schema: z.object({}) }),
    );
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'sign_in_required' });
  });

  it('does not go to the sign-in for any other refusal', async () => {
    const assign = stubWindow();
    await failure(
      requesterFor(
        respondWith(401, { error: 'Invalid API key' }),
        '/proxy/acme',
      )({ method: 'GET', path: '/v1/x', schema: z.object({}) }),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('isHostAnswering', () => {
  it('asks one opaque, cookie-less question below the address, and says yes when anything answered', async () => {
    const fetchFn = respondWith(200, {});
    expect(await isHostAnswering('https://acme.neetocal.com//', fetchFn)).toBe(true);
    expect(fetchFn.calls[0]!.url).toBe('https://acme.neetocal.com/api/external/v1/team_members?page_size=1');
    expect(fetchFn.calls[0]!.init).toMatchObject({
      mode: 'no-cors',
      credentials: 'omit',
      signal: expect.any(AbortSignal),
    });
  });

  it('says no when the request itself failed', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await isHostAnswering('https://acme.neetocal.com', down)).toBe(false);
  });
});
