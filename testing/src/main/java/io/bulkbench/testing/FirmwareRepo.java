package io.bulkbench.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A firmware repository made with git for a test: every commit changes the board's
 * simulator profile ({@code board.yaml}, the built-in {@code hs} profile with another
 * per-request cost), and a commit may be marked untestable (a file {@code untestable} in
 * its tree). Its build command copies the commit's profile to the file a
 * {@code sim:FILE.yaml} device reads, or exits 125 where the commit is untestable.
 */
public final class FirmwareRepo {
    /** The hs profile's per-request cost: with 16 KiB requests at 42 MB/s a request holds the bus 405 us. */
    public static final int BASE_PER_REQUEST_US = 15;

    private final TestGitRepo git;
    private final Path installed;

    private FirmwareRepo(TestGitRepo git, Path installed) {
        this.git = git;
        this.installed = installed;
    }

    /**
     * A repository at {@code dir} with one commit per entry of {@code perRequestUs} (the
     * first is the good end), the commits at {@code untestable} indices marked so; the
     * installed profile starts as the first commit's.
     */
    public static FirmwareRepo create(Path dir, Path installed, int[] perRequestUs, List<Integer> untestable)
            throws IOException, InterruptedException {
        FirmwareRepo repo = new FirmwareRepo(TestGitRepo.init(dir), installed);
        for (int i = 0; i < perRequestUs.length; i++) {
            Files.writeString(dir.resolve("board.yaml"), profile(perRequestUs[i], i));
            Path marker = dir.resolve("untestable");
            if (untestable.contains(i)) {
                Files.writeString(marker, "this commit does not build\n");
            } else {
                Files.deleteIfExists(marker);
            }
            repo.git.commitAll("step " + i + ": per-request cost " + perRequestUs[i] + " us");
        }
        Files.createDirectories(installed.getParent());
        Files.writeString(installed, profile(perRequestUs[0], 0));
        return repo;
    }

    /** The hs profile with another per-request cost, and a comment that makes each commit's file its own. */
    static String profile(int perRequestUs, int step) throws IOException {
        String hs;
        try (InputStream in = FirmwareRepo.class.getResourceAsStream("/io/bulkbench/profiles/hs.yaml")) {
            hs = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String line = "per_request_us: " + BASE_PER_REQUEST_US;
        if (!hs.contains(line)) {
            throw new IllegalStateException("the hs profile no longer has '" + line + "'");
        }
        return "# step " + step + "\n" + hs.replace(line, "per_request_us: " + perRequestUs);
    }

    /** The build command: skip an untestable commit, else install its profile. */
    public String buildCommand() {
        return "if [ -e untestable ]; then exit 125; fi; cp board.yaml '" + installed + "'";
    }

    /** The device that reads the installed profile. */
    public String device() {
        return "sim:" + installed;
    }

    /**
     * A bisect's command line over this repository's point (in, 32 buffers of 16 KiB,
     * copy) on its device, into {@code out}; {@code repoDir} may name another folder.
     */
    public List<String> bisect(String repoDir, String good, String bad, String build, Path out) {
        return new ArrayList<>(List.of(
                "bisect",
                "--repo",
                repoDir,
                "--good",
                good,
                "--bad",
                bad,
                "--build",
                build,
                "--device",
                device(),
                "--buffers",
                "32",
                "--sizes",
                "16K",
                "--modes",
                "copy",
                "--out",
                out.toString()));
    }

    public Path dir() {
        return git.dir();
    }

    public String commit(int index) {
        return git.commit(index);
    }

    /** What a bisect must leave as it was: HEAD, the status, and every file's hash in the working tree. */
    public String checkoutState() throws IOException, InterruptedException {
        return git.checkoutState();
    }

    /** Runs git in the repository with a fixed author; returns its output. */
    public String git(String... args) throws IOException, InterruptedException {
        return git.git(args);
    }
}
