// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from '@/lib/module-loader';
import { ScreenCodeMissing } from '@/lib/screen-code';
import { lazyView } from './lazy-view';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

class Boundary extends Component<{ children: ReactNode; onError: (e: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

let renders = 0;
const page = {
  Page: ({ name }: { name: string }) => {
    renders += 1;
    return <h1>{name}</h1>;
  },
};
const show = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('lazyView', () => {
  it('renders code already in at once, with no loader and no second render', async () => {
    const loader = moduleLoader(async () => page);
    await loader.load();
    const View = lazyView(loader, (m) => m.Page);
    renders = 0;
    show(<View name="Board" />);
    expect(screen.getByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the screen')).toBeNull();
    expect(renders).toBe(1);
  });

  it('shows the fallback while the code loads, then the component with its props', async () => {
    const code = deferred<typeof page>();
    const loader = moduleLoader(() => code.promise);
    void loader.load();
    const View = lazyView(loader, (m) => m.Page);
    show(<View name="Members" />);
    expect(screen.getByLabelText('Loading the screen')).toBeInTheDocument();
    code.resolve(page);
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the screen')).toBeNull();
  });

  it('throws a failed load to the boundary, and a new mount asks again', async () => {
    let attempt = 0;
    const loader = moduleLoader(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return page;
    });
    const View = lazyView(loader, (m) => m.Page);
    const errors: unknown[] = [];
    // React reports the error it hands to the boundary; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = show(
      <Boundary onError={(e) => errors.push(e)}>
        <View name="Activity" />
      </Boundary>,
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('chunk failed');
    first.unmount();
    show(<View name="Activity" />);
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('says a file that did not arrive as ScreenCodeMissing when given the import itself', async () => {
    const View = lazyView(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      (m: typeof page) => m.Page,
    );
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(
      <Boundary onError={(e) => errors.push(e)}>
        <View name="Settings" />
      </Boundary>,
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(ScreenCodeMissing);
  });

  it('says a failure in place when told how, and keeps it out of the boundary', async () => {
    const View = lazyView(
      () => Promise.reject(new Error('offline')),
      (m: typeof page) => m.Page,
      {
        fallback: null,
        failed: <p>The All view could not load</p>,
      },
    );
    const errors: unknown[] = [];
    show(
      <Boundary onError={(e) => errors.push(e)}>
        <View name="All" />
      </Boundary>,
    );
    expect(await screen.findByText('The All view could not load')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
