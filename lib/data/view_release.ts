/**
 * Release rows (the public Hugging Face files, SPEC §C.2). They carry no prompt components, so
 * History two-stage views are rebuilt by splitting `prompt_text` on the stage separator and Tool views
 * stay plaintext. The anchor string is the row's anchor_value (null for History and controls).
 */
import type { Difficulty } from "../items/types.ts";
import { orderViewKeys, promptHash } from "../suites/common.ts";
import type { ChatMessage, PromptView } from "../suites/types.ts";
import type { Direction } from "../suites/conditions.ts";
import { conditionPolarity } from "./conditions.ts";
import type { RowOrigin } from "./errors.ts";
import { rowError } from "./errors.ts";
import {
  optionalInteger,
  optionalNumber,
  requireInteger,
  requireNonEmptyString,
  requireString,
  type Row,
} from "./fields.ts";
import { checkAnchor, checkRelevance, checkViewIdentity } from "./validate.ts";
import { STAGE_SEPARATOR, twoStageMessages } from "./view_upstream.ts";

export interface ReleaseMeta {
  difficulty: Difficulty;
  y_star_evidence: number;
  offset: number | null;
  anchor_polarity: Direction | null;
}

function splitStages(promptText: string, where: string, origin: RowOrigin): [string, string] {
  const at = promptText.indexOf(STAGE_SEPARATOR);
  if (at < 0) {
    throw rowError(
      origin,
      `${where}: two-stage History row without the "\\n\\n---\\n\\n" separator`,
    );
  }
  const stage2 = promptText.slice(at + STAGE_SEPARATOR.length);
  if (stage2.includes(STAGE_SEPARATOR)) {
    throw rowError(origin, `${where}: prompt_text holds the stage separator more than once`);
  }
  return [promptText.slice(0, at), stage2];
}

export function releaseView(row: Row, origin: RowOrigin): { view: PromptView; meta: ReleaseMeta } {
  const idFields = {
    item_id: row.item_id,
    suite: row.suite,
    domain: row.domain,
    condition: row.condition,
    prompt_text: row.prompt_text,
  };
  const core = checkViewIdentity(idFields, origin);
  const where = `${core.item_id}/${core.condition}`;
  const relevance = checkRelevance(requireString(row, "relevance", origin), origin, "relevance");
  const anchorValue = optionalNumber(row, "anchor_value", origin);
  const polarity = conditionPolarity(core.condition);
  if ((row.anchor_polarity ?? null) !== polarity) {
    throw rowError(
      origin,
      `${where}: anchor_polarity ${JSON.stringify(row.anchor_polarity)} does not match the ` +
        `condition name (expected ${JSON.stringify(polarity)})`,
    );
  }
  const difficulty = requireNonEmptyString(row, "difficulty", origin);
  if (difficulty !== "easy" && difficulty !== "hard") {
    throw rowError(origin, `field "difficulty" must be "easy" or "hard", got "${difficulty}"`);
  }
  const meta: ReleaseMeta = {
    difficulty,
    y_star_evidence: requireInteger(row, "y_star_evidence", origin),
    offset: optionalInteger(row, "offset", origin),
    anchor_polarity: polarity,
  };
  requireString(row, "split", origin);

  const anchorString = anchorValue === null ? null : String(anchorValue);
  const anchor = checkAnchor(
    { anchor_string: anchorString, anchor_relevance: relevance, anchor_value: anchorValue },
    core,
    origin,
  );

  let messages: ChatMessage[] = [{ role: "user", content: core.prompt_text }];
  const components: Record<string, unknown> = {};
  if (core.suite === "history" && core.condition !== "control") {
    const [stage1, stage2] = splitStages(core.prompt_text, where, origin);
    messages = twoStageMessages(stage1, stage2);
    components.stage1_user_message = stage1;
    components.stage2_user_message = stage2;
  }
  const view: PromptView = {
    ...core,
    prompt_components: components,
    anchor_string: anchor.anchor_string,
    anchor_relevance: relevance,
    prompt_hash: promptHash(core.prompt_text),
    messages,
  };
  if (anchorValue !== null) view.anchor_value = anchorValue;
  return { view: orderViewKeys(view), meta };
}
