#!/usr/bin/env bash
# The results database on SQLite, timed with JMH: importing one 60-point run folder and
# answering history over 365 nights x 60 points (history/src/test/.../StoreBenchmarks).
# Targets: under 1 s each. Then the same two as whole commands (JVM start included).
#
#   scripts/history-benchmark.sh                    # both JMH benchmarks, then the commands
#   scripts/history-benchmark.sh historyOfAYear     # one JMH benchmark only
#   JAVA_OPTS=-Djmh.ignoreLock=true scripts/history-benchmark.sh   # when another JMH run holds the lock
#
# This is a measurement, not a test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
echo "history-benchmark: compiling (mvn test-compile)..." >&2
mvn -B -q -pl history -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="history/src/test/services:history/target/test-classes:history/target/classes:$(cat history/target/test-classpath.txt)"

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-} -cp "$cp" io.bulkbench.history.bench.StoreBenchmarks "${1:-}"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
