/**
 * `ab inspect`: one item under all its conditions across every dataset that holds it (anchor segment
 * marked, only what differs from the control shown), or a summary of a data directory.
 */
import { basename } from "node:path";
import {
  type DataDirectory,
  DataError,
  diffText,
  type DirectorySummary,
  findDataDirectories,
  type LoadedView,
  loadPromptViews,
  markedLine,
  markSpan,
  summariseDirectory,
  type TextChange,
} from "../data/mod.ts";
import { type Command, parseFlags, requiredFlag, UsageError } from "./command.ts";

const HELP = `ab inspect — look at a data directory or at one item under all its conditions

usage:
  deno task ab inspect --data DIR [--suite S] [--dataset NAME] [--format text|json]
  deno task ab inspect --data DIR --item ITEM_ID [--suite S] [--dataset NAME] [--full]
                       [--format text|json]

flags:
  --data DIR       a generation tree (ab generate --out), the original repository's datasets/
                   folder, a release folder, or a single dataset directory
  --item ID        show this item (e.g. EXT-pricing_wtp-e-off15-001) under every condition of every
                   dataset that contains it; without it, list the datasets with their counts, seed
                   and checksum status
  --suite S        only datasets of this suite (external, history, icl, icl_dist, rag, tool,
                   external_uncertain)
  --dataset NAME   only this dataset directory (with or without the anchorbench_ prefix)
  --full           print every prompt in full (default: the control in full, the others as the
                   part that differs from the control)
  --format F       text (default) or json

In text output the anchor is marked ⟦like this⟧. Exit codes: 0 ok, 1 item not found or
unreadable data (or, for the summary, a checksum mismatch), 2 usage error.`;

const PREFIX = "anchorbench_";
const strip = (name: string) => (name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name);

function selectDirectories(
  dirs: DataDirectory[],
  summaries: Map<string, DirectorySummary>,
  suite: string | undefined,
  dataset: string | undefined,
): DataDirectory[] {
  return dirs.filter((d) => {
    if (dataset !== undefined && strip(d.name) !== strip(dataset)) return false;
    if (suite === undefined) return true;
    const s = summaries.get(d.dir);
    return s?.suite === suite || (s?.format === "release" && d.files.includes(`${suite}.jsonl`));
  });
}

// ---------------------------------------------------------------- directory summary

