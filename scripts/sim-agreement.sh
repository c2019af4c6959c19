#!/usr/bin/env bash
# Does the JMH throughput harness on the real-time simulator measure what the simulator
# predicts in virtual time? Runs PipelineThroughput over the quick grid (buffers
# 2,4,8,16,32,64 x 16K..256K x copy/no-copy) of sim:snowball-msc (IN) and
# sim:fastboot-ssp (OUT) and prints every point's deviation and the largest one.
# Exit code 0 when every point is within 0.5 %.
#
#   scripts/sim-agreement.sh                       # both profiles, about 10 minutes
#   scripts/sim-agreement.sh all                   # all eight built-in profiles, about 45 minutes
#   scripts/sim-agreement.sh sim:fastboot-ssp OUT  # one profile
#   WARMUP_MS=500 MEASURE_MS=1000 ITERATIONS=3 scripts/sim-agreement.sh   # the defaults
#   WARMUP_MS=500 MEASURE_MS=250 ITERATIONS=16 scripts/sim-agreement.sh   # a quick sweep's iterations
#   JAVA_OPTS=-Djmh.ignoreLock=true scripts/sim-agreement.sh
#   FIFO=1 scripts/sim-agreement.sh                # run under SCHED_FIFO (chrt -f 10; root or CAP_SYS_NICE)
#
# The simulator paces itself in real time: the harness thread spins through every
# modelled host turnaround, so on a loaded machine (load above the CPU count) the host
# is late for reasons outside the model (another process holds the CPU while a 16 KiB
# request of 25 us should be resubmitted) and points read low. Run it on a quiet
# machine, or with FIFO=1 on a shared one so other processes cannot preempt the run.
# Each point also prints its late share (the share of its time the bus sat idle because
# the host was behind the model: the harness's lateMicros counter), whether it read
# within the bound that share sets, and the deviation of its clean iterations alone
# (those that lost < 0.5 %), which separates the machine's interference from the model's.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/benchmarks/target/benchmarks.jar"
buffers="${BUFFERS:-2,4,8,16,32,64}"
sizes="${SIZES:-16384,32768,65536,131072,262144}"
modes="${MODES:-COPY,NO_COPY}"

if [ ! -f "$jar" ]; then
  echo "sim-agreement: building $jar (mvn package)..." >&2
  (cd "$root" && mvn -B -q -pl benchmarks -am package -DskipTests)
fi

run() {
  echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) CPUs)"
  local prefix=()
  if [ "${FIFO:-0}" = 1 ]; then
    prefix=(chrt -f 10)
    echo "scheduling: SCHED_FIFO priority 10 (chrt -f 10)"
  fi
  # shellcheck disable=SC2086
  "${prefix[@]}" java ${JAVA_OPTS:-} -cp "$jar" io.bulkbench.benchmarks.experiment.SimulatorAgreement "$1" "$2" "$buffers" "$sizes" \
      "$modes" "${WARMUP_MS:-500}" "${MEASURE_MS:-1000}" "${ITERATIONS:-3}"
  local rc=$?
  echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
  return $rc
}

status=0
if [ $# -ge 2 ]; then
  run "$1" "$2" || status=1
elif [ "${1:-}" = all ]; then
  # each profile in the direction its calibration describes
  for profile in snowball-msc:IN fastboot-ssp:OUT usrp-netbsd-ugen:IN fastboot-ss:OUT \
      usrp-linux-fusb:IN hs:IN ss:IN ssp:IN; do
    run "sim:${profile%%:*}" "${profile##*:}" || status=1
  done
else
  run sim:snowball-msc IN || status=1
  run sim:fastboot-ssp OUT || status=1
fi
exit $status
