/**
 * Published numbers the paper presets are calibrated on. Two sources with the same content:
 * - the reference files of the original repository (`../shared/reference/results/…`, read and
 *   reduced here at load time), and
 * - the bundled copy `data/paper/sim_calibration.json` (written from the reference files by
 *   `deno run -A lib/sim/calibration.ts --write`), so the project works without `../shared`.
 * `loadCalibration("auto")` prefers the reference files and falls back to the bundled copy.
 */

export type SuiteName = "External" | "History" | "Icl" | "Rag" | "Tool";
export const SUITE_NAMES: readonly SuiteName[] = ["External", "History", "Icl", "Rag", "Tool"];

/** One published model × suite cell (null = not published or undefined in the source). */
export interface PublishedCell {
  parse_rate: number | null;
  mae_control: number | null;
  acc10_control: number | null;
  uai_irr: number | null;
  uai_plaus: number | null;
  tar_irr: number | null;
  tar_plaus: number | null;
}

export interface CalibrationModel {
  /** main: the 14-model panel (unified_all_suites.json); large: Table 31's panel. */
  panel: "open" | "api" | "large";
  cells: Record<SuiteName, PublishedCell>;
}

export interface SimCalibration {
  provenance: { note: string; sources: string[] };
  models: Record<string, CalibrationModel>;
  /** Table 22 (External): per-model UAI by framing. */
  spectrum: Record<
    string,
    { uai_irr: number; uai_plaus: number; uai_placebo: number; uai_authority: number }
  >;
  /** Table 24: per-model, per-suite UAI of mild / standard / strong plausible anchors. */
  intensity: Record<string, Record<string, { mild: number; standard: number; strong: number }>>;
  /** Tables 2/23: per-model UAI under partial evidence, k visible ratings. */
  uncertain: Record<string, Record<string, { uai_pls: number; uai_irr: number }>>;
}

export const REFERENCE_FILES = {
  open: "results/full_benchmark/unified_all_suites.json",
  api: "results/api_benchmark/unified_all_suites.json",
  large: "results/rebuttal/large_panel/large_panel.json",
  spectrum: "results/rebuttal/spectrum/spectrum.csv",
  intensity: "results/rebuttal/intensity_pathway/intensity_pathway.csv",
  uncertain: "results/rebuttal/uncertain/uncertain.csv",
} as const;

/** The bundled copy, relative to this module (/work/main/lib/sim → /work/main/data/paper). */
export const BUNDLED_CALIBRATION = new URL(
  "../../data/paper/sim_calibration.json",
  import.meta.url,
);

/** The reference directory relative to this module (/work/main/lib/sim → /work/shared/reference). */
export const DEFAULT_REFERENCE_DIR = new URL("../../../shared/reference/", import.meta.url);

const PROVENANCE_NOTE =
  "Published per-suite cells (parse_rate, mae_control, acc10_control, uai_irr, uai_plaus, tar_irr, " +
  "tar_plaus) of the AnchorBench paper models, copied from the original repository's " +
  "results/full_benchmark and results/api_benchmark unified_all_suites.json; the large panel " +
  "(Table 31: acc10, mae, uai_irr, uai_pls; parse rate not published) from " +
  "results/rebuttal/large_panel/large_panel.json; Table 22 spectrum, Table 24 intensity " +
  "(intensity_pathway.csv) and Table 2/23 partial-evidence rows (uncertain.csv) for the framing " +
  "ratios and the evidence exponent. Data CC BY 4.0. Used only to calibrate simulated respondents.";

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function cellFromUnified(e: Record<string, unknown>): PublishedCell {
  return {
    parse_rate: num(e.parse_rate),
    mae_control: num(e.mae_control),
    acc10_control: num(e.acc10_control),
    uai_irr: num(e.uai_irr),
    uai_plaus: num(e.uai_plaus),
    tar_irr: num(e.tar_irr),
    tar_plaus: num(e.tar_plaus),
  };
}

function emptyCell(): PublishedCell {
  return {
    parse_rate: null,
    mae_control: null,
    acc10_control: null,
    uai_irr: null,
    uai_plaus: null,
    tar_irr: null,
    tar_plaus: null,
  };
}

function suiteName(raw: string, where: string): SuiteName {
  const s = raw.charAt(0).toUpperCase() + raw.slice(1).toLowerCase();
  if (!(SUITE_NAMES as readonly string[]).includes(s)) {
    throw new Error(`${where}: unknown suite "${raw}"`);
  }
  return s as SuiteName;
}

function readCsv(path: URL): Array<Record<string, string>> {
  const lines = Deno.readTextFileSync(path).split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = lines[0].split(",");
  return lines.slice(1).map((line, i) => {
    const cells = line.split(",");
    if (cells.length !== header.length) {
      throw new Error(
        `${path.pathname}:${i + 2}: expected ${header.length} fields, got ${cells.length}`,
      );
    }
    return Object.fromEntries(header.map((h, j) => [h, cells[j]]));
  });
}

function csvNumber(row: Record<string, string>, key: string, where: string): number {
  const v = Number(row[key]);
  if (row[key] === undefined || row[key] === "" || !Number.isFinite(v)) {
    throw new Error(`${where}: field "${key}" is not a number ("${row[key]}")`);
  }
  return v;
}

