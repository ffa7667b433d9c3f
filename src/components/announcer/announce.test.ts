// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, ANNOUNCER_ID } from './announce';

const region = () => document.getElementById(ANNOUNCER_ID);

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    region()?.remove();
  });

  it('says the words through one polite status region, made when the page has none', () => {
    announce('Oliver Smith saved');
    const el = region()!;
    expect(el).toHaveAttribute('role', 'status');
    expect(el).toHaveAttribute('aria-live', 'polite');
    expect(el).toHaveTextContent('');
    vi.advanceTimersByTime(50);
    expect(el).toHaveTextContent('Oliver Smith saved');
    announce('Undone');
    vi.advanceTimersByTime(50);
    expect(document.querySelectorAll(`#${ANNOUNCER_ID}`)).toHaveLength(1);
    expect(region()).toHaveTextContent('Undone');
  });

  it('uses the region the page already holds', () => {
    const held = document.createElement('div');
    held.id = ANNOUNCER_ID;
    document.body.append(held);
    announce('Range added');
    vi.advanceTimersByTime(50);
    expect(held).toHaveTextContent('Range added');
  });

  it('empties the region before the same words again, so they are heard twice', () => {
    announce('Monday, range 2 removed');
    vi.advanceTimersByTime(50);
    announce('Monday, range 2 removed');
    expect(region()).toHaveTextContent('');
    vi.advanceTimersByTime(50);
    expect(region()).toHaveTextContent('Monday, range 2 removed');
  });

  it('says only the last of words given in the same moment', () => {
    announce('Monday 9:00 AM, available');
    announce('Monday to Friday, 9:00 AM to 12:00 PM: available');
    vi.advanceTimersByTime(50);
    expect(region()).toHaveTextContent('Monday to Friday, 9:00 AM to 12:00 PM: available');
  });
});
