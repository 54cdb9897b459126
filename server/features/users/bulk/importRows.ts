// The rows of an uploaded users file, read as the file streams in, in batches of checked rows.
import type { FieldError } from '../../../contract/problem';
import { streamCsv } from '../../../shared/csv';
import { notUsersCsv } from './csvUpload';
import { isUserCsvHeader, readUserCsvRow, type UserCsvRow } from './userCsvFormat';

/** Rows whose values have the right form and the problems of the other lines, for a span of the file. */
export interface RowBatch {
  rows: UserCsvRow[];
  errors: FieldError[];
}

export const ROW_BATCH_SIZE = 5000;

/** The file's rows in batches; a file that does not start with the users header is refused. */
export async function* readRowBatches(text: AsyncIterable<string>, size = ROW_BATCH_SIZE): AsyncGenerator<RowBatch> {
  let header = true;
  let batch: RowBatch = { rows: [], errors: [] };
  for await (const records of streamCsv(text)) {
    for (const record of records) {
      if (header) {
        if (!('fields' in record) || !isUserCsvHeader(record.fields)) throw notUsersCsv();
        header = false;
        continue;
      }
      if ('error' in record) {
        batch.errors.push({
          line: record.line,
          field: 'row',
          message: record.error,
        });
        continue;
      }
      const read = readUserCsvRow(record.line, record.fields);
      if ('row' in read) batch.rows.push(read.row);
      else batch.errors.push(...read.errors);
      if (batch.rows.length >= size) {
        yield batch;
        batch = { rows: [], errors: [] };
      }
    }
  }
  if (header) throw notUsersCsv();
  yield batch;
}
