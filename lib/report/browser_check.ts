/**
 * A headless-browser check of a rendered report: Chromium loads every HTML page, and the DOM it
 * built is inspected for figures (an <svg> with drawn content) and tables (at least one body row).
 */
import { parseHTML } from "linkedom";

export interface PageCheck {
  page: string;
  figures: number;
  /** Figures whose <svg> has no drawn element. */
  emptyFigures: number;
  tables: number;
  /** Tables without a body row. */
  emptyTables: number;
  simulatedBanners: number;
}

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--virtual-time-budget=5000",
];

/** The DOM Chromium built for a local HTML file (scripts run, as in a browser). */
export async function renderedDom(file: string, chromium = "/usr/bin/chromium"): Promise<string> {
  const profile = await Deno.makeTempDir({ prefix: "anchorlab-chromium-" });
  try {
    const out = await new Deno.Command(chromium, {
      args: [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--dump-dom", `file://${file}`],
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dom = new TextDecoder().decode(out.stdout);
    if (!out.success || dom.trim() === "") {
      const err = new TextDecoder().decode(out.stderr).split("\n").slice(-5).join("\n");
      throw new Error(`chromium could not render ${file}: ${err}`);
    }
    return dom;
  } finally {
    await Deno.remove(profile, { recursive: true }).catch(() => {});
  }
}

const DRAWN = "circle, path, rect, line, text, polyline, polygon, g";

/** Counts AnchorLab figures and tables (by their wrapper classes) in a rendered DOM. */
export function inspectDom(page: string, dom: string): PageCheck {
  const { document } = parseHTML(dom);
  const figures = [...document.querySelectorAll(".anchorlab-figure")];
  const tables = [...document.querySelectorAll(".anchorlab-table")];
  return {
    page,
    figures: figures.length,
    emptyFigures: figures.filter((f) => {
      const svg = f.querySelector("svg");
      return !svg || svg.querySelectorAll(DRAWN).length === 0;
    }).length,
    tables: tables.length,
    emptyTables: tables.filter((t) => t.querySelectorAll("tbody tr").length === 0).length,
    simulatedBanners: document.querySelectorAll(".anchorlab-simulated").length,
  };
}

export async function checkPage(file: string, chromium?: string): Promise<PageCheck> {
  return inspectDom(file, await renderedDom(file, chromium));
}
