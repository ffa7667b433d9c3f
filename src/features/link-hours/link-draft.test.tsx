// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '@/lib/drafts';
import { emptyWeek } from '@/lib/time/periods';
import { renderApp } from '@/testing/render';
import { writeLastSent } from '@/lib/link-hours';
import { writeLastSaved } from './last-saved';

// A link's hours cannot be read back; the version a draft is bound to is the one last sent from this
// browser. A draft started before another send is shown beside it, never restored over it.
const SID = 'c7riufb';
const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });
const nineToFive = { ...emptyWeek(), monday: [h(9, 17)], tuesday: [h(9, 17)] };
const draftKey = `slotboard.draft.link-availability.sandbox.${SID}`;
const mondayFrom = () => screen.getByRole('textbox', { name: 'Monday, range 1, from' });

describe('a link’s hours draft', () => {
  it('is restored while the hours last sent are the ones it was drafted on', async () => {
    writeLastSaved('sandbox', SID, nineToFive);
    const draft = { ...nineToFive, monday: [h(10, 12)] };
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ value: { week: draft, from: nineToFive }, savedAt: Date.now(), basis: fingerprint(nineToFive) }),
    );
    renderApp(`/meetings/${SID}/availability`);
    expect(await screen.findByText('Draft restored', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(mondayFrom()).toHaveValue('10:00 AM');
  });

  it('drafted before other hours were sent: the three side by side, nothing restored until the admin chooses', async () => {
    const sentSince = { ...nineToFive, friday: [h(9, 17)] };
    writeLastSaved('sandbox', SID, sentSince);
    const draft = { ...nineToFive, monday: [h(10, 12)] };
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ value: { week: draft, from: nineToFive }, savedAt: Date.now(), basis: fingerprint(nineToFive) }),
    );
    const { user } = renderApp(`/meetings/${SID}/availability`);
    const stale = await screen.findByRole(
      'alert',
      { name: /Your draft was made on hours that have changed since/ },
      { timeout: 8000 },
    );
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(within(stale).getByRole('region', { name: 'The hours last sent from this browser' })).toHaveTextContent(
      'Fri 9:00 AM–5:00 PM',
    );
    expect(within(stale).getByRole('region', { name: 'Your draft' })).toHaveTextContent('Mon 10:00 AM–12:00 PM');
    expect(screen.queryByRole('textbox', { name: 'Monday, range 1, from' })).not.toBeInTheDocument();
    // Reloading before choosing keeps the draft.
    expect(window.localStorage.getItem(draftKey)).not.toBeNull();
    await user.click(within(stale).getByRole('button', { name: 'Apply my changes onto theirs' }));
    await waitFor(() => expect(mondayFrom()).toHaveValue('10:00 AM'));
    expect(screen.getByRole('textbox', { name: 'Friday, range 1, from' })).toHaveValue('9:00 AM');
  });
});

describe('hours last sent in another zone', () => {
  it('are offered converted into the hosts’ zone, never put in the editor as they were', async () => {
    writeLastSent('sandbox', SID, { week: nineToFive, timeZone: 'Europe/London' });
    const { user } = renderApp(`/meetings/${SID}/availability`);
    expect(
      await screen.findByText(/Converted from Europe\/London into America\/Sao_Paulo/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Monday, range 1, from' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over from this' }));
    // 9:00 in London (UTC+0 in winter) is 6:00 in São Paulo (UTC−3).
    await waitFor(() => expect(mondayFrom()).toHaveValue('6:00 AM'));
  });
});
