import { forEachSliced } from './sliced';
// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a BOM so Excel reads UTF-8, cells that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) defused with a quote, and
// text a spreadsheet would read as a number, a date or a truth value ("0012", "12/03", "TRUE") kept
// as text with the same quote (decision 0031: quoting the field does not keep it text in Calc).

type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  /**
   * "text" (the default): the cell is kept as written. "value": its strings are numbers or dates
   * for the spreadsheet to read as such (an amount "1500.99", a wall time "2027-01-30 10:00").
   */
  kind?: 'text' | 'value';
  value: (row: T) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What Calc or Excel reads as something other than text: a truth value, a number (signs, a currency,
 * thousands, a decimal point or comma, an exponent, a percent, accounting brackets), or a date or a
 * time ("12/03", "2027-01-30 10:00", "10:00 AM").
 */
const VALUE_LIKE =
  /^\s*(true|false|\(?[$€£¥]?\s*[\d.,]*\d[\d.,]*(e[-+]?\d+)?\s*%?\)?|\d{1,4}([/.:-]\d{1,4}){1,2}(\s+\d{1,2}(:\d{1,2}){1,2})?(\s*[ap]\.?m\.?)?)\s*$/i;

export function csvCell(value: CsvValue, kind: 'text' | 'value' = 'text'): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && (FORMULA_START.test(text) || (kind === 'text' && VALUE_LIKE.test(text))))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  columns.map((c) => csvCell(c.value(row), c.kind)).join(',');

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(line(row, columns));
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
      lines.push(line(rows[i]!, columns));
      if (lines.length === LINES_PER_PART || i === rows.length - 1) {
        parts.push(`${lines.join('\r\n')}\r\n`);
        lines = [];
      }
    },
    options,
  );
  return parts;
}
