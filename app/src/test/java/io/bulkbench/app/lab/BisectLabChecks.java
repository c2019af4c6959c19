package io.bulkbench.app.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.app.lab.SweepLabChecks.Cli;
import io.bulkbench.testing.TestGitRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code bulkbench bisect} on the lab's real USB stack, the way a board lab runs it: a
 * firmware repository made with git in the shared folder (the host's root is read-only
 * in the guest), whose build step flashes the commit's setting into the board (the
 * source/sink function's bulk buffer length, through configfs) and waits for the host to
 * enumerate it again. The commit after the good end shrinks the buffers from 64 KiB to
 * 1000 bytes, no whole number of 512-byte packets, so every request the gadget sends ends
 * in a short packet that completes the host's 64 KiB request with 1000 bytes; the commits
 * after it change only the notes. Bisect tests one of those first, then the culprit, and
 * must name the culprit and leave the repository's own checkout as it was.
 *
 * <p>Why so large a step: under TCG one measurement of the same board varies by a factor
 * of ten (4 to 167 MB/s at 64 KiB in one run), and 512-byte buffers, which cost the gadget
 * only more requests for the same bytes, moved the median by about 27 % inside that noise:
 * the ends took 31 measurements each to tell apart. For the same reason no commit here has
 * to be found good, which at five measurements a side takes every pair within 3 %.
 */
final class BisectLabChecks {
    /** The good end's buffer length, and the one of the commit that made the board slower. */
    private static final int FAST_BUFLEN = 64 * 1024;

    private static final int SLOW_BUFLEN = 1000;

    /** The index of the commit that shrinks the buffers; the good end is 0, the bad end the last. */
    private static final int CULPRIT = 1;

    /** The good end, the culprit and three commits of notes: bisect tests the middle one first. */
    private static final int COMMITS = 5;

    /**
     * The commit's build step: flashes {@code buflen} into the board and waits up to 30 s
     * for the host to enumerate it with its usbfs node (exit 0), as a board lab's flashing
     * script would. The kernel takes the attribute only while the function is in no
     * configuration, hence the unplug, unlink, write, link and plug.
     */
    private static final String FLASH = """
            #!/bin/sh
            set -e
            g="$LAB_GADGET"
            f="$g/functions/SourceSink.0"
            udc="$(ls /sys/class/udc | head -n 1)"
            [ -z "$(cat "$g/UDC")" ] || echo > "$g/UDC"
            rm -f "$g/configs/c.1/SourceSink.0"
            cat buflen > "$f/bulk_buflen"
            ln -s "$f" "$g/configs/c.1/"
            echo "$udc" > "$g/UDC"
            for i in $(seq 1 300); do
              for d in /sys/bus/usb/devices/*; do
                [ "$(cat "$d/idVendor" 2>/dev/null):$(cat "$d/idProduct" 2>/dev/null)" = 0525:a4a0 ] || continue
                node="$(printf '/dev/bus/usb/%03d/%03d' "$(cat "$d/busnum")" "$(cat "$d/devnum")")"
                [ -e "$node" ] && { echo "flashed buflen $(cat buflen): $node"; exit 0; }
              done
              sleep 0.1
            done
            echo "the board did not come back within 30 s" >&2
            exit 1
            """;

    private BisectLabChecks() {}

    static String findsTheBuflenCommit(Path dir) throws Exception {
        int original = LabGadget.bulkBuflen();
        long started = System.nanoTime();
        try {
            TestGitRepo repo = firmware(dir.resolve("firmware"));
            String before = repo.checkoutState();
            // A clean checkout on the bad end, so an unchanged state is an empty status and the same HEAD.
            assertThat(before).startsWith("HEAD " + repo.commit(COMMITS - 1) + "\nstatus worktrees ");
            Path out = dir.resolve("bisect-run");

            Cli cli = Cli.run(
                    "bisect",
                    "--repo",
                    repo.dir().toString(),
                    "--good",
                    repo.commit(0),
                    "--bad",
                    "main",
                    "--build",
                    "sh flash.sh",
                    "--device",
                    UsbLabChecks.SPEC,
                    "--buffers",
                    "4",
                    "--sizes",
                    "64K",
                    "--modes",
                    "no-copy",
                    "--forks",
                    "0",
                    "--warmup",
                    "1",
                    "--iterations",
                    "2",
                    "--time",
                    "300ms",
                    "--out",
                    out.toString());

            System.out.print(cli.out());
            assertThat(cli.exitCode()).as(cli.out() + cli.err()).isZero();
            List<String> lines = cli.out().strip().lines().toList();
            assertThat(lines.get(lines.size() - 1))
                    .as(cli.out())
                    .isEqualTo("first bad commit: " + repo.commit(CULPRIT) + " " + subject(CULPRIT));
            assertThat(repo.checkoutState()).isEqualTo(before);
            assertThat(out.resolve("worktree")).doesNotExist();
            return String.format(
                    "%s; %s; named %s, checkout untouched; %.0f s in the guest",
                    lines.stream()
                            .filter(l -> l.startsWith("bisect: the ends:"))
                            .findFirst()
                            .orElse(""),
                    lines.stream().filter(l -> l.matches("bisect: \\S+ is .*")).toList(),
                    repo.commit(CULPRIT).substring(0, 12),
                    (System.nanoTime() - started) / 1e9);
        } finally {
            if (LabGadget.bulkBuflen() != original
                    || LabGadget.node(UsbLabChecks.VENDOR, UsbLabChecks.PRODUCT).isEmpty()) {
                LabGadget.bulkBuflen(original);
            }
            LabGadget.bind();
            assertThat(LabGadget.await(UsbLabChecks.VENDOR, UsbLabChecks.PRODUCT, true, 30))
                    .as("the board back with its own buffer length")
                    .isTrue();
        }
    }

    /** Good end 64 KiB, the culprit's 1000 bytes, then three commits of notes (the last is the bad end). */
    private static TestGitRepo firmware(Path dir) throws Exception {
        TestGitRepo repo = TestGitRepo.init(dir);
        Files.writeString(dir.resolve("flash.sh"), FLASH);
        for (int i = 0; i < COMMITS; i++) {
            Files.writeString(dir.resolve("buflen"), (i < CULPRIT ? FAST_BUFLEN : SLOW_BUFLEN) + "\n");
            Files.writeString(dir.resolve("NOTES"), "release notes, step " + i + "\n");
            repo.commitAll(subject(i));
        }
        return repo;
    }

    private static String subject(int step) {
        return switch (step) {
            case 0 -> "step 0: bulk buffers of " + FAST_BUFLEN / 1024 + " KiB";
            case CULPRIT -> "step " + step + ": bulk buffers of " + SLOW_BUFLEN + " bytes, to save memory";
            default -> "step " + step + ": release notes";
        };
    }
}
