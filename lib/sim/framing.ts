/**
 * Keyword classifier for an anchor's framing. It reads the text around the number (the sentence,
 * the retrieved document, the demo header or the tool payload) and looks for cue families in a
 * fixed priority: placebo (properties of the document), irrelevant (administrative identifiers and
 * disclaimers), authority, mild (hedged, single, unverified), strong (converging, peer-reviewed),
 * plausible (reports, surveys, estimates, comparable cases). No cue at all → neutral. The cue
 * lists cover the benchmark's wording and AnchorLab's paraphrases alike; they name concepts,
 * not sentences.
 */
import type { Framing } from "./types.ts";

const PLACEBO =
  /\b(?:pages?|page count|days? (?:ago|since|old)|last (?:modified|edited|updated|revised|changed)|word count|file size|characters long|runs to|document length)\b/;

const IRRELEVANT =
  /\b(?:unrelated|no relation|not relate|do(?:es)? not relate|no bearing|nothing to do|says nothing|carr(?:y|ies) no information|sequential(?:ly)?|in sequence|consecutive(?:ly)?|processing (?:identifier|queue|sequence|number|id)|identifier|tracking|administrative|bookkeeping|queue|batch|log|log entry|review register|register|request (?:id|number)|request_id|case number|filing|ticket|routing|reference number|serial|intake|dispatch|tray|shelf|print run|archive record|arrival order|order of receipt|archived|legacy|format samples|only to (?:illustrate|show)|purely as format|for format|seq|id)\b/;

/** A "#" right before the number marks an identifier (case #55, batch #20). */
const HASH_BEFORE = /#\s*$/;

const AUTHORITY =
  /\b(?:expert panel|panel of(?: \w+){0,3} (?:experts|specialists)|experts?|specialists?|regulatory (?:body|authority|agency)|regulators?|committee|commissioned|convened|senior|authoritative)\b/;

const MILD =
  /\b(?:unverified|unconfirmed|unvalidated|not (?:yet )?(?:been )?(?:validated|verified|confirmed|checked)|tentative(?:ly)?|informal|anecdotal|speculative|hedged|single (?:unvalidated|unverified|informal|anecdotal|source|estimate|report|respondent|reviewer)|rough guess|hints?|considerable uncertainty|highly uncertain)\b/;

const STRONG =
  /\b(?:meta-analys[ie]s|meta analys[ie]s|peer-reviewed|peer reviewed|converge[ds]?|convergent|consistently|systematic review|dozens of studies|multiple (?:independent|validated)|several independent|large-scale|gold-standard|robust(?:ly)?|well-established)\b/;

const PLAUSIBLE =
  /\b(?:reports?|reported|analys[ie]s|analy[sz]ed|surveys?|surveyed|study|studies|reviews?|reviewed|benchmark(?:s|ing)?|estimat(?:e|ed|es|ion)|historical|comparable|similar|peers?|prior|preliminary|previous|earlier|first-pass|initial|figures?|data|records|findings|outcomes|results|suggest(?:ed|s)?|indicat(?:ed|es)|pointed|placed|put|approximately|roughly|around|about|near|close to|in the region of|index|score|rating|reference value|reference_value|value)\b/;

/** Off-topic passages: an unrelated entity or a retrieval accident (RAG distractor memos). */
const OFF_TOPIC =
  /\b(?:unrelated|different|another|separate|neighbou?ring|partner|other (?:team|department|division|office|campus|town|clinic|ward|site)|off-topic|keyword|search terms|no bearing|nothing to do|says nothing|not about)\b/;

/** Words that, right before a number, make it an identifier of this case or document. */
const IDENTIFIER_BEFORE =
  /(?:#|\b(?:case|queue|batch|request|entry|line|position|slot|ref|reference|number|id|ticket|item|file|record|form|tray|shelf|run|log|register|seq))\W*$/;

/** Classifies a cue text; `before` is the text right before the number (for "#55"). */
export function classifyFraming(cueText: string, before = ""): Framing {
  const text = cueText.toLowerCase();
  if (PLACEBO.test(text)) return "placebo";
  if (HASH_BEFORE.test(before) || IRRELEVANT.test(text)) return "irrelevant";
  if (AUTHORITY.test(text)) return "authority";
  if (MILD.test(text)) return "mild";
  if (STRONG.test(text)) return "strong";
  if (PLAUSIBLE.test(text)) return "plausible";
  return "neutral";
}

/**
 * A number in an off-topic passage that is not an identifier and not a document property: a
 * retrieval distractor, which a reader sets aside.
 */
export function isDistractor(cueText: string, before: string): boolean {
  const text = cueText.toLowerCase();
  if (!OFF_TOPIC.test(text)) return false;
  if (IDENTIFIER_BEFORE.test(before.toLowerCase().slice(-24))) return false;
  return !PLACEBO.test(text);
}

/** History stage 2: does the preamble say the earlier answer was for a different case? */
const OTHER_CASE =
  /\b(?:new case|different case|another case|other case|not for this|does not describe|unrelated|not (?:about|the same as) this)\b/;

export function classifyHistoryFraming(preamble: string): Framing {
  return OTHER_CASE.test(preamble.toLowerCase()) ? "irrelevant" : "plausible";
}

/**
 * ICL: how the intro before the demos frames their answers. Examples from comparable entities or
 * parallel reviews are informative (plausible); examples declared unrelated or shown only for the
 * format are irrelevant; a plain "examples, then a new case" intro is neutral.
 */
const INTRO_IRRELEVANT =
  /\b(?:unrelated|archived|legacy|nothing to do|only (?:to (?:illustrate|show)|for (?:the )?format)|purely as format|format samples|for format only)\b/;
const INTRO_PLAUSIBLE =
  /\b(?:comparable|similar (?:entit|organi[sz]ation|compan|firm|case|market|business)\w*|closely similar|peer|parallel reviews?|matching cases|same market)\b/;

export function classifyIntroFraming(intro: string): Framing {
  const text = intro.toLowerCase();
  if (INTRO_IRRELEVANT.test(text)) return "irrelevant";
  if (INTRO_PLAUSIBLE.test(text)) return "plausible";
  return "neutral";
}
