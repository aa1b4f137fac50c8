/** What the main job (`ab repro`) is asked to do. */
import type { EndpointKind } from "../infer/mod.ts";

export interface ReproOptions {
  /** Study directory to write (runs/<run>/). Rerunning into the same directory resumes. */
  out: string;
  /** Benchmark seed (42 reproduces the paper's generator seeds). */
  seed: number;
  /** Quick mode: a subset of items (itemsPerCell per grid cell) and fewer judge calls. */
  quick: boolean;
  /** Items kept per grid cell (domain × difficulty × offset); null = every item. */
  itemsPerCell: number | null;
  /** Endpoint kind; "sim" (default) runs the simulated twins of every panel in-process. */
  endpoint: EndpointKind;
  /** OpenAI-compatible base URL (vLLM, `ab serve-sim`); used for every model when given. */
  baseURL?: string;
  /** Run every study with this one model instead of the plan's panels. */
  model?: string;
  /** Use existing data (native, upstream or release directories) instead of generating it. */
  data?: string;
  /** Only these studies of the plan (default: all). */
  studies?: string[];
  concurrency: number;
  /** Requests per minute per endpoint (real endpoints). */
  rpm?: number;
  /** Execute the notebooks and render the report. */
  notebooks: boolean;
  /** Run the LLM-as-a-judge study too (into <study>/judge). */
  judge: boolean;
  /** Calls per judge cell (the judge study's N). */
  judgeCalls: number;
  quiet: boolean;
}

export const QUICK_ITEMS_PER_CELL = 2;