/** Reads and reduces the reference files (throws with the file name on malformed input). */
export function calibrationFromReference(
  dir: URL | string = DEFAULT_REFERENCE_DIR,
): SimCalibration {
  const base = typeof dir === "string"
    ? new URL(dir.endsWith("/") ? dir : dir + "/", "file://")
    : dir;
  const file = (rel: string) => new URL(rel, base);
  const models: Record<string, CalibrationModel> = {};

  for (const panel of ["open", "api"] as const) {
    const path = file(REFERENCE_FILES[panel]);
    const entries = JSON.parse(Deno.readTextFileSync(path)) as Array<Record<string, unknown>>;
    if (!Array.isArray(entries)) throw new Error(`${path.pathname}: expected a JSON array`);
    entries.forEach((e, i) => {
      const where = `${path.pathname} entry ${i}`;
      if (typeof e.model !== "string" || typeof e.suite !== "string") {
        throw new Error(`${where}: missing "model" or "suite"`);
      }
      const m = models[e.model] ??= {
        panel,
        cells: Object.fromEntries(SUITE_NAMES.map((s) => [s, emptyCell()])) as Record<
          SuiteName,
          PublishedCell
        >,
      };
      m.cells[suiteName(e.suite, where)] = cellFromUnified(e);
    });
  }

  const largePath = file(REFERENCE_FILES.large);
  const large = JSON.parse(Deno.readTextFileSync(largePath)) as Record<
    string,
    Record<string, Record<string, number>>
  >;
  for (const [rawName, suites] of Object.entries(large)) {
    const short = rawName.replace(/^\\textsc\{(.*)\}$/, "$1");
    const cells = Object.fromEntries(SUITE_NAMES.map((s) => [s, emptyCell()])) as Record<
      SuiteName,
      PublishedCell
    >;
    for (const [suite, v] of Object.entries(suites)) {
      cells[suiteName(suite, `${largePath.pathname} ${rawName}`)] = {
        ...emptyCell(),
        mae_control: num(v.mae),
        acc10_control: num(v.acc10),
        uai_irr: num(v.uai_irr),
        uai_plaus: num(v.uai_pls),
      };
    }
    models[short] = { panel: "large", cells };
  }

  const spectrum: SimCalibration["spectrum"] = {};
  const spectrumPath = file(REFERENCE_FILES.spectrum);
  readCsv(spectrumPath).forEach((row, i) => {
    const where = `${spectrumPath.pathname}:${i + 2}`;
    spectrum[row.model] = {
      uai_irr: csvNumber(row, "uai_irr", where),
      uai_plaus: csvNumber(row, "uai_plaus", where),
      uai_placebo: csvNumber(row, "uai_placebo", where),
      uai_authority: csvNumber(row, "uai_authority", where),
    };
  });

  const intensity: SimCalibration["intensity"] = {};
  const intensityPath = file(REFERENCE_FILES.intensity);
  readCsv(intensityPath).forEach((row, i) => {
    const where = `${intensityPath.pathname}:${i + 2}`;
    (intensity[row.model] ??= {})[row.suite] = {
      mild: csvNumber(row, "uai_mild", where),
      standard: csvNumber(row, "uai_standard", where),
      strong: csvNumber(row, "uai_strong", where),
    };
  });

  const uncertain: SimCalibration["uncertain"] = {};
  const uncertainPath = file(REFERENCE_FILES.uncertain);
  readCsv(uncertainPath).forEach((row, i) => {
    const where = `${uncertainPath.pathname}:${i + 2}`;
    (uncertain[row.model] ??= {})[row.k] = {
      uai_pls: csvNumber(row, "uai_pls", where),
      uai_irr: csvNumber(row, "uai_irr", where),
    };
  });

  return {
    provenance: {
      note: PROVENANCE_NOTE,
      sources: Object.values(REFERENCE_FILES).map((f) => `../shared/reference/${f}`),
    },
    models,
    spectrum,
    intensity,
    uncertain,
  };
}

export type CalibrationSource = "auto" | "reference" | "bundled";

/** Reads the bundled copy (throws naming the file when it is missing or malformed). */
export function bundledCalibration(path: URL = BUNDLED_CALIBRATION): SimCalibration {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch (err) {
    throw new Error(
      `cannot read the simulator calibration ${path.pathname} (${(err as Error).message}); ` +
        "regenerate it with `deno run -A lib/sim/calibration.ts --write` from the reference files",
    );
  }
  let data: SimCalibration;
  try {
    data = JSON.parse(text) as SimCalibration;
  } catch (err) {
    throw new Error(`${path.pathname}: not valid JSON (${(err as Error).message})`);
  }
  if (!data || typeof data.models !== "object" || Object.keys(data.models).length === 0) {
    throw new Error(`${path.pathname}: no "models" in the simulator calibration`);
  }
  return data;
}

function isMissingFile(err: unknown): boolean {
  return err instanceof Deno.errors.NotFound || err instanceof Deno.errors.PermissionDenied ||
    err instanceof Deno.errors.NotCapable;
}

let cached: { source: CalibrationSource; value: SimCalibration } | null = null;

/** The calibration data; "auto" reads the reference files when they are readable. */
export function loadCalibration(source: CalibrationSource = "auto"): SimCalibration {
  if (cached && cached.source === source) return cached.value;
  let value: SimCalibration;
  if (source === "bundled") {
    value = bundledCalibration();
  } else if (source === "reference") {
    value = calibrationFromReference();
  } else {
    try {
      value = calibrationFromReference();
    } catch (err) {
      if (!isMissingFile(err)) throw err;
      value = bundledCalibration();
    }
  }
  cached = { source, value };
  return value;
}

/** Writes the bundled copy from the reference files (run once when the reference changes). */
if (import.meta.main) {
  const out = BUNDLED_CALIBRATION;
  if (!Deno.args.includes("--write")) {
    console.log(`usage: deno run -A lib/sim/calibration.ts --write   (writes ${out.pathname})`);
  } else {
    const cal = calibrationFromReference();
    Deno.writeTextFileSync(out, JSON.stringify(cal, null, 1) + "\n");
    console.log(`wrote ${out.pathname} (${Object.keys(cal.models).length} models)`);
  }
}
