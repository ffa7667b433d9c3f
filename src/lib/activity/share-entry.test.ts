// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../../server/app';
import { PROXY_SECRET_HEADER } from '../../../server/proxy-trust';
import { SharedRecord } from '../../../server/record/shared-record';
import type { RecordStore } from '../../../server/record/store';
import { TEST_STORES } from '../../../server/record/test-stores';
import { createApiClient } from '@/api/client';
import { readServerConfig } from '@/api/server-config';
import { forgetActivityCache, readActivity } from './log';
import { entriesNotKept, forgetShared, forwardedAs, shareEntry } from './share-entry';
import { recordKept } from './record-kept';
import { sentWrites, watchWrites } from './sent-writes';
import { appendSharedActivity, confirmWrite, trackWrite, updateSharedActivity } from './track';
import { linkOptionsRequests } from '@/api/link-options/requests';

// The app's half of the shared record: a write made from this browser through the Slotboard server
// is told to the server's record with what it meant, and the server keeps it only beside the very
// request its proxy forwarded. Against the real server app and an SQLite record, through the app's
// own requester: the path and the body's hash are the ones that really went out.

const sqlite = TEST_STORES.find((s) => s.name === 'sqlite')!;
const T0 = Date.parse('2026-11-21T12:00:00Z');
const ORIGIN = 'http://localhost';
const SECRET = 'Vq3kP0dXz8LmT2rY6wN4bH1sJ9cF5gA7eU-iO_pQxZ';
const WORKSPACE = 'https://acme.neetocal.com';

let store: RecordStore;
let dispose: () => Promise<void>;
let entriesPosted: number;

beforeEach(async () => {
  ({ store, dispose } = await sqlite.open(() => T0));
  entriesPosted = 0;
  sentWrites.length = 0;
  recordKept.path = null;
  forgetShared();
});
afterEach(async () => {
  await dispose();
  window.localStorage.clear();
  await forgetActivityCache();
});

/** The browser of `who` on a server copy whose record is `record` (null: configured, cannot be reached; undefined: none). */
async function browserOf(
  who: string,
  record: SharedRecord | null | undefined,
  upstreamDelay: (id: string) => number = () => 0,
  upstreamStatus: (id: string) => number = () => 200,
) {
  const app = createServerApp({
    upstreams: '*.neetocal.com',
    fetch: async (input, init) => {
      const id = String(input).split('/').pop()!;
      await new Promise((r) => setTimeout(r, upstreamDelay(id)));
      if (init?.method === 'DELETE') return Response.json({ message: 'Deleted.' });
      const body = JSON.parse(String(new TextDecoder().decode(init?.body as ArrayBuffer))) as object;
      return Response.json({ team_member: { id, ...body } }, { status: upstreamStatus(id) });
    },
    auth: { userHeader: 'X-Forwarded-User' },
    proxySecret: SECRET,
    record:
      record === null
        ? new SharedRecord(
            null,
            90,
            () => T0,
            () => {},
          )
        : record,
  });
  const serverFetch: typeof fetch = async (input, init) => {
    if (String(input).endsWith('/record/entries')) entriesPosted++;
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-User', who);
    headers.set(PROXY_SECRET_HEADER, SECRET);
    return app.request(String(input), { ...init, headers });
  };
  // As the app's shell does once it is idle: the server's config says whether it keeps a record.
  await readServerConfig(serverFetch, ORIGIN);
  const client = createApiClient({
    baseUrl: `${ORIGIN}/proxy/https/acme.neetocal.com`,
    apiKey: 'key-1',
    fetch: watchWrites(serverFetch),
    serverOrigin: ORIGIN,
  });
  return { client, serverFetch };
}

const kept = () =>
  new SharedRecord(
    store,
    90,
    () => T0,
    () => {},
  );

const changeRole = (client: Awaited<ReturnType<typeof browserOf>>['client'], id: string, name: string) =>
  trackWrite(
    {
      workspaceId: 'acme',
      workspaceLabel: 'Acme',
      resourceKind: 'team_member',
      resourceId: id,
      action: 'update',
      what: `Team member ${name}`,
      change: 'Role: Member → Admin',
      before: { organization_role: 'Member' },
      after: { organization_role: 'Admin' },
    },
    () => client.teamMembers.update(id, { organization_role: 'Admin' }),
  );

