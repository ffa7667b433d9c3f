// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../../sandbox/seed';
import { renderApp } from '@/testing/render';

// A link's places on its page, against the sandbox: added with their text, one made the default
// (the current one let go first), the last one kept.

const seed = createSeed();
const link = seed.meetings.find((m) => m.spots.length === 1 && m.spots[0]!.spot !== 'phone_call')!;
type View = ReturnType<typeof renderApp>;
const writes = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.method !== 'GET' && r.path.includes('/spots'));

describe('a link’s places', () => {
  it('adds a phone call with its number, makes it the default, and keeps the last place', async () => {
    const view = renderApp(`/meetings/${link.sid}`);
    const list = await screen.findByRole('list', { name: 'Places of this link' }, { timeout: 20_000 });
    const section = screen.getByRole('region', { name: 'Places' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: /^Remove / })).toBeDisabled();
    await view.user.selectOptions(within(section).getByRole('combobox', { name: 'New place' }), 'phone_call');
    expect(within(section).getByRole('button', { name: 'Add place' })).toBeDisabled();
    await view.user.type(within(section).getByRole('textbox', { name: 'Phone number' }), '+1 555 0100');
    await view.user.click(within(section).getByRole('button', { name: 'Add place' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await view.user.click(within(section).getByRole('button', { name: 'Make Phone call: +1 555 0100 the default' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .find((li) => li.textContent?.includes('Default')),
      ).toHaveTextContent('+1 555 0100'),
    );
    expect(writes(view).map((w) => [w.method, w.body])).toEqual([
      ['POST', { spot: 'phone_call', spot_phone_call_number: '+1 555 0100' }],
      ['PUT', { is_default: false }],
      ['PUT', { is_default: true }],
    ]);
  }, 60_000);
});
