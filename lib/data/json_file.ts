/** Reading one JSON document (a manifest, a summary, a transcribed table) from a file. */
import { DataError } from "./errors.ts";

/**
 * The parsed JSON of a file, or undefined when the file does not exist (JSON has no undefined, so
 * a file holding `null` stays distinguishable). Text that is not JSON fails with
 * `<file>: invalid JSON (<reason>)`; checking the shape is the caller's.
 */
export async function readJsonFileIfExists(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return undefined;
    throw err;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new DataError(path, null, `invalid JSON (${(err as Error).message})`);
  }
}
