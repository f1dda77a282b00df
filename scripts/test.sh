#!/usr/bin/env bash
# `npm test`: every project's lint, types and test suites, and the browser journeys, two at a time on two cores.
#
# After the builds, the work is cut into pieces that two runners take in turn, each piece once (mkdir is atomic): the
# browser journeys in six shards (each starts its own app, on its runner's port) and the projects' suites, longest
# first. One runner starts with the journeys, the other with the suites; whichever runs out of its own takes what is
# left of the other's, so both cores stay busy to the end. Every piece runs from the builds made once here: a second
# restore of dist/ would rewrite files while an app serves them.
set -uo pipefail
npx nx run-many -t build --output-style=static || exit 1

shards=6
journeys=()
for shard in $(seq 1 "$shards"); do journeys+=("journeys/$shard"); done
suites=(gateway:test gateway:test-distributed frontend gifts occasions billing auth gateway:lint gateway:typecheck platform proto bench e2e:lint e2e:typecheck)
# A project no piece names would go untested: refuse instead.
for project in $(npx nx show projects); do
  printf '%s\n' "${suites[@]}" | grep -q "^$project\(:\|$\)" || { echo "scripts/test.sh: no piece runs the project $project" >&2; exit 1; }
done
claims=$(mktemp -d)
trap 'rm -rf "$claims"' EXIT

# One piece: a shard of the journeys, one target of a project, or a project's lint, types and tests.
run() {
  local piece=$1 port=$2
  case $piece in
    journeys/*) E2E_PORT=$port E2E_BUILT=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx playwright test -c e2e/playwright.config.ts --shard="${piece#journeys/}/$shards" ;;
    *:*) npx nx run "$piece" --excludeTaskDependencies --output-style=static ;;
    *) npx nx run-many -t lint typecheck test -p "$piece" --excludeTaskDependencies --output-style=static ;;
  esac
}

# Takes the pieces nobody has taken yet, in the order given; fails if any of them failed.
runner() {
  local port=$1 status=0 piece
  shift
  for piece in "$@"; do
    mkdir "$claims/${piece//[:\/]/-}" 2>/dev/null || continue
    echo "== $piece (port $port)"
    local started=$SECONDS
    run "$piece" "$port" || status=1
    # How long each piece took, for balancing the pieces: CI has 30 minutes on two cores.
    echo "== $piece took $((SECONDS - started)) s"
  done
  return $status
}

runner 4310 "${journeys[@]}" "${suites[@]}" &
first=$!
runner 4330 "${suites[@]}" "${journeys[@]}"
second=$?
wait "$first"
first=$?
[ "$first" -eq 0 ] && [ "$second" -eq 0 ]
