#!/usr/bin/env bash
# What held defaults cost a lab of synthetic-lab's boards (board-0000 ... in URL, written
# first with `./bulkbench synthetic-lab --db URL --boards N --nights 365 --seed 1`): a board
# config per board naming a defconfig of its own, and a kernel tree (a git repository) whose
# defconfigs ship 2 where the synthetic nights hold 16, so every board's default is
# contradicted. Then, each a command in a JVM of its own as cron runs it, timed whole:
# the site's first build into an empty folder with --tree (the defaults page included), a
# rebuild with nothing new, and patch --all (a patch per board, as one series). Targets at
# 1,000 boards x 365 nights on PostgreSQL: first build <= 5 min, nothing new <= 2 s,
# patch --all <= 60 s.
#
#   scripts/held-defaults-benchmark.sh 'jdbc:postgresql://127.0.0.1/lab?user=lab' 1000 DIR
#
# DIR (made if missing) holds the configs, the tree, the site and the patches. This is a
# measurement, not a test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
url="$1" boards="$2" dir="$3"
mkdir -p "$dir/boards" "$dir/linux/arch/arm64/configs" "$dir/linux/drivers/usb/gadget"
if [ ! -d "$dir/linux/.git" ]; then
  git -C "$dir/linux" init -q -b master
  git -C "$dir/linux" config user.name "Lab Maintainer"
  git -C "$dir/linux" config user.email lab@example.org
  for i in $(seq 0 $((boards - 1))); do
    b=$(printf 'board-%04d' "$i")
    printf 'CONFIG_USB_GADGET=y\nCONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=2\n' > "$dir/linux/arch/arm64/configs/${b}_defconfig"
    printf 'board: %s\ndefconfig: arch/arm64/configs/%s_defconfig\n' "$b" "$b" > "$dir/boards/$b.yaml"
  done
  printf 'config USB_GADGET_STORAGE_NUM_BUFFERS\n\tint "buffers"\n\tdefault 2\n' > "$dir/linux/drivers/usb/gadget/Kconfig"
  git -C "$dir/linux" add -A
  git -C "$dir/linux" commit -q -m "Linux 6.12"
fi

timed() {
  local what="$1"; shift
  local start end
  echo "load before $what: $(cut -d' ' -f1-3 /proc/loadavg)"
  start=$(date +%s.%N)
  "$@" > "$dir/$what.out" 2> "$dir/$what.err" || echo "$what: exit $?"
  end=$(date +%s.%N)
  printf '%s: %.2f s; %s\n' "$what" "$(echo "$end - $start" | bc)" "$(tail -n 1 "$dir/$what.out")"
}

rm -rf "$dir/site" "$dir/patches"
timed site-first-build "$root/bulkbench" site --out "$dir/site" --db "$url" --tree "$dir/linux" --configs "$dir/boards"
timed site-nothing-new "$root/bulkbench" site --out "$dir/site" --db "$url" --tree "$dir/linux" --configs "$dir/boards"
timed patch-all "$root/bulkbench" patch --all --db "$url" --tree "$dir/linux" --configs "$dir/boards" --out "$dir/patches"
echo "patches: $(find "$dir/patches" -name '*.patch' | wc -l) files"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
