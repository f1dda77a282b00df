#!/usr/bin/env bash
# `npm test`: every project's lint, types and test suites, and the browser journeys, two at a time on two cores.
#
# After the builds, the work is cut into pieces (the browser journeys in shards, each starting its own app on its
# runner's port; the projects' suites) and put in one queue, longest first, the journeys between the long suites so
# that a browser and a suite run side by side. Runners take the next piece nobody has taken (mkdir is atomic), so the
# short pieces at the end keep both runners busy to the last. TEST_RUNNERS sets another number of runners (a third
# on two cores only slowed every piece down). Every piece runs from the builds made once here: a second restore of
# dist/ would rewrite files while an app serves them.
set -uo pipefail
npx nx run-many -t build --output-style=static || exit 1

runners=${TEST_RUNNERS:-2}
shards=6
journeys=()
for shard in $(seq 1 "$shards"); do journeys+=("journeys/$shard"); done
queue=(
  gateway:test-distributed "${journeys[@]:0:2}" gateway:test gifts "${journeys[@]:2}"
  platform types frontend occasions billing auth frontend:typecheck bench proto gateway:lint e2e:lint e2e:typecheck
)
# A project no piece names would go untested: refuse instead.
for project in $(npx nx show projects); do
  printf '%s\n' "${queue[@]}" | grep -q "^$project\(:\|$\)" || { echo "scripts/test.sh: no piece runs the project $project" >&2; exit 1; }
done
claims=$(mktemp -d)
trap 'rm -rf "$claims"' EXIT

# One piece: a shard of the journeys, the types of the back end, one target of a project, or a project's lint and tests.
# The back end's projects (gateway, services, platform, proto, bench) share one set of compiler options, and each
# project's own typecheck reads the code it imports again (the gateway's reads nearly all of it): one program over
# all of them (tsconfig.json) checks the same files in a quarter of the time.
run() {
  local piece=$1 port=$2
  case $piece in
    journeys/*) E2E_PORT=$port E2E_BUILT=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test -c e2e/playwright.config.ts --shard="${piece#journeys/}/$shards" ;;
    types) npx tsc -p tsconfig.json ;;
    *:*) npx nx run "$piece" --excludeTaskDependencies --output-style=static ;;
    *) npx nx run-many -t lint test -p "$piece" --excludeTaskDependencies --output-style=static ;;
  esac
}

# Takes the pieces nobody has taken yet, in the queue's order; fails if any of them failed.
runner() {
  local port=$1 status=0 piece
  for piece in "${queue[@]}"; do
    mkdir "$claims/${piece//[:\/]/-}" 2>/dev/null || continue
    echo "== $piece (port $port)"
    # How long each piece took, and the processor time it used with its children, for ordering the queue: CI has 30
    # minutes on two cores, and a piece that waits (a browser journey) leaves the other runner room that one that
    # computes does not.
    local TIMEFORMAT="== $piece took %0R s (%0U s user, %0S s system)"
    time { run "$piece" "$port" || status=1; }
  done
  return $status
}

pids=()
for index in $(seq 0 $((runners - 1))); do
  runner $((4310 + 20 * index)) &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
