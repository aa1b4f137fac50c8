/** Reading itemspecs.jsonl (native and upstream share the SPEC §A.8 schema). */
import type { ItemSpec } from "../items/types.ts";
import { DataError, rowError, type RowOrigin } from "./errors.ts";
import {
  requireArray,
  requireInteger,
  requireNonEmptyString,
  requireNumber,
  requireObject,
  type Row,
} from "./fields.ts";
import { detectRowFormat } from "./detect.ts";
import { readJsonl } from "./jsonl.ts";

/** Checks the fields later stages rely on; the rest of the record is kept as it is. */
export function checkItemSpec(row: Row, origin: RowOrigin): ItemSpec {
  requireNonEmptyString(row, "item_id", origin);
  requireNonEmptyString(row, "suite", origin);
  requireNonEmptyString(row, "domain", origin);
  const difficulty = requireNonEmptyString(row, "difficulty", origin);
  if (difficulty !== "easy" && difficulty !== "hard") {
    throw rowError(origin, `field "difficulty" must be "easy" or "hard", got "${difficulty}"`);
  }
  requireNumber(row, "theta", origin);
  requireInteger(row, "y_star_evidence", origin);
  const anchors = requireObject(row, "anchors", origin);
  for (const side of ["low", "high"]) {
    if (typeof anchors[side] !== "number") {
      throw rowError(origin, `field "anchors.${side}" must be a number`);
    }
  }
  const evidence = requireArray(row, "evidence_structured", origin);
  if (evidence.length === 0) throw rowError(origin, `field "evidence_structured" is empty`);
  evidence.forEach((e, i) => {
    const rec = e as Row;
    if (rec === null || typeof rec !== "object" || typeof rec.label !== "string") {
      throw rowError(origin, `evidence_structured[${i}] needs a string "label"`);
    }
    if (rec.value !== null && typeof rec.value !== "number") {
      throw rowError(origin, `evidence_structured[${i}].value must be a number or null`);
    }
  });
  return row as unknown as ItemSpec;
}

/** All itemspecs of a file, in file order; duplicate item ids are an error. */
export async function readItemSpecFile(path: string): Promise<ItemSpec[]> {
  const specs: ItemSpec[] = [];
  const firstLine = new Map<string, number>();
  for await (const { line, value } of readJsonl(path)) {
    const origin = { file: path, line };
    const format = detectRowFormat(value);
    if (format !== null) {
      throw rowError(origin, `this is a prompt-view row (${format} format), not an itemspec`);
    }
    const spec = checkItemSpec(value, origin);
    const previous = firstLine.get(spec.item_id);
    if (previous !== undefined) {
      throw rowError(origin, `duplicate item_id "${spec.item_id}" (first on line ${previous})`);
    }
    firstLine.set(spec.item_id, line);
    specs.push(spec);
  }
  if (specs.length === 0) throw new DataError(path, null, "no itemspecs in file");
  return specs;
}

export function indexItemSpecs(specs: readonly ItemSpec[]): Map<string, ItemSpec> {
  return new Map(specs.map((s) => [s.item_id, s]));
}
