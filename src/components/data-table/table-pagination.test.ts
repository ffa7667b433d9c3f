import { describe, expect, it } from 'vitest';
import { rangeText } from './table-pagination';

const links = { one: 'link', many: 'links' };

describe('rangeText', () => {
  it('says the range from the rows shown, with the right plural', () => {
    expect(rangeText(1, 30, 1, 1, links)).toBe('1–1 of 1 link');
    expect(rangeText(2, 10, 10, 45, links)).toBe('11–20 of 45 links');
  });
  it('leaves out a total that the rows contradict or that was not believed', () => {
    expect(rangeText(2, 10, 10, 15, links)).toBe('11–20 links, page 2');
    expect(rangeText(2, 10, 10, undefined, links)).toBe('11–20 links, page 2');
  });
  it('says only the page while it loads or when it is empty', () => {
    expect(rangeText(3, 10, undefined, 100, links)).toBe('Page 3');
    expect(rangeText(3, 10, 0, 100, links)).toBe('Page 3');
  });
});
