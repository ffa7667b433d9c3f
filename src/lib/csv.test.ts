import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, csvParts } from './csv';

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

// A cell a spreadsheet would run as a formula is defused with a leading quote (OWASP's CSV
// injection list): each starting character is pinned on its own, so dropping one fails here.

// Calc reads an unquoted "0012" as 12 and a quoted one too (unless told to keep quoted fields as
// text), so a text cell that a spreadsheet would read as a value gets the same leading quote.

describe('text that a spreadsheet would read as a value', () => {
  it.each([
    '0012',
    '12',
    '1.5',
    '1,500',
    '1e5',
    '50%',
    '$5',
    '(12)',
    'TRUE',
    'false',
    '12/03',
    '2024-01-30',
    '10:00',
    '10:00 am',
    '2027-01-30 10:00',
  ])('keeps %j as text in a text column', (text) => {
    expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`.replace(/"/g, '""'));
    expect(csvCell(text, 'text')).toBe(csvCell(text));
  });

  it('writes it as it is in a value column, and a number as a number in any column', () => {
    expect(csvCell('2027-01-30 10:00', 'value')).toBe('2027-01-30 10:00');
    expect(csvCell('1500.99', 'value')).toBe('1500.99');
    expect(csvCell(12, 'text')).toBe('12');
    expect(csvCell('=1', 'value')).toBe("'=1");
  });

  it.each(['intro-call', 'Oliver Smith', '3 o’clock', 'abc1234', 'x 1', '15; 30', 'v2.0 beta', ''])(
    'leaves %j alone',
    (text) => expect(csvCell(text)).toBe(text),
  );

  it('applies a column’s kind to its cells, not to its header', () => {
    const csv = toCsv(
      [{ slug: '0012', at: '2027-01-30 10:00' }],
      [
        { header: 'Slug', value: (r) => r.slug },
        { header: '2027', kind: 'value', value: (r) => r.at },
      ],
    );
    expect(csv).toBe("\uFEFFSlug,'2027\r\n'0012,2027-01-30 10:00\r\n");
  });
});

describe('the CSV formula guard', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('defuses a text cell starting with %j', (start) => {
    const cell = csvCell(`${start}SUM(A1)`);
    expect(cell.replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
  });

  it('defuses "@" exactly: a quote before it, nothing else changed', () => {
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('@')).toBe("'@");
  });

  it('leaves a formula character inside the text, and numbers, alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('mail@example.com')).toBe('mail@example.com');
    expect(csvCell('x-1')).toBe('x-1');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote, a CR or a LF, and only those', () => {
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('a;b')).toBe('a;b');
    expect(csvCell('"')).toBe('""""');
    expect(csvCell('+1,2')).toBe(`"'+1,2"`);
  });
});

describe('the CSV file in parts', () => {
  const columns = [
    { header: 'N', value: (r: number) => r },
    { header: '=Sum', value: () => '@x' },
  ];

  it('starts with the BOM and the defused header, ends every line with CRLF', async () => {
    const parts = await csvParts([1, 2], columns);
    expect(parts).toEqual(["\uFEFFN,'=Sum\r\n", "1,'@x\r\n2,'@x\r\n"]);
    expect(parts.join('')).toBe(toCsv([1, 2], columns));
  });

  it('has the header alone for no rows', async () => {
    expect(await csvParts([], columns)).toEqual(["\uFEFFN,'=Sum\r\n"]);
    expect(toCsv([], columns)).toBe("\uFEFFN,'=Sum\r\n");
  });

  it('cuts a part every 500 lines', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => i);
    const parts = await csvParts(rows, columns);
    expect(parts.map((p) => p.split('\r\n').length - 1)).toEqual([1, 500, 500, 1]);
  });
});
