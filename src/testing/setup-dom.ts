import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ANNOUNCER_ID } from '@/components/announcer/announce';

// findBy and waitFor wait up to 5 s, not 1: a screen that reads the sandbox through the whole app
// takes longer than a second on a 2-core machine running two test workers and a browser.
configure({ asyncUtilTimeout: 5_000 });

// What Mantine needs from jsdom (ENVIRONMENT.md).
afterEach(() => {
  cleanup();
  notifications.clean();
  // A test hears only what it caused.
  document.getElementById(ANNOUNCER_ID)?.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
