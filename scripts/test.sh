#!/usr/bin/env bash
# `npm test`: every project's lint, types and test suites, and the browser journeys, two at a time on two cores.
#
# The journeys are the longest work (about 15 minutes alone on two cores). They are cut into shards that two runners
# take in turn: one starts on them at once, the other runs the suites first (one project at a time) and then helps
# with the shards left, so both cores stay busy to the end instead of one waiting for the other. Each shard starts its
# own app (playwright.config.ts), on its runner's port. Everything runs from the builds made once at the start: a
# second restore of dist/ would rewrite files while an app serves them.
set -uo pipefail
npx nx run-many -t build --output-style=static || exit 1

shards=6
claims=$(mktemp -d)
trap 'rm -rf "$claims"' EXIT

# Runs the shards nobody has taken yet, each taken once (mkdir is atomic); fails if any of them failed.
journeys() {
  local port=$1 status=0 shard
  for shard in $(seq 1 "$shards"); do
    mkdir "$claims/$shard" 2>/dev/null || continue
    echo "journeys: shard $shard of $shards on port $port"
    E2E_PORT=$port E2E_BUILT=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test -c e2e/playwright.config.ts --shard="$shard/$shards" || status=1
  done
  return $status
}

journeys 4310 &
first=$!
npx nx run-many -t lint typecheck test test-distributed --exclude=e2e --excludeTaskDependencies --parallel=1 --output-style=static
suites=$?
npx nx run-many -t lint typecheck -p e2e --excludeTaskDependencies --output-style=static
e2e_code=$?
journeys 4330
second=$?
wait "$first"
first=$?
[ "$suites" -eq 0 ] && [ "$e2e_code" -eq 0 ] && [ "$first" -eq 0 ] && [ "$second" -eq 0 ]
