// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenScheme, showLoadFailure } from './load-failure';

describe('showLoadFailure', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('replaces whatever the root held with a heading, an alert and a reload button that reloads', () => {
    const root = document.createElement('div');
    root.textContent = 'half-drawn';
    document.body.append(root);
    const reload = vi.fn();
    showLoadFailure(root, { chosenScheme: () => null, prefersDark: false, reload });

    expect(root.querySelector('h1')?.textContent).toBe('Slotboard could not load');
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/Nothing was changed in the workspace\. Reload the page to try again\.$/);
    expect(root.textContent).not.toContain('half-drawn');
    root.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('follows the scheme the admin chose, else the system’s', () => {
    const root = document.createElement('div');
    showLoadFailure(root, { chosenScheme: () => null, prefersDark: true, reload: () => {} });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    showLoadFailure(root, { chosenScheme: () => 'light', prefersDark: true, reload: () => {} });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    showLoadFailure(root, { chosenScheme: () => 'dark', prefersDark: false, reload: () => {} });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('reads the scheme Mantine stores, and none where storage is refused', () => {
    window.localStorage.setItem('mantine-color-scheme-value', 'dark');
    expect(chosenScheme()).toBe('dark');
    window.localStorage.removeItem('mantine-color-scheme-value');
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(chosenScheme()).toBeNull();
    spy.mockRestore();
  });
});
