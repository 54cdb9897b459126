// RFC 4180 CSV: a parser that reports each record's line number (and malformed records without
// giving up on the rest of the file), a writer, and the OWASP guard against spreadsheet formulas.
// Kept rather than csv-parse: ten times quicker, and csv-parse cannot go on at the next line after
// every kind of malformed record (README, "Large files").

/** One record of a CSV text: its fields, or why it could not be read. `line` is 1-based. */
export type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

const QUOTE = 34; // "
const COMMA = 44;
const CR = 13;
const LF = 10;

/**
 * Parses CSV text (comma separated, CRLF or LF line ends, "" escapes a quote inside a quoted
 * value, a leading byte-order mark is ignored). Blank lines are skipped. A malformed record is
 * returned as an error and reading goes on at the next line.
 */
export function parseCsv(text: string): CsvRecord[] {
  return parseRecords(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, 1).records;
}

/** Where a parse stopped: the records read, the start and line of the last one, the next line. */
interface Parsed {
  records: CsvRecord[];
  line: number;
  lastStart: number;
  lastLine: number;
}

/**
 * Parses a stream of CSV text chunk by chunk with the same rules as parseCsv: only whole
 * records are read, the rest waits for the next chunk, so memory holds one chunk at a time.
 */
export async function* streamCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord[]> {
  let pending = '';
  let line = 1;
  let first = true;
  for await (const chunk of chunks) {
    pending += chunk;
    if (first && pending.length > 0) {
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    const cut = pending.lastIndexOf('\n') + 1;
    if (cut === 0) continue;
    const parsed = parseRecords(pending.slice(0, cut), 0, line);
    const last = parsed.records.at(-1);
    // A quoted value still open at the cut goes on in the next chunk.
    const open = last && 'error' in last && last.error === NOT_CLOSED;
    if (open) parsed.records.pop();
    const rest = open ? parsed.lastStart : cut;
    line = open ? parsed.lastLine : parsed.line;
    pending = pending.slice(rest);
    if (parsed.records.length > 0) yield parsed.records;
  }
  if (pending.length > 0) yield parseRecords(pending, 0, line).records;
}

const NOT_CLOSED = 'a quoted value is not closed';

function parseRecords(text: string, from: number, firstLine: number): Parsed {
  const records: CsvRecord[] = [];
  const length = text.length;
  let i = from;
  let line = firstLine;
  let lastStart = from;
  let lastLine = firstLine;

  /** Moves past the end of the current physical line (after a malformed value). */
  const skipLine = () => {
    while (i < length && text.charCodeAt(i) !== LF) i++;
    if (i < length) {
      i++;
      line++;
    }
  };

  while (i < length) {
    const start = line;
    lastStart = i;
    lastLine = line;
    const fields: string[] = [];
    let error: string | null = null;
    // A line ending right away is blank: skip it.
    if (text.charCodeAt(i) === LF || (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF)) {
      i += text.charCodeAt(i) === CR ? 2 : 1;
      line++;
      continue;
    }
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let parts = '';
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) {
            error = NOT_CLOSED;
            break;
          }
          parts += text.slice(from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            parts += '"';
            from = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        if (error) {
          i = length;
          break;
        }
        line += countLineFeeds(parts);
        value = parts;
        const next = text.charCodeAt(i);
        if (i < length && next !== COMMA && next !== CR && next !== LF) {
          error = 'a quoted value must be followed by a comma or the end of the line';
          skipLine();
          break;
        }
      } else {
        let end = i;
        while (end < length) {
          const c = text.charCodeAt(end);
          if (c === COMMA || c === LF || (c === CR && text.charCodeAt(end + 1) === LF)) break;
          if (c === QUOTE) break;
          end++;
        }
        if (text.charCodeAt(end) === QUOTE) {
          error = 'a quote inside a value that does not start with a quote';
          i = end;
          skipLine();
          break;
        }
        value = text.slice(i, end);
        i = end;
      }
      fields.push(value);
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        continue;
      }
      if (c === CR) i++;
      if (text.charCodeAt(i) === LF) {
        i++;
        line++;
      }
      break;
    }
    records.push(error ? { line: start, error } : { line: start, fields });
  }
  return { records, line, lastStart, lastLine };
}

function countLineFeeds(value: string): number {
  let count = 0;
  for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) count++;
  return count;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One value, quoted when it holds a comma, a quote or a line break. */
export function csvValue(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record with its CRLF line end. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvValue).join(',')}\r\n`;
}

// OWASP "CSV Injection": a cell starting with one of these is read as a formula by spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/** Prefixes a value a spreadsheet would run as a formula with a single quote. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes guardFormula, so an exported file imports back to the same values. */
export function unguardFormula(value: string): string {
  return GUARDED_FORMULA.test(value) ? value.slice(1) : value;
}
