import { csvLine, csvValue, guardFormula, parseCsv, unguardFormula, streamCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain records with their line numbers, CRLF or LF', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,,6')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 3, fields: ['4', '', '6'] },
    ]);
  });

  it('reads quoted values with commas, escaped quotes and line breaks, counting lines', () => {
    const records = parseCsv('name,note\r\n"Smith, J","said ""hi""\r\nand left"\r\nnext,"x"\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Smith, J', 'said "hi"\r\nand left'] },
      { line: 4, fields: ['next', 'x'] },
    ]);
  });

  it('skips a byte-order mark and blank lines, keeps trailing empty values', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['1', ''] },
    ]);
  });

  it('reports malformed records and goes on with the next line', () => {
    const records = parseCsv('a,b\nx"y,1\n"q"z,2\nok,3\n"open,4\nlost,5');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quote inside a value that does not start with a quote' },
      { line: 3, error: 'a quoted value must be followed by a comma or the end of the line' },
      { line: 4, fields: ['ok', '3'] },
      { line: 5, error: 'a quoted value is not closed' },
    ]);
  });

  it('reads what csvLine writes', () => {
    const rows = [['plain', 'with,comma', 'with "quotes"', 'two\nlines', ''], ['a', 'b', 'c', 'd', 'e']];
    expect(parseCsv(rows.map(csvLine).join('')).map((r) => ('fields' in r ? r.fields : r.error))).toEqual(rows);
  });
});

describe('csvValue', () => {
  it('quotes only values that need it', () => {
    expect(csvValue('abc')).toBe('abc');
    expect(csvValue('a,b')).toBe('"a,b"');
    expect(csvValue('say "x"')).toBe('"say ""x"""');
    expect(csvValue('a\nb')).toBe('"a\nb"');
  });
});

describe('guardFormula', () => {
  it.each(['=1+2', '+353 1 555', '-5', '@SUM(A1)', '\tx'])('prefixes %p with a quote and unguardFormula undoes it', (value) => {
    expect(guardFormula(value)).toBe(`'${value}`);
    expect(unguardFormula(guardFormula(value))).toBe(value);
  });

  it('leaves other values alone', () => {
    expect(guardFormula("O'Brien")).toBe("O'Brien");
    expect(unguardFormula("'quoted")).toBe("'quoted");
  });
});

describe('streamCsv', () => {
  async function* pieces(text: string, size: number) {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  }
  const text = '\ufeffa,b\r\n"x\r\ny",2\n\n"q""",3\r\nbad"quote,4\n"open,5\n6,7';

  it('reads the same records as parseCsv however the text is cut into chunks', async () => {
    for (let size = 1; size <= text.length; size++) {
      const records = [];
      for await (const batch of streamCsv(pieces(text, size))) records.push(...batch);
      expect(records).toEqual(parseCsv(text));
    }
  });
});
