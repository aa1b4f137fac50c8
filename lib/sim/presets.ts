/**
 * The simulated models: `sim/rational` (the Bayesian updater of SPEC §F.5), `sim/anchoring`
 * (a generic anchoring-and-adjustment respondent) and `sim/paper/<short>`, one calibrated twin per
 * paper model (14 main-panel models and the 5 of Table 31).
 *
 * Calibration of a paper twin, per suite/pathway p with published cell c:
 * - parse failure rate = 1 − c.parse_rate (large panel: not published → 0);
 * - total control SD σ = sigmaForMae(c.mae_control); jitter σ_j = jitterForTar(c.tar_irr) capped at
 *   0.9σ (default 0.8 when TAR is unpublished); case SD = sqrt(σ² − σ_j²);
 * - W(irrelevant) = c.uai_irr / (Ḡ_irr · H̄), W(plausible) = c.uai_plaus / (Ḡ_pls · H̄), where Ḡ is
 *   the mean distance attenuation over the suite's anchor distances (offset suites δ ∈ {15,25,40};
 *   History: the Stage-1 answer, plausible δ = 15, irrelevant δ ∈ {10,25,40}) blurred by the case
 *   SD, and H̄ = mean of (5/n)^γ over easy (n = 5) and hard (n = 3) items;
 * - neutral = W(irrelevant); placebo = W(irrelevant) + Δ_placebo/(Ḡ·H̄); authority, mild and strong =
 *   W(plausible) × ratio, with Δ and ratios from the model's own Table 22/24 rows when published
 *   (and the plausible UAI there ≥ 0.05), else from the panel means of those tables;
 * - γ = ln(UAI_pls(k=1) / UAI_pls(k=3)) / ln 3 from the panel means of the partial-evidence table;
 * - a cell the paper leaves undefined (Llama-1B Tool) takes the mean of the model's other cells
 *   for everything but the parse rate.
 * λ = 45 follows the open-weight External dose-response 0.32 → 0.26 → 0.18 over δ = 15/25/40.
 */
import { jitterForTar, meanAttenuation, sigmaForMae } from "./calibrate.ts";
import {
  type CalibrationSource,
  loadCalibration,
  type PublishedCell,
  type SimCalibration,
  SUITE_NAMES,
  type SuiteName,
} from "./calibration.ts";
import type { AnchoringModelSpec, ResponseParams } from "./model.ts";
import { type Framing, type Pathway, PATHWAYS } from "./types.ts";

export const SIM_PREFIX = "sim/";
export const PAPER_PREFIX = "sim/paper/";

const LAMBDA = 45;
const REFERENCE_N = 5;
const DEFAULT_JITTER = 0.8;
const TEMPERATURE_SD = 4;

const SUITE_OF: Record<Pathway, SuiteName> = {
  external: "External",
  history: "History",
  icl: "Icl",
  rag: "Rag",
  tool: "Tool",
};

const DISTANCES: Record<Pathway, { irr: number[]; pls: number[] }> = {
  external: { irr: [15, 25, 40], pls: [15, 25, 40] },
  icl: { irr: [15, 25, 40], pls: [15, 25, 40] },
  rag: { irr: [15, 25, 40], pls: [15, 25, 40] },
  tool: { irr: [15, 25, 40], pls: [15, 25, 40] },
  history: { irr: [10, 25, 40], pls: [15] },
};

const NO_SUFFIX_EFFECT = { cot: 1, ignore: 1, self_check: 1, rule: 1, judgment: 1 };
/** Assumed effects of the instruction suffixes on anchor weights (no published per-model fit). */
const SUFFIX_EFFECT = { cot: 0.8, ignore: 0.5, self_check: 0.7, rule: 0.3, judgment: 1.1 };
const UNIT_MULTIPLIER: Record<Pathway, number> = {
  external: 1,
  history: 1,
  icl: 1,
  rag: 1,
  tool: 1,
};

function weights(w: Partial<Record<Framing, number>>): Record<Framing, number> {
  return {
    irrelevant: 0,
    plausible: 0,
    placebo: 0,
    authority: 0,
    mild: 0,
    strong: 0,
    neutral: 0,
    ...w,
  };
}

export function rationalPreset(): AnchoringModelSpec {
  return {
    id: "sim/rational",
    description:
      "Bayesian updater (SPEC §F.5): an anchor framed as information about the case counts as one more rating (weight 1); irrelevant, placebo and neutral anchors weigh 0. Answer = (Σ visible + Σ w·a) / (n + Σ w); with one plausible anchor UAI ≈ 1/(n+1). No noise, no parse failures.",
    form: "bayesian",
    base: {
      caseSd: 0,
      jitterSd: 0,
      parseFailureRate: 0,
      weights: weights({ plausible: 1, authority: 1, mild: 1, strong: 1 }),
    },
    pathways: {},
    pathwayMultiplier: { ...UNIT_MULTIPLIER },
    distanceScale: Infinity,
    evidenceExponent: 0,
    referenceEvidenceCount: REFERENCE_N,
    temperatureSd: 0,
    suffixMultiplier: { ...NO_SUFFIX_EFFECT },
    styleMix: { bare: 1, answer_line: 0, cot: 0, xml: 0 },
    failureMix: { truncated: 1, refusal: 0, tool_call: 0 },
    provenance: "SPEC §F.5 rational ceiling w/(n+w) with w = 1",
  };
}