function summaryTable(rows: DirectorySummary[]): string {
  const head = ["dataset", "source", "suite", "items", "views", "seed", "checksums"];
  const cells = rows.map((r) => [
    r.name,
    r.format,
    r.suite ?? "-",
    r.items === null ? "-" : String(r.items),
    r.views === null ? "-" : String(r.views),
    r.seed === null ? "-" : String(r.seed),
    r.checksums === "failed" ? `FAILED (${r.badFiles.length})` : r.checksums,
  ]);
  const all = [head, ...cells];
  const widths = head.map((_, c) => Math.max(...all.map((row) => row[c].length)));
  const lines = all.map((row) => row.map((cell, c) => cell.padEnd(widths[c])).join("  ").trimEnd());
  for (const r of rows) {
    if (r.note) lines.push(`note: ${r.name}: ${r.note}`);
    for (const f of r.badFiles) lines.push(`bad file: ${r.name}/${f}`);
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------- one item

interface ViewReport {
  file: string;
  condition: string;
  relevance: string;
  anchor_value: number | null;
  anchor_string: string | null;
  anchor_span: [number, number] | null;
  /** The prompt line holding the anchor, anchor marked; or a note on where the anchor is. */
  anchor_segment: string | null;
  /** What the view is compared with ("control" of the same file/dataset/item), if any. */
  diff_base: string | null;
  diff: TextChange | null;
  prompt_text: string;
  messages: LoadedView["messages"];
}

interface DatasetReport {
  dataset: string;
  dir: string;
  source: string;
  suite: string;
  item: {
    domain: string;
    difficulty: string | null;
    y_star_evidence: number | null;
    y_star_theta: number | null;
    offset: number | null;
  };
  views: ViewReport[];
}

function clip(text: string, max = 220): string {
  return text.length <= max ? text : text.slice(0, max - 1) + "…";
}

function anchorSegment(view: LoadedView, change: TextChange | null): string | null {
  if (view.anchor_span) return markedLine(view.prompt_text, view.anchor_span);
  const anchor = view.anchor_string;
  if (anchor === null) {
    if (view.suite === "history" && view.anchor_relevance !== "none") {
      return "self-generated: the model's Stage-1 answer becomes the anchor";
    }
    return null;
  }
  if (view.suite === "icl_dist") {
    return `designed anchor ${anchor} is not in the prompt: the demo answers cluster around it`;
  }
  const from = change ? change.start : 0;
  let at = view.prompt_text.indexOf(anchor, from);
  if (at < 0) at = view.prompt_text.indexOf(anchor);
  return at < 0 ? null : markedLine(view.prompt_text, [at, at + anchor.length]);
}

function findBaseline(
  view: LoadedView,
  all: LoadedView[],
): { base: LoadedView; label: string } | null {
  if (view.condition === "control") return null;
  const controls = all.filter((v) => v.condition === "control" && v.item_id === view.item_id);
  const sameFile = controls.find((v) => v.origin.file === view.origin.file);
  if (sameFile) return { base: sameFile, label: "control" };
  const sameDir = controls.find((v) => dirOf(v) === dirOf(view));
  if (sameDir) return { base: sameDir, label: `control in ${basename(sameDir.origin.file)}` };
  const sameSuite = controls.find((v) => v.suite === view.suite);
  if (sameSuite) return { base: sameSuite, label: `control of ${basename(dirOf(sameSuite))}` };
  return null;
}

const dirOf = (view: LoadedView) => view.origin.file.slice(0, view.origin.file.lastIndexOf("/"));

function viewReport(view: LoadedView, all: LoadedView[]): ViewReport {
  const baseline = findBaseline(view, all);
  const change = baseline ? diffText(baseline.base.prompt_text, view.prompt_text) : null;
  return {
    file: basename(view.origin.file),
    condition: view.condition,
    relevance: view.anchor_relevance,
    anchor_value: view.anchor_value ?? null,
    anchor_string: view.anchor_string,
    anchor_span: view.anchor_span ?? null,
    anchor_segment: anchorSegment(view, change),
    diff_base: baseline?.label ?? null,
    diff: change,
    prompt_text: view.prompt_text,
    messages: view.messages,
  };
}

function indent(text: string, pad = "    "): string {
  return text.split("\n").map((l) => pad + l).join("\n");
}

function describeMessages(messages: LoadedView["messages"]): string {
  return messages.map((m) => {
    if (m.awaits) return "assistant(awaits stage 1)";
    if (m.tool_calls) {
      return `assistant→${m.tool_calls.map((c) => `${c.function.name}(${c.id})`).join(",")}`;
    }
    if (m.role === "tool") return `tool(${m.tool_call_id})`;
    return m.role;
  }).join(" → ");
}

function quote(text: string): string {
  return text === "" ? "(nothing)" : JSON.stringify(text);
}

function renderViewText(v: ViewReport, full: boolean, multiFile: boolean): string[] {
  const anchor = v.anchor_value === null ? "—" : String(v.anchor_value);
  const where = multiFile ? ` · ${v.file}` : "";
  const lines = [`  [${v.condition}]  relevance ${v.relevance} · anchor ${anchor}${where}`];
  if (v.anchor_segment) lines.push(`    anchor: ${clip(v.anchor_segment)}`);
  if (v.messages.length > 1) lines.push(`    messages: ${describeMessages(v.messages)}`);
  const twoStage = v.messages.some((m) => m.awaits === "stage1");
  if (twoStage && !full) {
    // A diff of two-stage prompts against the one-turn control says little: show both stages.
    v.messages.filter((m) => m.role === "user").forEach((m, i) => {
      lines.push(`    stage ${i + 1}:`);
      lines.push(indent(m.content ?? "", "    | "));
    });
    return lines;
  }
  const showFull = full || v.diff_base === null;
  if (!showFull && v.diff) {
    lines.push(`    vs ${v.diff_base} (from char ${v.diff.start}):`);
    lines.push(`      - ${clip(quote(v.diff.before), 400)}`);
    const after = v.anchor_span && v.anchor_span[0] >= v.diff.start &&
        v.anchor_span[1] <= v.diff.start + v.diff.after.length
      ? markSpan(v.diff.after, [v.anchor_span[0] - v.diff.start, v.anchor_span[1] - v.diff.start])
      : v.diff.after;
    lines.push(`      + ${clip(quote(after), 400)}`);
  } else if (!showFull) {
    lines.push(`    identical to ${v.diff_base}`);
  }
  if (showFull) {
    const text = v.anchor_span ? markSpan(v.prompt_text, v.anchor_span) : v.prompt_text;
    lines.push(indent(text, "    | "));
  }
  return lines;
}

function renderItemText(itemId: string, reports: DatasetReport[], full: boolean): string {
  const out: string[] = [];
  for (const r of reports) {
    const files = new Set(r.views.map((v) => v.file));
    out.push(`═══ ${r.dataset}  (${r.source}, suite ${r.suite}, ${r.views.length} views) ═══`);
    const it = r.item;
    out.push(
      `${itemId} · domain ${it.domain} · difficulty ${it.difficulty ?? "?"} · y*_evidence ${
        it.y_star_evidence ?? "?"
      } · θ ${it.y_star_theta ?? "?"} · offset ${it.offset ?? "—"}`,
    );
    for (const v of r.views) out.push(...renderViewText(v, full, files.size > 1));
    out.push("");
  }
  return out.join("\n");
}

async function inspectItem(
  dirs: DataDirectory[],
  itemId: string,
): Promise<{ reports: DatasetReport[]; skipped: string[] }> {
  const loaded: { dir: DataDirectory; views: LoadedView[] }[] = [];
  const skipped: string[] = [];
  for (const dir of dirs) {
    try {
      const views = await loadPromptViews(dir.dir, { itemIds: [itemId] });
      if (views.length > 0) loaded.push({ dir, views });
    } catch (err) {
      if (!(err instanceof DataError)) throw err;
      skipped.push(`${dir.name}: ${err.message}`);
    }
  }
  const everything = loaded.flatMap((l) => l.views);
  const reports = loaded.map(({ dir, views }) => ({
    dataset: dir.name,
    dir: dir.dir,
    source: views[0].source,
    suite: views[0].suite,
    item: {
      domain: views[0].domain,
      difficulty: views[0].difficulty,
      y_star_evidence: views[0].y_star_evidence,
      y_star_theta: views[0].y_star_theta,
      offset: views[0].offset,
    },
    views: views.map((v) => viewReport(v, [...views, ...everything])),
  }));
  return { reports, skipped };
}

export const inspectCommand: Command = {
  name: "inspect",
  summary: "show one item under all its conditions, or summarise a data directory",
  help: HELP,
  async run(args: string[]): Promise<number> {
    const { values, positionals } = parseFlags(args, {
      data: { type: "string" },
      item: { type: "string" },
      suite: { type: "string" },
      dataset: { type: "string" },
      format: { type: "string" },
      full: { type: "boolean" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const root = requiredFlag(values.data, "data");
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json") {
      throw new UsageError(`--format must be text or json, got "${format}"`);
    }
    try {
      if (!(await Deno.stat(root)).isDirectory) {
        throw new UsageError(`--data ${root} is not a directory`);
      }
    } catch (err) {
      if (err instanceof Deno.errors.NotFound) {
        throw new UsageError(`--data ${root} does not exist`);
      }
      throw err;
    }
    const dirs = await findDataDirectories(root);
    if (dirs.length === 0) {
      console.error(`ab inspect: no dataset directories found under ${root}`);
      return 1;
    }
    const needSummaries = values.item === undefined || values.suite !== undefined;
    const summaries = new Map<string, DirectorySummary>();
    if (needSummaries) { for (const d of dirs) summaries.set(d.dir, await summariseDirectory(d)); }
    const selected = selectDirectories(dirs, summaries, values.suite, values.dataset);
    if (selected.length === 0) {
      console.error(`ab inspect: no dataset under ${root} matches the --suite/--dataset filter`);
      return 1;
    }

    if (values.item === undefined) {
      const rows = selected.map((d) => summaries.get(d.dir)!);
      console.log(format === "json" ? JSON.stringify(rows, null, 2) : summaryTable(rows));
      return rows.some((r) => r.checksums === "failed") ? 1 : 0;
    }

    const { reports, skipped } = await inspectItem(selected, values.item);
    if (reports.length === 0) {
      console.error(`ab inspect: item "${values.item}" is in no dataset under ${root}`);
      for (const s of skipped) console.error(`  skipped ${s}`);
      return 1;
    }
    if (format === "json") {
      console.log(JSON.stringify({ item_id: values.item, datasets: reports, skipped }, null, 2));
    } else {
      console.log(renderItemText(values.item, reports, values.full ?? false));
      for (const s of skipped) console.log(`skipped ${s}`);
    }
    return 0;
  },
};
