// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHostileApp } from '../../../sandbox/hostile';
import { UNBELIEVABLE, UNBELIEVABLE_TEXT } from '../../../sandbox/hostile-values';
import { meetingListSchema } from '@/api/meetings/schemas';
import { toCsv } from '@/lib/csv';
import {
  cellsByColumn,
  connectHostileWorkspace,
  definitionOf,
  expectNotReadable,
  expectNoUnbelievableText,
  visibleText,
} from '@/testing/hostile-workspace';
import { renderApp } from '@/testing/render';
import { meetingCsvColumns } from './meeting-csv';

// The hostile workspace sends durations, notices, buffers, windows, fees and dates past belief on
// every link (sandbox/hostile.ts): none is printed, each says "Not readable" with what was sent
// (docs/product.md decision 21).

const U = UNBELIEVABLE;

describe('links from a workspace that sends unbelievable numbers', () => {
  it('the table prints none of them, and each cell says what was sent, on focus too', async () => {
    connectHostileWorkspace();
    const { user } = renderApp('/meetings');
    await screen.findByText('1–30 links, page 1', {}, { timeout: 5000 });
    const table = screen.getByRole('region', { name: 'Scheduling links table' });
    const cell = cellsByColumn(table);
    expect(visibleText(cell(0, 'Name'))).toContain('Hostile link 1');
    expectNotReadable(cell(0, 'Duration'), `30 / ${U.durationChoice} min`);
    expectNotReadable(cell(1, 'Duration'), `${U.duration} min`);
    expectNotReadable(cell(0, 'Buffers'), `${U.beforeBuffer} before, ${U.afterBuffer} after (min)`);
    expectNotReadable(cell(0, 'Updated'), '2187-01-01T00:00:00Z');
    expectNotReadable(cell(1, 'Updated'), '1969-12-31T23:59:59Z');
    for (const column of ['Duration', 'Buffers', 'Updated']) expect(visibleText(cell(29, column))).toBe('Not readable');
    expectNoUnbelievableText(table);

    // The value sent shows in a tooltip while the value is focused, and Escape puts it away.
    const value = within(cell(1, 'Duration')).getByText('Not readable');
    act(() => value.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(`Sent by the workspace: ${U.duration} min`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(value).toHaveFocus();
    act(() => value.blur());
    await user.hover(value);
    expect(screen.getByRole('tooltip')).toHaveTextContent(`${U.duration} min`);
    await user.unhover(value);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('the All view prints none of them either', async () => {
    // jsdom lays nothing out: the list's scroller is given a height so that rows are drawn.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    connectHostileWorkspace();
    renderApp('/meetings?view=all');
    await screen.findByText('100 links', {}, { timeout: 5000 });
    const grid = screen.getByRole('table', { name: 'Every scheduling link' });
    const cell = cellsByColumn(grid);
    expectNotReadable(cell(0, 'Duration'), `30 / ${U.durationChoice} min`);
    expectNotReadable(cell(1, 'Buffers'), `${U.beforeBuffer} before, ${U.afterBuffer} after (min)`);
    expectNotReadable(cell(1, 'Updated'), '1969-12-31T23:59:59Z');
    expect(within(grid).getAllByText('Not readable').length).toBeGreaterThanOrEqual(3 * 10);
    expectNoUnbelievableText(grid);
  });

  it('a link’s page says which of its rules were not readable, and what was sent', async () => {
    connectHostileWorkspace();
    const view = renderApp('/meetings/hm1');
    await screen.findByRole('heading', { level: 1, name: 'Hostile link 1' }, { timeout: 5000 });
    expect(visibleText(definitionOf('Durations'))).toBe('30 min (default), Not readable');
    expectNotReadable(definitionOf('Durations'), `${U.durationChoice} min`);
    expectNotReadable(definitionOf('Start times every'), `${U.startTimeIncrement} min`);
    expectNotReadable(definitionOf('Buffer before'), `${U.beforeBuffer} min`);
    expectNotReadable(definitionOf('Buffer after'), `${U.afterBuffer} min`);
    expectNotReadable(definitionOf('Notice to book'), `${U.leadTime} min`);
    expectNotReadable(definitionOf('Notice to reschedule'), `${U.reschedulingLeadTime} min`);
    expectNotReadable(definitionOf('Notice to cancel'), `${U.cancellationLeadTime} min`);
    expectNotReadable(definitionOf('How far ahead'), `${U.daysAhead} days`);
    expectNotReadable(definitionOf('Created'), '1894-03-01T09:00:00Z');
    expectNotReadable(definitionOf('Updated'), '2187-01-01T00:00:00Z');
    expectNotReadable(definitionOf('Amount', 0), `${U.feeCents} USD (in its smallest unit)`);
    expectNotReadable(definitionOf('Amount', 1), `${U.feeDecimal} EUR`);
    expectNotReadable(definitionOf('Amount', 2), `${U.feeYen} JPY (in its smallest unit)`);
    for (const [nth, code] of ['USD', 'EUR', 'JPY'].entries())
      expectNotReadable(definitionOf('Original price', nth), `${U.originalPrice} ${code}`);
    expectNoUnbelievableText(screen.getByRole('main'));
    view.unmount();

    renderApp('/meetings/hm2');
    await screen.findByRole('heading', { level: 1, name: 'Hostile link 2' }, { timeout: 5000 });
    expectNotReadable(definitionOf('Durations'), `${U.duration} min`);
    expectNotReadable(definitionOf('How far ahead'), U.dateRange);
    expectNotReadable(definitionOf('Updated'), '1969-12-31T23:59:59Z');
    expectNoUnbelievableText(screen.getByRole('main'));
  });

  it('a link shaped as the vendor’s schema (no hosts field) is not said to have none, and no member list past belief is asked link by link', async () => {
    connectHostileWorkspace();
    const byHost: string[] = [];
    renderApp('/meetings/hm4', {
      intercept: (req, next) => {
        const url = new URL(req.url);
        if (/\/meetings$/.test(url.pathname) && url.searchParams.has('host_email')) byHost.push(url.search);
        return next(req);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hostile link 4' }, { timeout: 5000 });
    // Its members' list never runs out: it is cut short, and nobody's links list is asked.
    expect(
      await screen.findByText(
        /^This link’s answer names no hosts, and the workspace has too many members to ask the links list for each\./,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No hosts listed.')).not.toBeInTheDocument();
    expect(byHost).toEqual([]);
  });

  it('the CSV leaves every unbelievable cell empty', async () => {
    const res = await createHostileApp().fetch(
      new Request('http://hostile.test/api/external/v2/meetings?page_size=10'),
    );
    const { meetings } = meetingListSchema.parse(await res.json());
    const lines = toCsv(meetings, meetingCsvColumns('UTC'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      const at = (h: string) => row[header.indexOf(h)];
      expect([
        at('Default duration (min)'),
        at('Other durations (min)'),
        at('Buffer before (min)'),
        at('Buffer after (min)'),
        at('Updated (UTC)'),
        at('Fee amount'),
      ]).toEqual(['', '', '', '', '', '']);
      expect(at('Fee currency')).toBe('USD');
      expect(at('Other fees')).toBe('EUR (PayPal); JPY (Cash)');
    }
    expect(lines.join('\n')).not.toMatch(UNBELIEVABLE_TEXT);
  });
});
