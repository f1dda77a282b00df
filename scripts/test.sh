#!/usr/bin/env bash
# `npm test`: every project's lint, types and test suites, and the browser journeys.
# The journeys are the longest task (about 20 minutes on two cores), and Nx starts a project that nothing depends on
# last, so they used to begin only after the other suites. They now start as soon as the builds are done, beside the
# other suites, which run one at a time so that two things run at once, as before. Both leave out the builds they
# depend on, done once above: a second restore of dist/ would rewrite files while the journeys' app serves them.
set -uo pipefail
npx nx run-many -t build --output-style=static || exit 1
npx nx run-many -t lint typecheck test -p e2e --excludeTaskDependencies --output-style=static &
journeys=$!
npx nx run-many -t lint typecheck test test-distributed --exclude=e2e --excludeTaskDependencies --parallel=1 --output-style=static
suites=$?
wait "$journeys"
journeys_status=$?
[ "$suites" -eq 0 ] && [ "$journeys_status" -eq 0 ]
