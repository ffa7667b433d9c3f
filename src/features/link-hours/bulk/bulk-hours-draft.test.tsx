// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '@/lib/drafts';
import { renderApp } from '@/testing/render';
import { writeTarget, type BulkTarget } from '@/domain/links/link-targets';

// The weekly hours painted for a bulk run are drafted for the links picked at the time: picked anew,
// the old draft is offered beside the new pick, never filled in as if it were for these links.

const week = (start: number, end: number) => ({
  monday: [{ start, end }],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
});
const link = (sid: string) => ({ sid, name: `Link ${sid}`, search: sid, hosts: [], updatedAt: null });
const draftKey = 'slotboard.draft.bulk-hours.sandbox';
const store = (target: BulkTarget) =>
  window.localStorage.setItem(
    draftKey,
    JSON.stringify({
      value: { week: week(600, 720), timeZone: 'Europe/London' },
      savedAt: Date.now(),
      basis: fingerprint(target),
    }),
  );
const mondayFrom = () => screen.findByRole('textbox', { name: 'Monday, range 1, from' }, { timeout: 15_000 });

describe('the weekly-hours draft', () => {
  it('is restored for the same picked links', async () => {
    const target: BulkTarget = { kind: 'rows', links: [link('aaa')] };
    writeTarget('sandbox', target);
    store(target);
    renderApp('/meetings/weekly-hours');
    expect(await mondayFrom()).toHaveValue('10:00 AM');
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
  }, 30_000);

  it('drafted for other links, is offered, and used only when the admin says so', async () => {
    store({ kind: 'rows', links: [link('aaa')] });
    writeTarget('sandbox', { kind: 'rows', links: [link('bbb')] });
    const { user } = renderApp('/meetings/weekly-hours');
    const offer = await screen.findByRole('alert', { name: 'You drafted hours for other links' }, { timeout: 15_000 });
    expect(offer).toHaveTextContent('Europe/London');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(await mondayFrom()).toHaveValue('9:00 AM');
    expect(window.localStorage.getItem(draftKey)).not.toBeNull();
    await user.click(within(offer).getByRole('button', { name: 'Use those hours for these links' }));
    expect(await mondayFrom()).toHaveValue('10:00 AM');
    expect(screen.queryByRole('alert', { name: 'You drafted hours for other links' })).not.toBeInTheDocument();
  }, 30_000);
});
