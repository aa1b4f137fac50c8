// Design matrices with patsy-like coding and column names:
//   numeric x            → one column "x"
//   treatment-coded x    → one column per non-reference level, "x[T.level]" (reference dropped)
//   sum-coded x          → C(x, Sum): one column per level except the omitted (last) one,
//                          "C(x, Sum)[S.level]"; rows of the omitted level are −1 everywhere.
// Levels sort like patsy (numbers ascending, strings lexicographically) unless given.

export type Level = string | number | boolean;

export type DesignTerm =
  | { type: "numeric"; column: string; name?: string }
  | { type: "treatment"; column: string; reference?: Level; levels?: Level[] }
  | { type: "sum"; column: string; levels?: Level[]; omit?: Level };

export interface DesignSpec {
  /** Include an "Intercept" column of ones (default true). */
  intercept?: boolean;
  terms: DesignTerm[];
}

export interface Design {
  X: number[][];
  names: string[];
  /** Levels used for each categorical column, in coding order. */
  levels: Record<string, Level[]>;
}

type Row = Record<string, unknown>;

function cell(rows: readonly Row[], i: number, column: string): unknown {
  const v = rows[i][column];
  if (v === undefined || v === null || (typeof v === "number" && !Number.isFinite(v))) {
    throw new RangeError(`designMatrix: row ${i} has no usable value for column "${column}"`);
  }
  return v;
}

function sortLevels(values: Level[]): Level[] {
  return [...new Set(values)].sort((a, b) =>
    typeof a === "number" && typeof b === "number"
      ? a - b
      : String(a) < String(b)
      ? -1
      : String(a) > String(b)
      ? 1
      : 0
  );
}

function levelsOf(rows: readonly Row[], column: string, given?: Level[]): Level[] {
  const observed = rows.map((_, i) => cell(rows, i, column) as Level);
  const levels = given ?? sortLevels(observed);
  const known = new Set(levels);
  observed.forEach((v, i) => {
    if (!known.has(v)) {
      throw new RangeError(
        `designMatrix: row ${i} has level ${String(v)} of "${column}" not in the level list`,
      );
    }
  });
  return levels;
}

/** Builds the numeric design matrix and its column names for `rows`. */
export function designMatrix(rows: readonly Row[], spec: DesignSpec): Design {
  const X: number[][] = rows.map(() => []);
  const names: string[] = [];
  const levels: Record<string, Level[]> = {};
  if (spec.intercept ?? true) {
    names.push("Intercept");
    X.forEach((r) => r.push(1));
  }
  for (const term of spec.terms) {
    if (term.type === "numeric") {
      names.push(term.name ?? term.column);
      X.forEach((r, i) => {
        const v = cell(rows, i, term.column);
        if (typeof v !== "number") {
          throw new RangeError(`designMatrix: row ${i} column "${term.column}" is not a number`);
        }
        r.push(v);
      });
      continue;
    }
    const lv = levelsOf(rows, term.column, term.levels);
    levels[term.column] = lv;
    if (term.type === "treatment") {
      const reference = term.reference ?? lv[0];
      if (!lv.includes(reference)) {
        throw new RangeError(
          `designMatrix: reference level ${String(reference)} of "${term.column}" does not occur`,
        );
      }
      const coded = lv.filter((l) => l !== reference);
      coded.forEach((l) => names.push(`${term.column}[T.${String(l)}]`));
      X.forEach((r, i) => {
        const v = cell(rows, i, term.column);
        coded.forEach((l) => r.push(v === l ? 1 : 0));
      });
    } else {
      const omitted = term.omit ?? lv[lv.length - 1];
      if (!lv.includes(omitted)) {
        throw new RangeError(
          `designMatrix: omitted level ${String(omitted)} of "${term.column}" does not occur`,
        );
      }
      const coded = lv.filter((l) => l !== omitted);
      coded.forEach((l) => names.push(`C(${term.column}, Sum)[S.${String(l)}]`));
      X.forEach((r, i) => {
        const v = cell(rows, i, term.column);
        coded.forEach((l) => r.push(v === omitted ? -1 : v === l ? 1 : 0));
      });
    }
  }
  return { X, names, levels };
}
