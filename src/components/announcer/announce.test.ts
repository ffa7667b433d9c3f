// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, announceShown, ANNOUNCER_ID } from './announce';

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

  it('a new outcome replaces words not said yet; a summary is said after them', () => {
    announce('Monday, 9:00 AM to 11:00 AM: available');
    announce('Monday to Tuesday, 9:00 AM to 12:00 PM: available');
    vi.advanceTimersByTime(50);
    expect(region()).toHaveTextContent(/^Monday to Tuesday, 9:00 AM to 12:00 PM: available$/);
    announce('Monday 9:00 AM, available');
    announce('What saving will change: 1 change', { after: true });
    vi.advanceTimersByTime(50);
    expect(region()).toHaveTextContent(/^Monday 9:00 AM, available\. What saving will change: 1 change$/);
    announce('Undone.');
    announce('What saving will change: No changes yet.', { after: true });
    vi.advanceTimersByTime(50);
    expect(region()).toHaveTextContent(/^Undone\. What saving will change: No changes yet\.$/);
  });

  it('shows an outcome that must stay readable, until the next outcome or a click on it', () => {
    announceShown('Oliver Smith: role saved', 'Reading the member back shows the change.');
    vi.advanceTimersByTime(50);
    const el = region()!;
    expect(el).toHaveAttribute('data-shown');
    expect(el.querySelector('strong')).toHaveTextContent('Oliver Smith: role saved');
    expect(el.querySelector('span')).toHaveTextContent('Reading the member back shows the change.');
    // Still there long after: nothing takes it away by itself.
    vi.advanceTimersByTime(60_000);
    expect(el).toHaveTextContent('Oliver Smith: role saved');
    el.click();
    expect(el).toBeEmptyDOMElement();
    announceShown('Now using Acme');
    vi.advanceTimersByTime(50);
    announce('Monday 9:00 AM, available');
    vi.advanceTimersByTime(50);
    expect(el).not.toHaveAttribute('data-shown');
    expect(el).toHaveTextContent('Monday 9:00 AM, available');
  });
});
