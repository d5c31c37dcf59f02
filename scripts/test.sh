#!/usr/bin/env bash
# Every check, in the order a reviewer would want them to fail, after a set-up step that
# brings what node_modules cannot (scripts/lib/test-setup.mjs): format, lint, layers, types,
# unit + in-process tests on PGlite, the same suite on PostgreSQL, a production build,
# and the browser tests against it: once with the sandbox's extensions, once with only
# the specification's endpoints, once against Prism (a third-party mock of the specification).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step says when it started (seconds since the run began), so a slow step shows in the log.
step() { printf '\n\033[1m== %s\033[0m (at %ds)\n' "$1" "$SECONDS"; }

# Steps that share nothing run side by side with `side NAME command...`; `report NAME TITLE`
# then prints each one's step line and whole output, in the order given, and records a failure.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
failed=0
side() {
  local name="$1"
  shift
  (
    rc=0
    "$@" >"$logs/$name.log" 2>&1 || rc=$?
    echo "$rc" >"$logs/$name.rc"
  ) &
}
report() {
  step "$2: exit $(cat "$logs/$1.rc")"
  cat "$logs/$1.log"
  [ "$(cat "$logs/$1.rc")" = 0 ] || failed=1
}

step "set-up (PostgreSQL, Chromium, font, promtool)"
node scripts/lib/test-setup.mjs
step "format (biome)"
npx biome format .
step "lint (biome)"
npx biome lint --error-on-warnings .
# Both are single-threaded and read the same tree: on two cores they take the time of the longer.
step "side by side: layers and types"
side layers npm run --silent check:deps
side types npx tsc --noEmit -p .
wait
report layers "layers (dependency-cruiser: .dependency-cruiser.cjs)"
report types "types (tsc)"
[ "$failed" = 0 ] || exit 1
step "unit and in-process tests on PGlite"
npx vitest run
# Not beside the build, though the pass idles about a fifth of its time: side by side the two
# took 190 s in a clean-clone run, against 156 and 220 s one after the other in two earlier ones.
step "the same suite on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run
# One key for every instance built from this tree, so server actions survive a hop
# between instances (the scale suite runs two).
export NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64"))')}"
step "production build"
# The types step above checked this same tree; the build's own TypeScript pass would repeat it.
NEXT_SKIP_TYPECHECK=1 npx next build
step "every server action in the build's manifest passes the pipeline"
PIPELINE_BYPASS_REQUIRE_MANIFEST=1 npx vitest run app/pipeline-bypass.test.ts
step "browser tests (Playwright + Chromium)"
npx playwright test
# The last three suites share nothing (each its own servers, ports and stores) and spend most of
# their time starting servers and waiting on them, so they run side by side; each one's output is
# printed whole once all are done, in this order, and any failure fails the run. Not beside the
# browser tests' last phase, though that mostly waits: started there in a clean-clone run, they
# saved about a minute, but the scale suite's first readiness check answered 503 under the load.
step "side by side: the specification only, a third-party mock, the scale suite"
side spec-only npx playwright test -c playwright.spec-only.config.ts
side prism npx playwright test -c playwright.spec-only-prism.config.ts
side scale npm run test:scale
wait
report spec-only "browser tests against the specification only (sandbox with SANDBOX_EXTENSIONS=off)"
report prism "browser tests against a third-party mock (Prism serving spec/openapi.yaml)"
report scale "scale suite (PostgreSQL, sandbox, two dashboard instances)"
if [ "$failed" != 0 ]; then
  step "failed: see the suites above whose exit is not 0"
  exit 1
fi
step "all passed"
