#!/usr/bin/env bash
# What a lab's size costs the site, history and a recording: a lab of BOARDS x NIGHTS x 60
# points written by the hidden synthetic-lab command into URL (SQLite or PostgreSQL),
# then each command in a JVM of its own with a 512 MB heap
# (app/src/test/.../bench/LabScaleBenchmark). The lab is written on the first run and
# kept (in app/target/lab-scale/NAME/ beside a SQLite file, or in the PostgreSQL database).
#
#   scripts/lab-scale-benchmark.sh jdbc:sqlite:app/target/lab-scale/sqlite-100/lab.db 100 365
#   scripts/lab-scale-benchmark.sh jdbc:postgresql://localhost/lab?user=... 1000 365
#
# LAB_SCALE_STEPS=record times only the recording (after writing the lab if it is not there).
# This is a measurement, not a test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
url="$1" boards="$2" nights="$3"
name="$(printf '%s' "$url-$boards-$nights" | sha256sum | cut -c1-12)"
echo "lab-scale-benchmark: compiling (mvn test-compile)..." >&2
mvn -B -q -pl app -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="app/target/test-classes:app/target/classes:$(cat app/target/test-classpath.txt)"

echo "machine: $(nproc) CPU(s), $(uptime)"
java -cp "$cp" io.bulkbench.app.bench.LabScaleBenchmark "app/target/lab-scale/$name" "$url" "$boards" "$nights"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
