import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { meetingSchema } from '@/api/meetings/schemas';
import type { ReportRow } from '@/lib/bulk/report';
import { planRun } from './plan-run';
import { linkRunActions } from './link-run-actions';

// A row of a run over links reads its link once more just before its one PATCH: sent only while the
// body planned now is the one the preview showed; a 429 on that read is left to the runner to wait out.

const ana = { name: 'Ana', email: 'ana@example.com' };
const bo = { name: 'Bo', email: 'bo@example.com' };
const link = (sid: string, hosts: (typeof ana)[], extra: Record<string, unknown> = {}) =>
  meetingSchema.parse({ id: sid, sid, name: `Link ${sid}`, slug: sid, duration: 30, hosts, ...extra });
const nameOf = (e: string) => ({ 'ana@example.com': 'Ana', 'bo@example.com': 'Bo' })[e] ?? e;

function fakeClient(listed: () => unknown[]) {
  const request = vi.fn(async () => ({ meeting: { sid: 'a', updated_at: 'later' } }));
  const client = {
    request,
    meetings: { list: vi.fn(async () => ({ meetings: listed(), pagination: {} })) },
    teamMembers: {
      update: vi.fn(async () => ({ team_member: { id: 'm1', active: false } })),
      listAll: vi.fn(async () => ({ team_members: [{ id: 'm1', active: false }] })),
    },
  };
  const actions = linkRunActions({
    client: client as unknown as ApiClient,
    listVersion: 'v2',
    workspace: { id: 'w1', label: 'Acme' },
    nameOf,
  });
  return { client, request, actions };
}
const asRow = (input: { id: string; label: string; payload: unknown }): ReportRow => ({
  ...input,
  state: { status: 'queued' },
  sends: 0,
  attempts: 1,
});
const signal = new AbortController().signal;

describe('a run over links, row by row', () => {
  it('plans each link once, refusing by name the one that would be left without a host', () => {
    const links = [link('a', [ana, bo]), link('b', [ana]), link('a', [ana, bo]), link('c', [bo])];
    const plan = planRun(links, () => ({ kind: 'remove-host', email: 'ana@example.com' }), nameOf);
    expect(plan.rows.map((r) => r.id)).toEqual(['a']);
    expect(plan.refused).toEqual([
      {
        sid: 'b',
        name: 'Link b',
        words: 'Ana is its only host, and a link needs at least one: add another host to it first.',
      },
    ]);
    expect(plan.unchanged).toEqual([{ sid: 'c', name: 'Link c', words: 'Ana does not host it.' }]);
  });

  it('sends exactly the previewed body once, after reading the link, and logs it as a settings save', async () => {
    const [row] = planRun(
      [link('a', [ana, bo])],
      () => ({ kind: 'remove-host', email: 'ana@example.com' }),
      nameOf,
    ).rows;
    const { client, request, actions } = fakeClient(() => [link('a', [ana, bo])]);
    const a = actions(asRow(row!));
    await a.run(signal);
    expect(client.meetings.list).toHaveBeenCalledWith(
      { search: 'a', page_number: 1, page_size: 100 },
      expect.objectContaining({ version: 'v2' }),
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'PATCH', path: '/v1/meetings/a', body: { hosts: ['bo@example.com'] } }),
    );
    expect(a.activity).toMatchObject({
      resourceKind: 'link',
      resourceId: 'a',
      what: 'Scheduling link Link a',
      change: 'Hosts: Ana removed',
      before: { hosts: ['ana@example.com', 'bo@example.com'] },
      after: { hosts: ['bo@example.com'] },
    });
    expect(a.applied?.(undefined)).toEqual({
      before: { hosts: ['ana@example.com', 'bo@example.com'] },
      after: { hosts: ['bo@example.com'] },
    });
  });

  it('sends nothing when the link changed since the preview (a host added meanwhile would be dropped)', async () => {
    const [row] = planRun([link('a', [ana, bo])], () => ({ kind: 'duration', minutes: '45' }), nameOf).rows;
    const carol = { name: 'Cy', email: 'cy@example.com' };
    const { request, actions } = fakeClient(() => [link('a', [ana, bo, carol])]);
    await expect(actions(asRow(row!)).run(signal)).rejects.toMatchObject({
      kind: 'not_sent',
      message: expect.stringMatching(/changed since the preview/),
    });
    const gone = fakeClient(() => []);
    await expect(gone.actions(asRow(row!)).run(signal)).rejects.toMatchObject({ kind: 'not_sent' });
    expect(request).not.toHaveBeenCalled();
    expect(gone.request).not.toHaveBeenCalled();
  });

  it('leaves a 429 on the read to the runner, and reads back what was sent', async () => {
    const [row] = planRun([link('a', [ana])], () => ({ kind: 'duration', minutes: '45' }), nameOf).rows;
    const limited = fakeClient(() => {
      throw new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait' });
    });
    await expect(limited.actions(asRow(row!)).run(signal)).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(limited.request).not.toHaveBeenCalled();
    const applied = fakeClient(() => [link('a', [ana], { duration: 45 })]);
    expect(await applied.actions(asRow(row!)).verify?.()).toBe(true);
    const notYet = fakeClient(() => [link('a', [ana])]);
    expect(await notYet.actions(asRow(row!)).verify?.()).toBe(false);
  });

  it('deactivates a leaving member with the existing call, and refuses a row it cannot read', async () => {
    const { client, actions } = fakeClient(() => []);
    const a = actions(
      asRow({ id: 'member:m1', label: 'Deactivate Ana', payload: { type: 'deactivate', memberId: 'm1', name: 'Ana' } }),
    );
    await a.run(signal);
    expect(client.teamMembers.update).toHaveBeenCalledWith('m1', { active: false }, { signal });
    expect(await a.verify?.()).toBe(true);
    expect(a.activity).toMatchObject({
      resourceKind: 'team_member',
      before: { active: true },
      after: { active: false },
    });
    await expect(actions(asRow({ id: 'x', label: 'x', payload: { type: 'link' } })).run(signal)).rejects.toMatchObject({
      kind: 'not_sent',
    });
  });
});