export function anchoringPreset(): AnchoringModelSpec {
  return {
    id: "sim/anchoring",
    description:
      "Generic anchoring-and-adjustment respondent: starts from its own reading of the evidence and moves a framing- and pathway-dependent share of the way toward each anchor, less for distant anchors and more when few ratings are visible; mixed answer styles and 1% unparsable replies.",
    form: "anchoring",
    base: {
      caseSd: 6,
      jitterSd: 1.2,
      parseFailureRate: 0.01,
      weights: weights({
        irrelevant: 0.08,
        placebo: 0.1,
        neutral: 0.05,
        plausible: 0.3,
        mild: 0.2,
        strong: 0.45,
        authority: 0.5,
      }),
    },
    pathways: {},
    pathwayMultiplier: { external: 1, history: 1.3, icl: 0.3, rag: 0.7, tool: 0.8 },
    distanceScale: LAMBDA,
    evidenceExponent: 0.35,
    referenceEvidenceCount: REFERENCE_N,
    temperatureSd: TEMPERATURE_SD,
    suffixMultiplier: { ...SUFFIX_EFFECT },
    styleMix: { bare: 0.55, answer_line: 0.2, cot: 0.15, xml: 0.1 },
    failureMix: { truncated: 0.5, refusal: 0.3, tool_call: 0.2 },
    provenance: "hand-set illustrative parameters (not calibrated)",
  };
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length;
}

interface FramingRatios {
  placeboDelta: number;
  authority: number;
  mild: number;
  strong: number;
}

/** Panel-mean framing ratios (Tables 22 and 24) and the partial-evidence exponent (Table 2/23). */
export function panelConstants(cal: SimCalibration): {
  ratios: Record<string, FramingRatios>;
  gamma: number;
} {
  const spec = Object.values(cal.spectrum);
  const placeboDelta = mean(spec.map((r) => r.uai_placebo)) - mean(spec.map((r) => r.uai_irr));
  const authority = mean(spec.map((r) => r.uai_authority)) / mean(spec.map((r) => r.uai_plaus));
  const ratios: Record<string, FramingRatios> = {};
  for (const suite of ["external", "rag", "history"]) {
    const rows = Object.values(cal.intensity).map((m) => m[suite]).filter((r) => r !== undefined);
    ratios[suite] = {
      placeboDelta,
      authority,
      mild: mean(rows.map((r) => r.mild)) / mean(rows.map((r) => r.standard)),
      strong: mean(rows.map((r) => r.strong)) / mean(rows.map((r) => r.standard)),
    };
  }
  const k1 = mean(Object.values(cal.uncertain).map((m) => m["1"]?.uai_pls).filter(Number.isFinite));
  const k3 = mean(Object.values(cal.uncertain).map((m) => m["3"]?.uai_pls).filter(Number.isFinite));
  const gamma = k1 > 0 && k3 > 0 ? Math.log(k1 / k3) / Math.log(3) : 0;
  return { ratios, gamma };
}

function modelRatios(
  cal: SimCalibration,
  short: string,
  pathway: Pathway,
  panel: Record<string, FramingRatios>,
): FramingRatios {
  const suiteKey = pathway === "rag" || pathway === "history" ? pathway : "external";
  const base = { ...panel[suiteKey] };
  const s = cal.spectrum[short];
  if (s) {
    base.placeboDelta = s.uai_placebo - s.uai_irr;
    if (s.uai_plaus >= 0.05) base.authority = s.uai_authority / s.uai_plaus;
  }
  const row = cal.intensity[short]?.[suiteKey];
  if (row && row.standard >= 0.05) {
    base.mild = row.mild / row.standard;
    base.strong = row.strong / row.standard;
  }
  return base;
}

function filledCell(cells: Record<SuiteName, PublishedCell>, suite: SuiteName): PublishedCell {
  const c = cells[suite];
  const others = SUITE_NAMES.map((s) => cells[s]).filter((x) => x.mae_control !== null);
  const fill = (key: keyof PublishedCell): number | null => {
    if (c[key] !== null) return c[key];
    const xs = others.map((o) => o[key]).filter((v): v is number => v !== null);
    return xs.length ? mean(xs) : null;
  };
  return {
    parse_rate: c.parse_rate,
    mae_control: fill("mae_control"),
    acc10_control: fill("acc10_control"),
    uai_irr: fill("uai_irr"),
    uai_plaus: fill("uai_plaus"),
    tar_irr: fill("tar_irr"),
    tar_plaus: fill("tar_plaus"),
  };
}

