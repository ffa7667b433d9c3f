// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../../../sandbox/seed';
import { connectHostileWorkspace } from '@/testing/hostile-workspace';
import { renderApp, type RenderAppOptions } from '@/testing/render';

// A link's one-off address, made on its page, shown and copied in one click, against the sandbox.

const link = createSeed().meetings[0]!;
type View = ReturnType<typeof renderApp>;
const oneOffs = (view: View) =>
  (view.server.sandbox?.state().requests ?? []).filter((r) => r.path.endsWith('/create_one_off_link'));

async function open(path: string, options?: RenderAppOptions) {
  const view = renderApp(path, options);
  const section = await screen.findByRole('region', { name: 'One-off link' }, { timeout: 20_000 });
  return { view, section };
}

function clipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('a one-off link on a link’s page', () => {
  it('is made once per click, its address shown and copied in one click, with a visible "Copied"', async () => {
    const { view, section } = await open(`/meetings/${link.sid}`);
    // After the render: user-event puts a clipboard of its own on the page when it is set up.
    const writeText = clipboard(() => Promise.resolve());
    await view.user.dblClick(within(section).getByRole('button', { name: 'Create one-off link' }));
    const address = await within(section).findByRole('textbox', { name: 'One-off link address' });
    expect((address as HTMLInputElement).value).toMatch(/^https:\/\/sandbox\.neetocal\.com\/one-off-[0-9a-f]{12}$/);
    expect(oneOffs(view)).toHaveLength(1);
    await view.user.click(within(section).getByRole('button', { name: 'Copy address' }));
    expect(await within(section).findByText('Copied')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith((address as HTMLInputElement).value);

    await view.user.click(within(section).getByRole('button', { name: 'Create another one-off link' }));
    await waitFor(() => expect(oneOffs(view)).toHaveLength(2));
    await waitFor(() => expect(within(section).queryByText('Copied')).not.toBeInTheDocument());
  }, 60_000);

  it('a browser that refuses to copy says so, and the address stays to copy by hand', async () => {
    const { view, section } = await open(`/meetings/${link.sid}`);
    clipboard(() => Promise.reject(new Error('denied')));
    await view.user.click(within(section).getByRole('button', { name: 'Create one-off link' }));
    await view.user.click(await within(section).findByRole('button', { name: 'Copy address' }));
    expect(await within(section).findByText(/did not let Slotboard copy/)).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'One-off link address' })).toBeInTheDocument();
  }, 60_000);

  it('a lost answer says it may have been made and offers another, never sending one on its own', async () => {
    const { view, section } = await open(`/meetings/${link.sid}`);
    view.server.sandbox
      ?.state()
      .faults.push({ path: `/api/external/v1/meetings/${link.sid}/create_one_off_link`, times: 1, status: 503 });
    await view.user.click(within(section).getByRole('button', { name: 'Create one-off link' }));
    const outcome = await within(section).findByRole('alert');
    expect(outcome).toHaveTextContent('A one-off link may have been made');
    expect(outcome).toHaveTextContent('lists no one-off links');
    expect(oneOffs(view)).toHaveLength(1);
    await view.user.click(within(outcome).getByRole('button', { name: 'Make another' }));
    expect(await within(section).findByRole('textbox', { name: 'One-off link address' })).toBeInTheDocument();
    expect(oneOffs(view)).toHaveLength(2);
  }, 60_000);

  it('a workspace without the endpoint: the first 404 hides the action with one sentence', async () => {
    const { view, section } = await open(`/meetings/${link.sid}`, {
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { oneOffLinks: false } } } },
    });
    await view.user.click(within(section).getByRole('button', { name: 'Create one-off link' }));
    expect(await within(section).findByText(/does not make one-off links through its API/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  }, 60_000);

  it('an address that is a script is not shown as one', async () => {
    connectHostileWorkspace();
    const { view, section } = await open('/meetings/hm1');
    await view.user.click(within(section).getByRole('button', { name: 'Create one-off link' }));
    expect(await within(section).findByText(/sent an address that is not readable/)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(section.innerHTML).not.toContain('javascript:');
  }, 60_000);
});
