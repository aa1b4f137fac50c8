/**
 * Checks a Dataset before it is written: every view passes the native row checks, belongs to the
 * dataset's suite and conditions, refers to a known item and appears once in its file (the same
 * item/condition may appear in several files: each file is a variant, e.g. a prompt suffix).
 * Problems are reported with the file and line the row would have.
 */
import type { Dataset } from "../suites/types.ts";
import { DataError } from "./errors.ts";
import { checkItemSpec } from "./itemspecs.ts";
import { CORPUS_FILE, MANIFEST_FILE } from "./manifest.ts";
import { nativeView } from "./view_native.ts";

const RESERVED_FILES = new Set(["itemspecs.jsonl", CORPUS_FILE, MANIFEST_FILE, "CHECKSUMS.sha256"]);

export function isSafeName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name) && !name.includes("..");
}

/** All problems found (at most `limit`), each as "<dataset>/<file>:<line>: <reason>". */
export function datasetProblems(dataset: Dataset, limit = 20): string[] {
  const problems: string[] = [];
  const add = (msg: string) => problems.length < limit && problems.push(msg);
  const at = (file: string) => `${dataset.name}/${file}`;
  if (!isSafeName(dataset.name)) {
    add(`dataset name "${dataset.name}" is not a plain directory name`);
  }

  const itemIds = new Map<string, number>();
  dataset.itemspecs.forEach((spec, i) => {
    try {
      checkItemSpec(spec as unknown as Record<string, unknown>, {
        file: at("itemspecs.jsonl"),
        line: i + 1,
      });
      const first = itemIds.get(spec.item_id);
      if (first !== undefined) {
        add(
          `${at("itemspecs.jsonl")}:${i + 1}: duplicate item_id "${spec.item_id}" (line ${first})`,
        );
      }
      itemIds.set(spec.item_id, i + 1);
    } catch (err) {
      add((err as Error).message);
    }
  });

  const allowed = new Set([...dataset.core_conditions, ...dataset.ablation_conditions]);
  for (const [fileName, views] of Object.entries(dataset.files)) {
    if (!isSafeName(fileName) || !fileName.endsWith(".jsonl") || RESERVED_FILES.has(fileName)) {
      add(`${at(fileName)}: not a valid prompt-view file name`);
      continue;
    }
    const inFile = new Set<string>();
    views.forEach((view, i) => {
      const where = `${at(fileName)}:${i + 1}`;
      try {
        nativeView(view as unknown as Record<string, unknown>, { file: at(fileName), line: i + 1 });
      } catch (err) {
        add((err as Error).message);
        return;
      }
      if (view.suite !== dataset.suite) {
        add(`${where}: view suite "${view.suite}" differs from dataset suite "${dataset.suite}"`);
      }
      if (allowed.size > 0 && !allowed.has(view.condition)) {
        add(
          `${where}: condition "${view.condition}" is not among the dataset's core/ablation conditions`,
        );
      }
      if (itemIds.size > 0 && !itemIds.has(view.item_id)) {
        add(`${where}: item "${view.item_id}" has no itemspec`);
      }
      const key = `${view.item_id}/${view.condition}`;
      if (inFile.has(key)) add(`${where}: duplicate view ${key}`);
      inFile.add(key);
    });
  }
  return problems;
}

/** Throws one DataError listing the problems when the dataset is invalid. */
export function assertValidDataset(dataset: Dataset): void {
  const problems = datasetProblems(dataset);
  if (problems.length > 0) {
    throw new DataError(
      dataset.name,
      null,
      `dataset is invalid and was not written:\n  ${problems.join("\n  ")}`,
    );
  }
}
