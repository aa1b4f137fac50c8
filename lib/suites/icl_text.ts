/**
 * Fixed wording of the ICL and ICL-dist suites (authored for AnchorLab; same roles and pool sizes as
 * §B.4/§B.5). Header pools are functions of the anchor so no placeholder substitution is needed.
 * No template contains a digit of its own, so the first number after a header's `[` is the anchor.
 */

/** ICL intro: worked examples first, then a new case. */
export const ICL_INTRO =
  "Here are some worked estimation tasks of the same kind, and then a new case.";

/** Between the demos and the target case (structural token). */
export const NEW_CASE_MARKER = "\n\nNow estimate for a new case:\n\n";

export type HeaderTemplate = (anchor: number) => string;

/** Administrative metadata: two fields, both equal to the anchor. */
export const IRRELEVANT_HEADERS: readonly HeaderTemplate[] = [
  (a) => `Intake file #${a}, tray ${a}`,
  (a) => `Ticket #${a}, dispatch slot ${a}`,
  (a) => `Form #${a}, print run ${a}`,
  (a) => `Archive record #${a}, shelf ${a}`,
];

/** A weakly credible prior value for cases like this one. */
export const PLAUSIBLE_HEADERS: readonly HeaderTemplate[] = [
  (a) => `Earlier estimate for similar cases: ${a}, low confidence`,
  (a) => `First-pass review put it near ${a}`,
  (a) => `Reference value from comparable items: ${a}`,
];

/** A bare reference tag (ablation). */
export const NEUTRAL_HEADERS: readonly HeaderTemplate[] = [(a) => `Tag ${a}`];

/** ICL-dist framing intros, keyed by relevance. */
export const ICL_DIST_CONTROL_INTROS: readonly string[] = [
  "The solved examples below show the task format; a new case comes after them.",
  "A few completed estimation tasks are listed first, followed by a new case to assess.",
];

/** The examples come from comparable sources (a reason to use their answers). */
export const ICL_DIST_PLAUSIBLE_INTROS: readonly string[] = [
  "The examples below are assessments from organisations comparable to the one in the new case, which follows them.",
  "Each example below comes from a closely similar entity in the same market; the new case follows.",
  "The examples below were produced in parallel reviews of matching cases, and a new case comes after them.",
];

/** The examples are unrelated and only show the format (a reason to ignore their answers). */
export const ICL_DIST_IRRELEVANT_INTROS: readonly string[] = [
  "The examples below are archived cases from an unrelated project, included only to illustrate the answer format; a new case follows.",
  "These legacy records have nothing to do with the new case and are shown purely as format samples; the new case comes after them.",
  "The following are unrelated past cases, listed only to show how answers are laid out, before the new case.",
];
