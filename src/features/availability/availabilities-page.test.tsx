// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const KEY = 'slotboard.availabilities.sandbox';
const good = {
  at: '2026-11-20T10:00:00.000Z',
  version: 'v2',
  request: { email: 'priya.raghunathan@example.com', name: 'Winter hours', time_zone: 'Asia/Kolkata', periods: [] },
  response: {
    id: 'a1',
    sid: 's1',
    name: 'Winter hours',
    periods: [],
    overrides: [],
    user: { name: 'Priya Raghunathan' },
  },
};

describe('created availabilities', () => {
  it('a bad entry in storage does not blank the page: it is dropped, the others stay', async () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ response: { id: 'a' } }, good]));
    renderApp('/availabilities?tab=created');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Winter hours' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toHaveLength(1);
  }, 40_000);

  it('only a bad entry: the page says none were created', async () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ response: { id: 'a' } }]));
    renderApp('/availabilities?tab=created');
    expect(await screen.findByText('None created from this browser yet', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 40_000);
});
