import { describe, expect, it } from 'vitest';
import { emptyWeek, type Week } from '@/lib/time/periods';
import { fittingCellMinutes } from './grid-model';

const withMonday = (...ranges: [number, number][]): Week => ({
  ...emptyWeek(),
  monday: ranges.map(([start, end]) => ({ start, end })),
});

describe('fittingCellMinutes', () => {
  it('keeps the size asked for when every range starts and ends on its cells', () => {
    expect(fittingCellMinutes(withMonday([540, 1020]), 60)).toBe(60);
    expect(fittingCellMinutes(withMonday([540, 570]), 30)).toBe(30);
    expect(fittingCellMinutes(emptyWeek(), 60)).toBe(60);
  });

  it('draws hours shown in Kolkata (19:30–20:00) in half-hour cells, and Kathmandu’s :45 in quarter hours', () => {
    expect(fittingCellMinutes(withMonday([1170, 1200]), 60)).toBe(30);
    expect(fittingCellMinutes(withMonday([540, 1020], [1170, 1200]), 60)).toBe(30);
    expect(fittingCellMinutes(withMonday([1185, 1200]), 60)).toBe(15);
    expect(fittingCellMinutes(withMonday([1185, 1200]), 30)).toBe(15);
  });

  it('never draws coarser cells than asked', () => {
    expect(fittingCellMinutes(withMonday([540, 1020]), 15)).toBe(15);
    expect(fittingCellMinutes(withMonday([540, 1020]), 30)).toBe(30);
  });
});
