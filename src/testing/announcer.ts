import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ANNOUNCER_ID } from '@/components/announcer/announce';

/** The page's one polite status region, as a screen reader finds it. */
export const announcer = () => document.getElementById(ANNOUNCER_ID);

/** Waits until the status region says these words (the whole text, or a pattern). */
export async function expectAnnounced(words: string | RegExp) {
  await waitFor(() => {
    const region = announcer();
    expect(region).toHaveAttribute('role', 'status');
    if (typeof words === 'string') expect(region?.textContent).toBe(words);
    else expect(region?.textContent).toMatch(words);
  });
}
