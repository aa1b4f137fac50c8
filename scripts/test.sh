#!/usr/bin/env bash
# AnchorLab's test command: bootstraps what is missing, then runs the static checks (deno fmt --check,
# deno lint, deno check, notebooks committed as authored and without outputs) and every test under
# tests/ (including the end-to-end quick main job with the headless-Chromium report check). Ends with the plain line "N passed, N failed"
# counted from the real results (each static check counts as one test). Exit code 0 only if all pass.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
DENO="$(bash scripts/bootstrap.sh)" || { echo "bootstrap failed"; echo "0 passed, 1 failed"; exit 1; }
export NO_COLOR=1

passed=0
failed=0
check() {
  local name="$1"
  shift
  if "$@"; then
    echo "check $name: ok"
    passed=$((passed + 1))
  else
    echo "check $name: FAILED"
    failed=$((failed + 1))
  fi
}
check fmt "$DENO" fmt --check
check lint "$DENO" lint
check types "$DENO" check lib/ tests/ bench/ scripts/
check notebooks-without-outputs "$DENO" run --allow-read scripts/notebooks.ts --check

log="$(mktemp)"
"$DENO" test --allow-read --allow-write --allow-env --allow-net --allow-run --allow-sys tests/ 2>&1 | tee "$log"
summary="$(grep -E '^(ok|FAILED) \| [0-9]+ passed' "$log" | tail -n 1)"
rm -f "$log"
if [ -z "$summary" ]; then
  echo "deno test printed no summary line"
  failed=$((failed + 1))
else
  t_passed="$(echo "$summary" | sed -E 's/^[A-Z a-z]+\| ([0-9]+) passed.*/\1/')"
  t_failed="$(echo "$summary" | sed -E 's/.*\| ([0-9]+) failed.*/\1/')"
  passed=$((passed + t_passed))
  failed=$((failed + t_failed))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