/** Parameters of one pathway of a paper twin (see the module comment for the formulas). */
export function pathwayParams(
  cal: SimCalibration,
  short: string,
  pathway: Pathway,
  gamma: number,
  panel: Record<string, FramingRatios>,
): ResponseParams {
  const model = cal.models[short];
  const cell = filledCell(model.cells, SUITE_OF[pathway]);
  const sigma = sigmaForMae(cell.mae_control ?? 0);
  const jitter = cell.tar_irr !== null
    ? Math.min(jitterForTar(cell.tar_irr, sigma), 0.9 * sigma)
    : Math.min(DEFAULT_JITTER, 0.9 * sigma);
  const caseSd = Math.sqrt(Math.max(0, sigma * sigma - jitter * jitter));
  const hBar = (1 + Math.pow(REFERENCE_N / 3, gamma)) / 2;
  const spreadIrr = pathway === "history" ? Math.SQRT2 * sigma : caseSd;
  const gIrr = meanAttenuation(DISTANCES[pathway].irr, spreadIrr, LAMBDA);
  const gPls = meanAttenuation(DISTANCES[pathway].pls, spreadIrr, LAMBDA);
  const wIrr = (cell.uai_irr ?? 0) / (gIrr * hBar);
  const wPls = (cell.uai_plaus ?? 0) / (gPls * hBar);
  const r = modelRatios(cal, short, pathway, panel);
  return {
    caseSd,
    jitterSd: jitter,
    parseFailureRate: cell.parse_rate === null ? 0 : Math.min(1, Math.max(0, 1 - cell.parse_rate)),
    weights: {
      irrelevant: wIrr,
      neutral: wIrr,
      placebo: wIrr + r.placeboDelta / (gIrr * hBar),
      plausible: wPls,
      authority: wPls * r.authority,
      mild: wPls * r.mild,
      strong: wPls * r.strong,
    },
  };
}

export function paperPreset(short: string, cal: SimCalibration): AnchoringModelSpec {
  const model = cal.models[short];
  if (!model) {
    throw new Error(
      `no published cells for "${short}"; known: ${Object.keys(cal.models).join(", ")}`,
    );
  }
  const { ratios, gamma } = panelConstants(cal);
  const pathways: Partial<Record<Pathway, ResponseParams>> = {};
  for (const p of PATHWAYS) pathways[p] = pathwayParams(cal, short, p, gamma, ratios);
  return {
    id: `${PAPER_PREFIX}${short}`,
    description:
      `Simulated twin of ${short}, calibrated on its published per-suite parse rate, control MAE, TAR_irr, UAI_irr and UAI_pls.`,
    form: "anchoring",
    base: pathways.external!,
    pathways,
    pathwayMultiplier: { ...UNIT_MULTIPLIER },
    distanceScale: LAMBDA,
    evidenceExponent: gamma,
    referenceEvidenceCount: REFERENCE_N,
    temperatureSd: TEMPERATURE_SD,
    suffixMultiplier: { ...SUFFIX_EFFECT },
    styleMix: { bare: 0.8, answer_line: 0.1, cot: 0.05, xml: 0.05 },
    failureMix: { truncated: 0.4, refusal: 0.3, tool_call: 0.3 },
    provenance: `${cal.provenance.sources.join(", ")} (${model.panel} panel)`,
  };
}

/** Registry of simulated models, built lazily (paper twins need the calibration data). */
export class SimModelRegistry {
  readonly #specs = new Map<string, AnchoringModelSpec>();
  readonly #calibrationSource: CalibrationSource;
  #calibration: SimCalibration | null = null;

  constructor(opts: { calibration?: SimCalibration; calibrationSource?: CalibrationSource } = {}) {
    this.#calibration = opts.calibration ?? null;
    this.#calibrationSource = opts.calibrationSource ?? "auto";
    const r = rationalPreset();
    const a = anchoringPreset();
    this.#specs.set(r.id, r);
    this.#specs.set(a.id, a);
  }

  calibration(): SimCalibration {
    return this.#calibration ??= loadCalibration(this.#calibrationSource);
  }

  /** Ids of every simulated model. */
  ids(): string[] {
    const paper = Object.keys(this.calibration().models).map((s) => PAPER_PREFIX + s);
    return [...new Set(["sim/rational", "sim/anchoring", ...paper, ...this.#specs.keys()])];
  }

  /** Adds or replaces a model (custom parameter sets for tests and experiments). */
  register(spec: AnchoringModelSpec): void {
    if (!spec.id.startsWith(SIM_PREFIX)) {
      throw new Error(`simulated model ids start with "${SIM_PREFIX}", got "${spec.id}"`);
    }
    this.#specs.set(spec.id, spec);
  }

  /** The model for an id, or null when there is none. */
  get(id: string): AnchoringModelSpec | null {
    const known = this.#specs.get(id);
    if (known) return known;
    if (!id.startsWith(PAPER_PREFIX)) return null;
    const cal = this.calibration();
    const wanted = id.slice(PAPER_PREFIX.length);
    const short = Object.keys(cal.models).find((s) => s === wanted) ??
      Object.keys(cal.models).find((s) => s.toLowerCase() === wanted.toLowerCase());
    if (!short) return null;
    const spec = paperPreset(short, cal);
    this.#specs.set(id, spec);
    return spec;
  }
}
