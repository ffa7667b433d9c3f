// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNBELIEVABLE } from '../../../sandbox/hostile-values';
import {
  cellsByColumn,
  connectHostileWorkspace,
  expectNotReadable,
  expectNoUnbelievableText,
  visibleText,
} from '@/testing/hostile-workspace';
import { renderApp } from '@/testing/render';

const U = UNBELIEVABLE;

describe('packages', () => {
  it('shows durations and fees as the admin reads them', async () => {
    renderApp('/packages');
    await screen.findByText(/^1–\d+ of \d+ packages$/, {}, { timeout: 5000 });
    const cell = cellsByColumn(screen.getByRole('region', { name: 'Packages table' }));
    expect(visibleText(cell(0, 'Duration'))).toMatch(/^\d+ (d|h|min)\b/);
    expect(visibleText(cell(0, 'Fee'))).not.toMatch(/Not readable/);
  });

  it('prints no unbelievable duration or fee: each says "Not readable" and what was sent (decision 21)', async () => {
    connectHostileWorkspace();
    renderApp('/packages');
    await screen.findByText('1–30 packages, page 1', {}, { timeout: 5000 });
    const table = screen.getByRole('region', { name: 'Packages table' });
    const cell = cellsByColumn(table);
    expectNotReadable(cell(0, 'Duration'), `${U.packageSeconds} s`);
    expectNotReadable(cell(1, 'Duration'), `${U.packageSecondsPastAYear} s`);
    expectNotReadable(cell(0, 'Fee'), `${U.packageFeeCents} USD (in its smallest unit)`);
    expectNotReadable(cell(1, 'Fee'), `${U.packageFeePaise} INR (in its smallest unit)`);
    for (const column of ['Duration', 'Fee']) expect(visibleText(cell(29, column))).toBe('Not readable');
    expectNoUnbelievableText(table);
  });
});
