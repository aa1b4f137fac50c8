/** Types shared by the parse tiers. */

/** A value a tier extracted; `clamped` is true when a clamping policy moved it into [0, 100]. */
export interface TierValue {
  value: number;
  clamped: boolean;
}

/** Options every tier takes: with `clamp`, an out-of-range value is clamped instead of rejected. */
export interface TierOptions {
  clamp?: boolean;
}
