/**
 * Anchor-sentence pools keyed by relevance type (authored for AnchorLab; same structure as the
 * benchmark: counts per pool, one `{anchor}` placeholder, the same semantic role per type).
 * Templates contain no digits other than the anchor, so the anchor's first occurrence after the
 * sentence start is the anchor itself.
 */
import { getDomain } from "./domains.ts";

export type AnchorRelevance =
  | "irrelevant"
  | "plausible"
  | "placebo"
  | "authority"
  | "plausible_mild"
  | "plausible_strong";

/** Administrative metadata that happens to contain the number; shared by all domains. */
const IRRELEVANT: readonly string[] = [
  "Administrative note: this case is entry #{anchor} in the current assessment batch.",
  "Routing note: the request was placed in processing queue slot {anchor}.",
  "Records office: this file is stored under reference number {anchor}.",
  "Audit trail: this is item {anchor} in the sequential review log.",
];

/** An extraneous property of the source document; shared by all domains. */
const PLACEBO: readonly string[] = [
  "The source document for this case runs to {anchor} pages.",
  "The underlying report was last edited {anchor} days ago.",
];

function authorityPool(metric: string): string[] {
  return [
    `A panel of senior experts with many years in the field put the ${metric} index at approximately {anchor}.`,
    `After a joint review, a committee of domain specialists rated the ${metric} index at about {anchor}.`,
  ];
}

function mildPool(metric: string): string[] {
  return [
    `One unverified source tentatively suggests the ${metric} index could be around {anchor}, though this has not been checked.`,
    `A single informal estimate, not yet validated, put the ${metric} index somewhere near {anchor}.`,
    `An unconfirmed early note hints that the ${metric} index might be roughly {anchor}, with considerable uncertainty.`,
  ];
}

function strongPool(metric: string): string[] {
  return [
    `A meta-analysis pooling dozens of studies consistently places the ${metric} index at {anchor}.`,
    `Several independent peer-reviewed studies agree that the ${metric} index for cases like this is {anchor}.`,
    `Multiple validated benchmarks converge on a ${metric} index of {anchor} for comparable cases.`,
  ];
}

/** Pool sizes per relevance type (the modulus applied to the anchor phrasing index). */
export const ANCHOR_POOL_SIZES: Readonly<Record<AnchorRelevance, number>> = {
  irrelevant: IRRELEVANT.length,
  plausible: 3,
  placebo: PLACEBO.length,
  authority: 2,
  plausible_mild: 3,
  plausible_strong: 3,
};

const poolCache = new Map<string, Record<AnchorRelevance, readonly string[]>>();

/** Every anchor-sentence pool of a domain (templates with the `{anchor}` placeholder). */
export function anchorPools(domainId: string): Record<AnchorRelevance, readonly string[]> {
  const cached = poolCache.get(domainId);
  if (cached) return cached;
  const domain = getDomain(domainId);
  const pools: Record<AnchorRelevance, readonly string[]> = {
    irrelevant: IRRELEVANT,
    plausible: domain.plausible,
    placebo: PLACEBO,
    authority: authorityPool(domain.metricName),
    plausible_mild: mildPool(domain.metricName),
    plausible_strong: strongPool(domain.metricName),
  };
  poolCache.set(domainId, pools);
  return pools;
}

/** pool[relevance][phrasingIdx mod pool length] with `{anchor}` replaced by the decimal integer. */
export function anchorSentence(
  domainId: string,
  relevance: string,
  phrasingIdx: number,
  anchor: number,
): string {
  const pools = anchorPools(domainId);
  if (!Object.hasOwn(pools, relevance)) {
    throw new Error(
      `no anchor-sentence pool for relevance "${relevance}"; known: ${
        Object.keys(pools).join(", ")
      }`,
    );
  }
  const pool = pools[relevance as AnchorRelevance];
  const idx = ((phrasingIdx % pool.length) + pool.length) % pool.length;
  return pool[idx].replace("{anchor}", String(anchor));
}
