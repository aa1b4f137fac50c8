#!/usr/bin/env bash
# AnchorLab's main job: bootstraps what is missing, then runs `deno task repro` (generate the
# benchmark, run the panel — by default the embedded simulated panel —, score, write tables and
# figures, execute every notebook and render the HTML report under runs/<run>/report/).
# Extra arguments go to `ab repro` (see `deno task ab repro --help`), e.g. --quick.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
DENO="$(bash scripts/bootstrap.sh)"
export NO_COLOR=1
exec "$DENO" task repro "$@"
