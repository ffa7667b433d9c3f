// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

// "Office hours with Lucas" is hosted by Lucas Ferreira (America/Sao_Paulo) in the seeded sandbox.
const SID = 'c7riufb';

const created = {
  at: '2026-11-20T10:00:00.000Z',
  version: 'v2',
  request: {
    email: 'priya.raghunathan@example.com',
    name: 'Kolkata mornings',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  },
  response: {
    id: 'av-kolkata',
    sid: 'kolk1',
    name: 'Kolkata mornings',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    overrides: [{ date: '2026-12-25', periods: [] }],
    user: { name: 'Priya Raghunathan', email: 'priya.raghunathan@example.com' },
  },
};

const mondayFrom = () => screen.getByRole('textbox', { name: 'Monday, range 1, from' });

describe('starting a link’s hours from an availability', () => {
  it('converts Kolkata hours into the São Paulo hosts’ zone, asks before starting over an edit, and Undo brings the edit back', async () => {
    window.localStorage.setItem('slotboard.availabilities.sandbox', JSON.stringify([created]));
    const { user } = renderApp(`/meetings/${SID}/availability`);
    await user.click(await screen.findByRole('radio', { name: 'An availability' }, { timeout: 8000 }));
    expect(
      await screen.findByText(/Converted from Asia\/Kolkata into America\/Sao_Paulo/, undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/date override is not copied/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over from this' }));
    // 9:00 in Kolkata (UTC+5:30) is 0:30 in São Paulo (UTC−3).
    await waitFor(() => expect(mondayFrom()).toHaveValue('12:30 AM'));
    expect(screen.getByRole('textbox', { name: 'Monday, range 1, to' })).toHaveValue('8:30 AM');

    await user.click(screen.getByRole('button', { name: 'Weekdays 9–5' }));
    expect(mondayFrom()).toHaveValue('9:00 AM');
    await user.click(screen.getByRole('radio', { name: 'An empty week' }));
    await user.click(screen.getByRole('button', { name: 'Start over from this' }));
    const ask = await screen.findByRole('dialog', { name: 'Start over?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep my changes' }));
    expect(mondayFrom()).toHaveValue('9:00 AM');

    await user.click(screen.getByRole('button', { name: 'Start over from this' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', { name: 'Start over' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Monday, range 1, from' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mondayFrom()).toHaveValue('9:00 AM');
  });

  it('says why it cannot convert when the owner’s zone is not known', async () => {
    const stranger = {
      ...created,
      response: { ...created.response, id: 'av-x', user: { name: 'Ex member', email: 'gone@example.com' } },
      request: { ...created.request, email: 'gone@example.com' },
    };
    window.localStorage.setItem('slotboard.availabilities.sandbox', JSON.stringify([stranger]));
    const { user } = renderApp(`/meetings/${SID}/availability`);
    await user.click(await screen.findByRole('radio', { name: 'An availability' }, { timeout: 8000 }));
    expect(
      await screen.findByText(
        'The time zone of Ex member is not known, so the hours cannot be converted into America/Sao_Paulo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start over from this' })).toBeDisabled();
  });
});
