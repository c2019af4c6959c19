#!/usr/bin/env bash
# bulkbench bisect, measured: a 40-commit firmware history with a 5 % step at 16 KiB,
# bisected with bulkbench's repeats and with a fixed ten measurements a side
# (app/src/test/.../bench/BisectBenchmark). Prints one CSV line per bisect: whether it
# named the culprit, the commits measured, the measurements per commit, and the wall time.
#
#   scripts/bisect-benchmark.sh [TRIALS]     # default 3 trials, each bisected both ways
#
# This is a measurement, not a test. Run it on an otherwise idle machine.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
echo "bisect-benchmark: compiling (mvn test-compile)..." >&2
mvn -B -q -pl app -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="app/target/test-classes:app/target/classes:$(cat app/target/test-classpath.txt)"

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
java ${JAVA_OPTS:-} -cp "$cp" io.bulkbench.app.bench.BisectBenchmark app/target/bisect-bench "${1:-3}"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
