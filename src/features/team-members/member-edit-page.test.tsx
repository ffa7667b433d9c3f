// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../sandbox/seed';
import { renderApp } from '@/testing/render';

const priya = createSeed().members.find((m) => m.first_name === 'Priya')!;

describe('team member form', () => {
  it('refuses bad input on the field and sends only the fields that changed', async () => {
    const view = renderApp(`/team-members/${priya.id}`);
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(screen.getByRole('button', { name: 'No changes to save' })).toBeDisabled();

    await view.user.clear(email);
    await view.user.tab();
    expect(await screen.findByText('The email cannot be empty.')).toBeInTheDocument();
    await view.user.type(email, 'not-an-email');
    await view.user.tab();
    expect(await screen.findByText('This is not an email address.')).toBeInTheDocument();
    await view.user.clear(email);
    await view.user.type(email, priya.email);

    const last = screen.getByRole('textbox', { name: 'Last name' });
    await view.user.clear(last);
    await view.user.type(last, 'Raghunathan-Iyer');
    const role = screen.getByRole('combobox', { name: /Organization role/ });
    await view.user.clear(role);
    await view.user.type(role, 'Manager');
    const save = screen.getByRole('button', { name: 'Save last name and role' });
    await view.user.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No changes to save' })).toBeInTheDocument());
    const patch = view.server.sandbox?.state().requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ last_name: 'Raghunathan-Iyer', organization_role: 'Manager' });
  });
});
