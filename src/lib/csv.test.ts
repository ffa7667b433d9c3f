import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
  it('writes a header and one line per row, with a BOM and CRLF', () => {
    const csv = toCsv(
      [{ n: '東京', c: 2 }],
      [
        { header: 'Name', value: (r) => r.n },
        { header: 'Count', value: (r) => r.c },
      ],
    );
    expect(csv).toBe('\uFEFFName,Count\r\n東京,2\r\n');
  });
});
