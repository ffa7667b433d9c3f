// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

type View = ReturnType<typeof renderApp>;
const posts = (view: View) => (view.server.sandbox?.state().requests ?? []).filter((r) => r.method === 'POST');
const SLOW = 40_000;

async function fill(view: View) {
  await view.user.type(
    await screen.findByRole('combobox', { name: /Team member email/ }, { timeout: 15_000 }),
    'priya.raghunathan@example.com',
  );
  await view.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Morning hours');
  await view.user.click(screen.getByRole('switch', { name: 'Tuesday' }));
}

describe('new availability', () => {
  it(
    'two submits of the form in one moment (Enter repeated) create one availability',
    async () => {
      const view = renderApp('/availabilities/new');
      await fill(view);
      const form = screen.getByRole('button', { name: 'Create availability' }).closest('form')!;
      // Submit events straight on the form: the disabled button of a busy save cannot be what holds them.
      fireEvent.submit(form);
      fireEvent.submit(form);
      expect(await screen.findByRole('heading', { name: 'Availability created' })).toBeInTheDocument();
      expect(posts(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'sends nothing while a typed range shows an error, and focuses it',
    async () => {
      const view = renderApp('/availabilities/new');
      await fill(view);
      const to = screen.getByRole('textbox', { name: 'Tuesday, range 1, to' });
      await view.user.clear(to);
      await view.user.type(to, '8:00am');
      await view.user.tab();
      expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: 'Create availability' }));
      await waitFor(() => expect(to).toHaveFocus());
      fireEvent.submit(to.closest('form')!);
      expect(screen.getByRole('heading', { name: 'New availability' })).toBeInTheDocument();
      // Once the range is put right, the save goes out: it is the only create the workspace ever saw.
      await view.user.clear(to);
      await view.user.type(to, '5:00pm');
      await view.user.tab();
      await view.user.click(screen.getByRole('button', { name: 'Create availability' }));
      expect(await screen.findByRole('heading', { name: 'Availability created' })).toBeInTheDocument();
      expect(posts(view)).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'a refused email lands on the email field; the rest stays as typed',
    async () => {
      const view = renderApp('/availabilities/new');
      await view.user.type(
        await screen.findByRole('combobox', { name: /Team member email/ }, { timeout: 15_000 }),
        'nobody@example.com',
      );
      await view.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ghost hours');
      await view.user.click(screen.getByRole('button', { name: 'Create availability' }));
      const email = screen.getByRole('combobox', { name: /Team member email/ });
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription(/No team member with email nobody@example.com/);
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ghost hours');
    },
    SLOW,
  );
});

describe('a new availability draft whose member changed zone since', () => {
  const stored = (zone: string) =>
    JSON.stringify({
      value: {
        values: { email: 'priya.raghunathan@example.com', name: 'Morning hours', timeZone: '', version: 'v2' },
        week: {
          monday: [{ start: 540, end: 720 }],
          tuesday: [],
          wednesday: [],
          thursday: [],
          friday: [],
          saturday: [],
          sunday: [],
        },
        overrides: [],
        cellMinutes: 30,
        zone,
      },
      savedAt: Date.now(),
    });

  it(
    'says the hours were meant in the old zone, and keeping it types that zone in',
    async () => {
      // Priya's zone in the sandbox is Asia/Kolkata; the draft was written while it was Europe/London.
      window.localStorage.setItem('slotboard.draft.availability-new.sandbox', stored('Europe/London'));
      const view = renderApp('/availabilities/new');
      const alert = await screen.findByRole(
        'alert',
        { name: 'The time zone of these hours has changed since your draft' },
        { timeout: 15_000 },
      );
      expect(alert).toHaveTextContent('these hours were meant in Europe/London');
      expect(alert).toHaveTextContent('sent in Asia/Kolkata');
      await view.user.click(screen.getByRole('button', { name: 'Keep them in Europe/London' }));
      await waitFor(() =>
        expect(screen.queryByRole('alert', { name: /has changed since your draft/ })).not.toBeInTheDocument(),
      );
      // The zone is now typed into the form, and the draft says so.
      await waitFor(() =>
        expect(
          JSON.parse(window.localStorage.getItem('slotboard.draft.availability-new.sandbox')!).value.values.timeZone,
        ).toBe('Europe/London'),
      );
    },
    SLOW,
  );

  it(
    'says nothing when the zone is the one the draft was written in',
    async () => {
      window.localStorage.setItem('slotboard.draft.availability-new.sandbox', stored('Asia/Kolkata'));
      renderApp('/availabilities/new');
      expect(await screen.findByText('Draft restored', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: /has changed since your draft/ })).not.toBeInTheDocument();
    },
    SLOW,
  );
});
