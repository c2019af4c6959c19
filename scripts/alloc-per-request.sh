#!/usr/bin/env bash
# What the throughput harness allocates per request, separated from what JMH allocates
# per iteration. `-prof gc` reports gc.alloc.rate.norm: every byte any thread of the fork
# allocated during an iteration, divided by the iteration's requests. JMH's own work at
# each iteration's end (results, their trip to the host VM) lands in that sum, and on a
# slow point (few requests per iteration) it dominates. Running the same point with
# iterations of several lengths and fitting
#
#     bytes per iteration = per_iteration + per_request x requests per iteration
#
# by least squares separates the two: per_request is the harness's steady-state
# allocation, the figure the "nothing per operation" target is about.
#
#   scripts/alloc-per-request.sh                          # sim:fastboot-ssp, 256 KiB, COPY, IN
#   DEVICE=null SIZE=16384 MODE=NO_COPY scripts/alloc-per-request.sh
#   TIMES="1 2 4 8" ITERATIONS=3 scripts/alloc-per-request.sh
#   JAVA_OPTS=-Djmh.ignoreLock=true scripts/alloc-per-request.sh   # when another JMH run holds the lock
#
# This is a measurement, not a test; the fit needs at least two iteration lengths.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/benchmarks/target/benchmarks.jar"
device="${DEVICE:-sim:fastboot-ssp}"
size="${SIZE:-262144}"
mode="${MODE:-COPY}"
direction="${DIRECTION:-IN}"
buffers="${BUFFERS:-8}"
times="${TIMES:-1 2 4 8}"
iterations="${ITERATIONS:-3}"

if [ "$(wc -w <<<"$times")" -lt 2 ]; then
  echo "alloc-per-request: TIMES='$times' holds fewer than two iteration lengths; give e.g. TIMES=\"1 4\"" >&2
  exit 2
fi
if [ ! -f "$jar" ]; then
  echo "alloc-per-request: building $jar (mvn package)..." >&2
  (cd "$root" && mvn -B -q -pl benchmarks -am package -DskipTests)
fi

# One point at one iteration length: "seconds requests_per_second bytes_per_request".
measure() {
  local seconds="$1" csv
  csv="$(mktemp "${TMPDIR:-/tmp}/alloc-per-request.XXXXXX.csv")"
  # shellcheck disable=SC2086
  java ${JAVA_OPTS:-} -jar "$jar" 'PipelineThroughput.transfer$' -p device="$device" -p buffers="$buffers" \
      -p requestSize="$size" -p copyMode="$mode" -p direction="$direction" -p verify=NONE \
      -f 1 -wi 1 -w "${seconds}s" -i "$iterations" -r "${seconds}s" -prof gc -rf csv -rff "$csv" >/dev/null
  awk -F',' -v s="$seconds" '
    $1 == "\"io.bulkbench.benchmarks.jmh.PipelineThroughput.transfer\"" { ops = $5 }
    $1 == "\"io.bulkbench.benchmarks.jmh.PipelineThroughput.transfer:gc.alloc.rate.norm\"" { norm = $5 }
    END { printf "%s %s %s\n", s, ops, norm }' "$csv"
  rm -f "$csv"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)  ($device, $size bytes, $mode, $direction, $buffers buffers)"
printf '%10s %16s %12s %18s\n' iteration_s requests_per_s B_per_request B_per_iteration
rows=""
for seconds in $times; do
  read -r s ops norm <<<"$(measure "$seconds")"
  printf '%10s %16.1f %12.4f %18.0f\n' "$s" "$ops" "$norm" "$(awk -v o="$ops" -v n="$norm" -v s="$s" 'BEGIN {print o * n * s}')"
  rows="$rows$s $ops $norm"$'\n'
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
awk '
  NF == 3 { x = $2 * $1; y = $2 * $3 * $1; n++; sx += x; sy += y; sxx += x * x; sxy += x * y }
  END {
    slope = (n * sxy - sx * sy) / (n * sxx - sx * sx)
    intercept = (sy - slope * sx) / n
    printf "fit: %.3f B per request + %.0f B per iteration (%s)\n", slope, intercept,
           (slope < 1 ? "per-request allocation under 1 B: target met" : "per-request allocation of 1 B or more: target missed")
  }' <<<"$rows"
