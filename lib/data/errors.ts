/** The one error type of the data stage: every message names the file and, where there is one, the line. */

export class DataError extends Error {
  readonly file: string;
  readonly line: number | null;
  readonly reason: string;

  constructor(file: string, line: number | null, reason: string) {
    super(line === null ? `${file}: ${reason}` : `${file}:${line}: ${reason}`);
    this.name = "DataError";
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

/** Where a row came from, kept so later checks can point back at it. */
export interface RowOrigin {
  file: string;
  line: number;
}

export function rowError(origin: RowOrigin, reason: string): DataError {
  return new DataError(origin.file, origin.line, reason);
}
