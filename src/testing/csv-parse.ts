// A strict RFC 4180 reader for tests: a file a spreadsheet would read differently (a stray quote, a
// row of another width) fails here instead of passing as text split on commas.

function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no byte order mark: Excel would not read UTF-8');
  const body = text.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < body.length) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        cell += ch;
        i++;
      }
      continue;
    }
    if (ch === '"') {
      if (cell !== '') throw new Error(`a quote inside an unquoted cell at ${i}`);
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else if (ch === '\n' || ch === '\r') throw new Error(`a bare line end at ${i}`);
    else {
      cell += ch;
      i++;
    }
  }
  if (quoted) throw new Error('an unclosed quote');
  if (cell !== '' || row.length) throw new Error('the last line has no CRLF');
  const width = rows[0]?.length ?? 0;
  rows.forEach((r, n) => {
    if (r.length !== width) throw new Error(`row ${n} has ${r.length} cells, the header ${width}`);
  });
  return rows;
}

/** The file as records keyed by header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!])));
}

/** What a spreadsheet reads a cell as, for the checks of every column's type. */
export const cellTypes = {
  empty: (v: string) => v === '',
  number: (v: string) => /^-?\d+(\.\d+)?$/.test(v),
  numberList: (v: string) => /^\d+(\.\d+)?(; \d+(\.\d+)?)*$/.test(v),
  // A wall time with no offset: Calc reads "2027-01-30 10:00" as a date, "…T10:00:00+00:00" as text.
  dateTime: (v: string) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v),
  zone: (v: string) => /^[A-Za-z_]+(\/[A-Za-z_+\-0-9]+)*$/.test(v),
  // Neither a formula nor something Calc turns into a number, a date or a truth value ("0012", "12/03", "TRUE").
  text: (v: string) => !/^[=+\-@\t\r]/.test(v) && !/^(true|false|[\d.,]+|\d+[/:-]\d+([/:-]\d+)?)$/i.test(v.trim()),
} as const;

export type CellType = keyof typeof cellTypes;

/** The first rule a column's cells break, or null: each cell must be empty or of one of the types. */
export function columnBreaks(
  records: Record<string, string>[],
  types: Record<string, readonly CellType[]>,
): string | null {
  const headers = Object.keys(records[0] ?? {});
  const unknown = headers.filter((h) => !(h in types));
  if (unknown.length) return `columns without a type: ${unknown.join(', ')}`;
  for (const [n, record] of records.entries()) {
    for (const h of headers) {
      const v = record[h]!;
      if (v !== '' && !types[h]!.some((t) => cellTypes[t](v)))
        return `row ${n + 1}, ${h}: "${v}" is not ${types[h]!.join(' or ')}`;
    }
  }
  return null;
}
