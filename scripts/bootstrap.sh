#!/usr/bin/env bash
# Installs what AnchorLab needs on a fresh Debian + Node/npm machine, skipping what is already there:
# Deno (npm package `deno`, into .tools/, not the project's node_modules), the pinned npm
# dependencies of deno.json, Jupyter and Chromium (Debian packages; Chromium for the headless
# check of the rendered report) and the Deno Jupyter kernel.
# Idempotent: safe to run before every command. Prints one line per step to stderr.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DENO_VERSION="2.9.6"
TOOLS="$ROOT/.tools"
DENO="$TOOLS/node_modules/.bin/deno"
say() { echo "[bootstrap] $*" >&2; }

install_deno() {
  if [ -x "$DENO" ] && "$DENO" --version 2>/dev/null | grep -q "deno $DENO_VERSION"; then
    return
  fi
  command -v npm >/dev/null || { say "npm is required to install Deno"; exit 1; }
  say "installing deno@$DENO_VERSION into .tools/"
  mkdir -p "$TOOLS"
  [ -f "$TOOLS/package.json" ] || echo '{"name":"anchorlab-tools","private":true}' >"$TOOLS/package.json"
  (cd "$TOOLS" && npm install --no-audit --no-fund --loglevel=error "deno@$DENO_VERSION" >&2)
  "$DENO" --version >/dev/null
}

install_npm_deps() {
  # `deno install` resolves the import map against deno.lock (pins @uwdata/flechette 2.6.0).
  (cd "$ROOT" && "$DENO" install --frozen --quiet >&2) || (cd "$ROOT" && "$DENO" install >&2)
}

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return
  say "installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

install_kernel() {
  local data_dir="${XDG_DATA_HOME:-$HOME/.local/share}/jupyter/kernels/deno"
  if [ ! -f "$data_dir/kernel.json" ] || ! grep -q -- "--quiet" "$data_dir/kernel.json" \
    || ! grep -q "$DENO" "$data_dir/kernel.json"; then
    say "registering the Deno Jupyter kernel"
    "$DENO" jupyter --install --force >&2 2>/dev/null || "$DENO" jupyter --install >&2
    # Keep warnings and ANSI colour codes out of saved notebook outputs.
    python3 - "$data_dir/kernel.json" "$DENO" <<'PY'
import json, sys
path, deno = sys.argv[1], sys.argv[2]
spec = json.load(open(path))
argv = spec["argv"]
argv[0] = deno
if "--quiet" not in argv:
    argv.insert(1, "--quiet")
spec.setdefault("env", {})["NO_COLOR"] = "1"
json.dump(spec, open(path, "w"), indent=2)
PY
  fi
}

install_deno
install_npm_deps
apt_install jupyter-nbconvert jupyter-client python3-ipykernel chromium
install_kernel
echo "$DENO"
