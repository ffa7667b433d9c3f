// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeed } from '../../../sandbox/seed';
import { forgetActivityCache, readActivity } from '@/lib/activity/log';
import { renderApp, TEST_ORIGIN } from '@/testing/render';

// The edit kit's writes land in Activity through the mutation hooks: the value as read before, what
// was sent, and an uncertain outcome that a read-back later confirms.

const priya = createSeed().members.find((m) => m.first_name === 'Priya')!;

afterEach(async () => {
  await forgetActivityCache();
  window.localStorage.clear();
});

describe('writes logged in Activity', () => {
  it('a member edit whose answer was lost is "may have been saved", then "saved" once reading back shows it', async () => {
    const view = renderApp(`/team-members/${priya.id}`);
    const role = await screen.findByRole('combobox', { name: /Organization role/ }, { timeout: 15_000 });
    await view.user.clear(role);
    await view.user.type(role, 'Manager');
    view.server.sandbox
      ?.state()
      .faults.push({ path: `/api/external/v1/team_members/${priya.id}`, method: 'PATCH', times: 1, status: 503 });
    await view.user.click(screen.getByRole('button', { name: 'Save role' }));
    const outcome = await screen.findByRole('alert');
    await waitFor(() => expect(outcome).toHaveTextContent('does not show the change yet'));
    expect(readActivity()).toHaveLength(1);
    expect(readActivity()[0]).toMatchObject({
      workspaceId: 'sandbox',
      resourceKind: 'team_member',
      resourceId: priya.id,
      what: 'Team member Priya Raghunathan',
      change: `Role: ${priya.organization_role} → Manager`,
      before: { organization_role: priya.organization_role },
      after: { organization_role: 'Manager' },
      result: 'uncertain',
    });
    const late = await view.fetchFn(`${TEST_ORIGIN}/sandbox/demo/api/external/v1/team_members/${priya.id}`, {
      method: 'PATCH',
      headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ organization_role: 'Manager' }),
    });
    expect(late.ok).toBe(true);
    await view.user.click(within(outcome).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Priya Raghunathan: role saved')).toBeInTheDocument();
    expect(readActivity()).toHaveLength(1);
    expect(readActivity()[0]).toMatchObject({ result: 'saved', detail: 'Confirmed by reading back.' });
  }, 40_000);
});
