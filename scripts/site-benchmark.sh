#!/usr/bin/env bash
# bulkbench site, timed: a lab of 10 boards x 365 nights x 60 points on SQLite, built
# into an empty folder, rebuilt with nothing new, and rebuilt after one more night of
# one board (app/src/test/.../bench/SiteBenchmark). Targets: under 30 s for the
# build, under 5 s for the rebuild with one new night. The database is made on the first
# run (minutes) and kept in app/target/site-bench/.
#
#   scripts/site-benchmark.sh          # each build in this JVM (the second and third warm)
#   scripts/site-benchmark.sh cold     # each build a command in a JVM of its own, as cron runs it
#
# This is a measurement, not a test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
echo "site-benchmark: compiling (mvn test-compile)..." >&2
mvn -B -q -pl app -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="app/target/test-classes:app/target/classes:$(cat app/target/test-classpath.txt)"

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-} -cp "$cp" io.bulkbench.app.bench.SiteBenchmark app/target/site-bench ${1:-}
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
