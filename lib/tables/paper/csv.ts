/** The published CSV files: RFC 4180 (quoted fields may hold commas and newlines), CRLF rows. */

export type CsvRow = Record<string, string>;

/** Rows as header → text; a row with the wrong field count fails naming the file and line. */
export function parseCsv(text: string, file: string): CsvRow[] {
  const records: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ fields, line: recordLine });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endField();
    else if (ch === "\r" && text[i + 1] === "\n") continue;
    else if (ch === "\n") {
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (quoted) throw new Error(`${file}:${recordLine}: unterminated quoted field`);
  if (field !== "" || fields.length) endRecord();
  if (records.length === 0) throw new Error(`${file}: empty CSV file`);
  const header = records[0].fields;
  return records.slice(1).map(({ fields, line }) => {
    if (fields.length !== header.length) {
      throw new Error(
        `${file}:${line}: expected ${header.length} fields (header), got ${fields.length}`,
      );
    }
    return Object.fromEntries(header.map((h, j) => [h, fields[j]]));
  });
}

/** A numeric field; empty, "nan" and "None" read as null; anything else non-numeric fails. */
export function csvNumber(row: CsvRow, key: string, file = "csv"): number | null {
  if (!(key in row)) throw new Error(`${file}: no column "${key}"`);
  const text = row[key].trim();
  if (text === "" || /^(nan|none|null)$/i.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new Error(`${file}: column "${key}" is not a number: "${text}"`);
  }
  return value;
}

/** A boolean field written by pandas ("True"/"False"). */
export function csvBoolean(row: CsvRow, key: string, file = "csv"): boolean | null {
  const text = (row[key] ?? "").trim();
  if (text === "True" || text === "true") return true;
  if (text === "False" || text === "false") return false;
  if (text === "") return null;
  throw new Error(`${file}: column "${key}" is not a boolean: "${text}"`);
}
