/**
 * RFC 4180 cells for the registrations export. Contestants type their own names and addresses, so a
 * cell that a spreadsheet would read as a formula (= + - @, or a leading tab / carriage return) is
 * prefixed with a single quote (OWASP "CSV injection") before it is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative number (a refund row's '-1.25') is a value, not a formula: it stays a number for the spreadsheet's sums. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
