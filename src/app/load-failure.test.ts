// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenScheme, showLoadFailure } from './load-failure';

const MISSING = new TypeError('Failed to fetch dynamically imported module: https://x/assets/app.js');

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
    showLoadFailure(root, { error: MISSING, chosenScheme: () => null, prefersDark: false, reload });

    expect(root.querySelector('h1')?.textContent).toBe('Slotboard could not load');
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(
      /Nothing was changed in the workspace\. Reload the page to try again\.$/,
    );
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Part of Slotboard did not arrive/);
    expect(root.textContent).not.toContain('half-drawn');
    root.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a URL the code could not build', new TypeError("Failed to construct 'URL': Invalid URL")],
    ['a value thrown as is', 'broken'],
  ])('says the start failed, never that a file did not arrive, for %s, with Settings as a way out', (_what, error) => {
    const root = document.createElement('div');
    document.body.append(root);
    showLoadFailure(root, { error, chosenScheme: () => null, prefersDark: false, reload: () => {} });
    expect(root.querySelector('h1')?.textContent).toBe('Slotboard could not start');
    expect(root.querySelector('[role="alert"]')?.textContent).not.toMatch(/did not arrive/);
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(
      /Nothing was changed in the workspace\. Reload the page to try again/,
    );
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/settings');
    expect(root.querySelector('a')?.textContent).toBe('Open Settings');
  });

  it('follows the scheme the admin chose, else the system’s', () => {
    const root = document.createElement('div');
    showLoadFailure(root, { error: MISSING, chosenScheme: () => null, prefersDark: true, reload: () => {} });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    showLoadFailure(root, { error: MISSING, chosenScheme: () => 'light', prefersDark: true, reload: () => {} });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    showLoadFailure(root, { error: MISSING, chosenScheme: () => 'dark', prefersDark: false, reload: () => {} });
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
