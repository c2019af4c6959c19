#!/usr/bin/env bash
# The harness's own ceiling next to fio's: requests per second of the JMH throughput
# harness on the null device (depth 8, 16 KiB, NO_COPY, IN) and of
# `fio --ioengine=null --iodepth=8 --bs=16k`, run alternately on this machine, and the
# ratio. The harness should complete at least as many requests per second as fio does.
#
#   scripts/harness-vs-fio.sh            # 3 rounds of 10 s each side
#   ROUNDS=5 SECONDS_EACH=5 scripts/harness-vs-fio.sh
#   JAVA_OPTS=-Djmh.ignoreLock=true scripts/harness-vs-fio.sh   # when another JMH run holds the lock
#
# This is a measurement, not a test: run it on a quiet machine and read the load it prints.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/benchmarks/target/benchmarks.jar"
rounds="${ROUNDS:-3}"
seconds="${SECONDS_EACH:-10}"

if ! command -v fio >/dev/null 2>&1; then
  echo "harness-vs-fio: fio is not installed, so there is nothing to compare with;" \
       "install it (Debian/Ubuntu: apt-get install fio) and run again" >&2
  exit 3
fi
if [ ! -f "$jar" ]; then
  echo "harness-vs-fio: building $jar (mvn package)..." >&2
  (cd "$root" && mvn -B -q -pl benchmarks -am package -DskipTests)
fi

fio_iops() {
  # Terse format v3: field 8 is the read IOPS.
  fio --name=null-ceiling --ioengine=null --iodepth=8 --bs=16k --rw=read --size=1T \
      --time_based --runtime="$seconds" --output-format=terse --terse-version=3 | awk -F';' '{print $8}'
}

jmh_ops() {
  local csv
  csv="$(mktemp "${TMPDIR:-/tmp}/harness-vs-fio.XXXXXX.csv")"
  # shellcheck disable=SC2086
  java ${JAVA_OPTS:-} -jar "$jar" 'PipelineThroughput.transfer$' -p device=null -p buffers=8 \
      -p requestSize=16384 -p copyMode=NO_COPY -p direction=IN -p verify=NONE \
      -f 1 -wi 2 -w 1s -i "$seconds" -r 1s -rf csv -rff "$csv" >/dev/null
  awk -F',' '$1 == "\"io.bulkbench.benchmarks.jmh.PipelineThroughput.transfer\"" {print $5}' "$csv"
  rm -f "$csv"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)  ($(nproc) CPUs, $(fio --version))"
printf '%5s %16s %16s %8s\n' round fio_iops harness_ops_s ratio
fio_sum=0
jmh_sum=0
for round in $(seq 1 "$rounds"); do
  f="$(fio_iops)"
  j="$(jmh_ops)"
  fio_sum="$(awk -v a="$fio_sum" -v b="$f" 'BEGIN {printf "%.3f", a + b}')"
  jmh_sum="$(awk -v a="$jmh_sum" -v b="$j" 'BEGIN {printf "%.3f", a + b}')"
  printf '%5d %16.0f %16.0f %8.2f\n' "$round" "$f" "$j" "$(awk -v a="$j" -v b="$f" 'BEGIN {print a / b}')"
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v j="$jmh_sum" -v f="$fio_sum" -v n="$rounds" 'BEGIN {
  printf "mean: fio %.0f IOPS, harness %.0f requests/s, harness/fio = %.2f (%s)\n",
         f / n, j / n, j / f, (j >= f ? "harness at least as fast: target met" : "harness slower than fio: target missed") }'
