// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appendActivity, forgetActivityCache, type ActivityDraft } from '@/lib/activity/log';
import { renderApp } from '@/testing/render';
import { activityCsvColumns, filterActivity, parseActivityFilter } from './activity-filter';
import { toCsv } from '@/lib/csv';
import { readActivity } from '@/lib/activity/log';

const base: ActivityDraft = {
  workspaceId: 'sandbox',
  workspaceLabel: 'Sandbox',
  resourceKind: 'team_member',
  resourceId: 'm1',
  action: 'update',
  what: 'Team member Priya Raghunathan',
  change: 'Role: Member → Admin',
  result: 'saved',
};

afterEach(async () => {
  await forgetActivityCache();
  window.localStorage.clear();
});

describe('Activity', () => {
  it('says nothing was logged yet', async () => {
    renderApp('/activity');
    expect(
      await screen.findByText('No changes made from this browser yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 40_000);

  it('lists the writes with their results, filters by kind, result and words, and says when none match', async () => {
    appendActivity(base);
    appendActivity({
      ...base,
      resourceKind: 'link_hours',
      resourceId: 's1',
      what: 'Weekly hours of 30-minute call',
      change: undefined,
      result: 'uncertain',
      detail: 'The workspace took too long to answer.',
    });
    appendActivity({
      ...base,
      resourceKind: 'availability',
      action: 'create',
      what: 'New availability “Winter” for priya@example.com',
      change: undefined,
      result: 'failed',
      detail: 'Name is taken.',
    });
    const { user } = renderApp('/activity');
    const table = await screen.findByRole('table', { name: /Changes made from this browser/ }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const call = within(table)
      .getByRole('rowheader', { name: /Weekly hours of 30-minute call/ })
      .closest('tr')!;
    expect(call).toHaveTextContent('May have been saved');
    expect(call).toHaveTextContent('What was there before was not read');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), 'failed');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1 change of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), '');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'role admin');
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: /Priya Raghunathan/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'link_hours');
    expect(screen.getByText('No activity matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export 0 changes as CSV' })).toBeDisabled();
  }, 40_000);

  it('with writes from two workspaces: a workspace column and filter', async () => {
    appendActivity(base);
    appendActivity({ ...base, workspaceId: 'w2', workspaceLabel: 'Acme', what: 'Team member Ana Lima' });
    const { user } = renderApp('/activity');
    const table = await screen.findByRole('table', { name: /Changes made from this browser/ }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Workspace' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), 'w2');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Acme');
    expect(rows[1]).toHaveTextContent('Team member Ana Lima');
  }, 40_000);

  it('exports exactly the filtered rows, before and after included', () => {
    appendActivity({ ...base, before: { organization_role: 'Member' }, after: { organization_role: 'Admin' } });
    appendActivity({ ...base, resourceKind: 'link_hours', what: '=HYPERLINK("x")', result: 'failed' });
    const rows = filterActivity(readActivity(), parseActivityFilter(new URLSearchParams('kind=team_member')));
    const csv = toCsv(rows, activityCsvColumns('UTC'));
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('When (UTC),Workspace,Kind,What,Change,Result,Details,Sent,Before');
    expect(lines[1]).toContain(
      'Team member,Team member Priya Raghunathan,Role: Member → Admin,Saved,,"{""organization_role"":""Admin""}","{""organization_role"":""Member""}"',
    );
  });
});