describe('the meaning of a write, told to the server’s record', () => {
  it('is kept beside the write the proxy forwarded, and read back by any browser', async () => {
    const { client } = await browserOf('ada@example.org', kept());
    await changeRole(client, 'm 1é', 'Oliver Smith');
    await vi.waitFor(async () => expect((await store.page({}, { limit: 10 })).items[0]?.meaning).not.toBeNull());
    const [item] = (await store.page({}, { limit: 10 })).items;
    expect(item).toMatchObject({
      who: 'ada@example.org',
      workspace: WORKSPACE,
      method: 'PATCH',
      path: '/api/external/v1/team_members/m%201%C3%A9',
      meaning: {
        resourceKind: 'team_member',
        resourceId: 'm 1é',
        action: 'update',
        what: 'Team member Oliver Smith',
        change: 'Role: Member → Admin',
        before: { organization_role: 'Member' },
        after: { organization_role: 'Admin' },
        result: 'saved',
      },
    });
    expect(entriesPosted).toBe(1);
  });

  it('pairs each entry with its own request when writes run side by side', async () => {
    // The first write answers last: the entries settle in the other order than the requests went.
    const { client } = await browserOf('ada@example.org', kept(), (id) => (id === 'm1' ? 30 : 0));
    await Promise.all([changeRole(client, 'm1', 'Oliver'), changeRole(client, 'm2', 'Priya')]);
    await vi.waitFor(async () =>
      expect((await store.page({}, { limit: 10 })).items.every((i) => i.meaning !== null)).toBe(true),
    );
    const items = (await store.page({}, { limit: 10 })).items;
    expect(items.map((i) => [i.path, i.meaning?.what])).toEqual(
      expect.arrayContaining([
        ['/api/external/v1/team_members/m1', 'Team member Oliver'],
        ['/api/external/v1/team_members/m2', 'Team member Priya'],
      ]),
    );
  });

  it('gives a write that failed before it was sent none of the requests sent meanwhile', async () => {
    const { client } = await browserOf('ada@example.org', kept(), (id) => (id === 'm2' ? 30 : 0));
    const failedEarly = trackWrite(
      {
        workspaceId: 'acme',
        workspaceLabel: 'Acme',
        resourceKind: 'team_member',
        resourceId: 'm1',
        action: 'update',
        what: 'Team member Oliver',
      },
      async () => {
        await new Promise((r) => setTimeout(r, 10));
        throw new Error('Not sent: the form did not read.');
      },
    ).catch(() => undefined);
    await Promise.all([failedEarly, changeRole(client, 'm2', 'Priya')]);
    await vi.waitFor(async () => expect((await store.page({}, { limit: 10 })).items[0]?.meaning).not.toBeNull());
    expect((await store.page({}, { limit: 10 })).items.map((i) => [i.path, i.meaning?.what])).toEqual([
      ['/api/external/v1/team_members/m2', 'Team member Priya'],
    ]);
  });

  it('pairs a bulk row, logged by the runner after its send, with the request naming its record', async () => {
    const { client } = await browserOf('ada@example.org', kept());
    // The runner sends rows side by side and logs each when it settles, in any order.
    await Promise.all(['m1', 'm2'].map((id) => client.teamMembers.update(id, { active: false })));
    for (const [id, name] of [
      ['m2', 'Priya'],
      ['m1', 'Oliver'],
    ] as const)
      appendSharedActivity({
        workspaceId: 'acme',
        workspaceLabel: 'Acme',
        resourceKind: 'team_member',
        resourceId: id,
        action: 'update',
        what: `Team member ${name}`,
        after: { active: false },
        result: 'saved',
        runId: 'run-1',
      });
    await vi.waitFor(async () => expect((await store.page({ runId: 'run-1' }, { limit: 10 })).items).toHaveLength(2));
    const items = (await store.page({}, { limit: 10 })).items;
    expect(items.map((i) => [i.path, i.meaning?.what, i.meaning?.runId])).toEqual(
      expect.arrayContaining([
        ['/api/external/v1/team_members/m1', 'Team member Oliver', 'run-1'],
        ['/api/external/v1/team_members/m2', 'Team member Priya', 'run-1'],
      ]),
    );
  });

  it('sends nothing when the server keeps no record', async () => {
    const { client } = await browserOf('ada@example.org', undefined);
    await changeRole(client, 'm1', 'Oliver');
    // The sender's code is in once the config is read; give it every chance to post.
    await vi.waitFor(() => expect(readActivity()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(entriesPosted).toBe(0);
  });

  it('does not send a refused entry again, and says a record that is down', async () => {
    const { client, serverFetch } = await browserOf('ada@example.org', kept());
    await changeRole(client, 'm1', 'Oliver');
    await vi.waitFor(() => expect(entriesPosted).toBe(1));
    const entry = readActivity()[0]!;
    // A body that never went out: no such write passed the proxy, and the server refuses the entry.
    const forged = {
      url: `${ORIGIN}/proxy/https/acme.neetocal.com/api/external/v1/team_members/m1`,
      method: 'PATCH',
      body: '{"organization_role":"Owner"}',
      doFetch: serverFetch,
    };
    expect(await shareEntry(entry, forged)).toBe('refused');
    expect(entriesPosted).toBe(2);
    expect(entriesNotKept()).toBe(0);

    const down = await browserOf('grace@example.org', null);
    await changeRole(down.client, 'm2', 'Priya');
    await vi.waitFor(() => expect(entriesNotKept()).toBe(1));
  });
});

describe('what a write meant, told when it is known', () => {
  it('an uncertain write is told once reading back shows it applied, as saved, and only then', async () => {
    // The workspace applied the change but answered 502: the app says "may have been saved".
    const { client } = await browserOf('ada@example.org', kept(), undefined, (id) => (id === 'm1' ? 502 : 200));
    const vars = {};
    await trackWrite(
      {
        workspaceId: 'acme',
        workspaceLabel: 'Acme',
        resourceKind: 'team_member',
        resourceId: 'm1',
        action: 'update',
        what: 'Team member Oliver',
        after: { organization_role: 'Admin' },
      },
      () => client.teamMembers.update('m1', { organization_role: 'Admin' }),
      { vars },
    ).catch(() => undefined);
    expect(readActivity()[0]).toMatchObject({ result: 'uncertain' });
    // A later write is told at once; the uncertain one is not, before it is confirmed.
    await changeRole(client, 'm2', 'Priya');
    await vi.waitFor(() => expect(entriesPosted).toBe(1));
    confirmWrite(vars);
    await vi.waitFor(() => expect(entriesPosted).toBe(2));
    const item = (await store.page({}, { limit: 10 })).items.find((i) => i.path.endsWith('/m1'));
    expect(item?.meaning).toMatchObject({
      what: 'Team member Oliver',
      result: 'saved',
      detail: 'Confirmed by reading back.',
    });
    // Confirmed twice (a second read-back), told once.
    confirmWrite(vars);
    await changeRole(client, 'm3', 'Ravi');
    await vi.waitFor(() => expect(entriesPosted).toBe(3));
    expect((await store.page({}, { limit: 10 })).items.map((i) => i.meaning?.what)).toEqual([
      'Team member Ravi',
      'Team member Priya',
      'Team member Oliver',
    ]);
  });

  it('a bulk row shown applied after the fact is told then, as saved', async () => {
    const { client } = await browserOf('ada@example.org', kept(), undefined, () => 502);
    await client.teamMembers.update('m1', { active: false }).catch(() => undefined);
    const id = appendSharedActivity({
      workspaceId: 'acme',
      workspaceLabel: 'Acme',
      resourceKind: 'team_member',
      resourceId: 'm1',
      action: 'update',
      what: 'Team member Oliver',
      after: { active: false },
      result: 'uncertain',
      runId: 'run-1',
    });
    updateSharedActivity(id, { result: 'saved', detail: 'Confirmed by reading back.' });
    await vi.waitFor(async () =>
      expect((await store.page({ runId: 'run-1' }, { limit: 10 })).items[0]?.meaning).toMatchObject({
        result: 'saved',
      }),
    );
    expect(entriesPosted).toBe(1);
  });

  it('a DELETE is paired with its entry like a PATCH', async () => {
    const { client } = await browserOf('ada@example.org', kept());
    await trackWrite(
      {
        workspaceId: 'acme',
        workspaceLabel: 'Acme',
        resourceKind: 'link',
        resourceId: 'intro',
        action: 'update',
        what: 'Durations of Intro call',
        change: 'Removed: 30 min',
      },
      () => linkOptionsRequests(client.request).removeDuration('intro', 'd1'),
    );
    await vi.waitFor(async () => expect((await store.page({}, { limit: 10 })).items[0]?.meaning).not.toBeNull());
    expect((await store.page({}, { limit: 10 })).items[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/external/v1/meetings/intro/durations/d1',
      meaning: { what: 'Durations of Intro call', change: 'Removed: 30 min', result: 'saved' },
    });
  });
});

describe('the request as the proxy names it', () => {
  it('is the workspace and the path it forwards to, and nothing for a workspace called directly', () => {
    expect(forwardedAs(`${ORIGIN}/proxy/https/ACME.neetocal.com/api/external/v2/meetings/a?x=1`)).toEqual({
      origin: ORIGIN,
      workspace: 'https://acme.neetocal.com',
      path: '/api/external/v2/meetings/a?x=1',
    });
    expect(forwardedAs('https://acme.neetocal.com/api/external/v2/meetings/a')).toBeNull();
    expect(forwardedAs(`${ORIGIN}/sandbox/demo/api/external/v2/meetings/a`)).toBeNull();
  });
});
