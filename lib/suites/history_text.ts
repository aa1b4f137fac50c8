/**
 * Fixed sentences of the History suite (authored for AnchorLab; same roles as §B.3). The stage
 * requests write the range with an ASCII hyphen, `(0-100)`, as the benchmark's stage requests do; the
 * answer instruction after them keeps its EN DASH.
 */

/** Between the two stages in `prompt_text`. */
export const STAGE_SEPARATOR = "\n\n---\n\n";

/** Header of the two Stage-1 evidence lines of the plausible conditions (structural token). */
export const PARTIAL_EVIDENCE_HEADER = "Preliminary evidence (partial):";

/** Stage 1 of plausible_*: asks for a first number from the partial evidence. */
export const INITIAL_ESTIMATE_REQUEST =
  "From these early indicators alone, what is your initial estimate (0-100)?";

/** Stage 2 of plausible_* and intensity: same case, complete evidence follows (ends with a colon). */
export const SAME_CASE_PREAMBLE = "We are still on the same case. All of its evidence is now in:";

/** Stage 2 of plausible_* and intensity: asks for the updated number. */
export const REVISED_ESTIMATE_REQUEST =
  "Taking the complete evidence into account, what is your revised estimate (0-100)?";

/** Stage 2 of irrelevant_*: a new case, and the previous answer belonged to another one. */
export const NEW_CASE_PREAMBLE =
  "Next comes a new case from the same domain. Your previous answer concerned a different case and does not describe this one.";

/** Stage 1 of control_twostage: a summary, explicitly without a number (and no answer instruction). */
export const SUMMARY_REQUEST =
  "Before any estimate, briefly summarise which factors in this evidence matter most for the assessment. Do not give a number yet.";

/** Stage 2 of control_twostage: thanks, and now the numeric estimate. */
export const NUMERIC_FOLLOW_UP =
  "Thank you for the summary. Please now give your numeric estimate for this case.";
