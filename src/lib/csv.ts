import { forEachSliced } from './sliced';
// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a BOM so Excel reads UTF-8, and cells that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) defused with a quote.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const LINES_PER_PART = 500;

/**
 * The same file as toCsv, built in slices (decision 0020) as parts of LINES_PER_PART lines for a
 * Blob: 100,000 rows are never one long task nor one string of the whole file.
 */
export async function csvParts<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const parts = [`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`];
  let lines: string[] = [];
  await forEachSliced(
    rows.length,
    (i) => {
      lines.push(columns.map((c) => csvCell(c.value(rows[i]!))).join(','));
      if (lines.length === LINES_PER_PART || i === rows.length - 1) {
        parts.push(`${lines.join('\r\n')}\r\n`);
        lines = [];
      }
    },
    options,
  );
  return parts;
}
