/** Native rows (AnchorLab's own files): a PromptView with its chat `messages`, checked as it is. */
import type { PromptView } from "../suites/types.ts";
import type { RowOrigin } from "./errors.ts";
import { rowError } from "./errors.ts";
import { requireObject, type Row } from "./fields.ts";
import { checkAnchor, checkMessages, checkPromptHash, checkViewIdentity } from "./validate.ts";

export function nativeView(row: Row, origin: RowOrigin): PromptView {
  const core = checkViewIdentity(row, origin);
  requireObject(row, "prompt_components", origin);
  checkAnchor(row, core, origin);
  checkPromptHash(row, core.prompt_text, origin);
  checkMessages(row.messages, origin);
  if (row.tools !== undefined && !Array.isArray(row.tools)) {
    throw rowError(origin, `field "tools" must be an array of tool schemas`);
  }
  return row as unknown as PromptView;
}
