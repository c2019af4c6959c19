package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.runFolder;
import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.site.SiteFolder;
import io.bulkbench.testing.FirmwareRepo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every other failure is one line: a full disk, a start time no program wrote, points
 * that moved no data, a limit of no time, a lab past its bounds, a label too long, a
 * device spec with space or a control character around it. Each ends in one line on
 * stderr saying what is wrong and how to fix it, a non-zero exit, no stack trace, no raw
 * control character on either stream (a value on standard output is shown, not obeyed),
 * and nothing made, changed or removed outside the command's own output.
 */
class HostileInputFailuresTest {

    /** Exit {@code code}, one line on stderr holding each of {@code expected}, no trace, plain text on both streams. */
    private static CliRun failed(CliRun run, int code, String... expected) {
        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(code);
        assertThat(run.errLines()).as(run.err()).hasSize(1);
        assertThat(run.err())
                .contains(expected)
                .doesNotContain("Exception")
                .doesNotContain("\tat ")
                .doesNotContain("BULKBENCH_DEBUG");
        return plain(run);
    }

    /** No raw control character on either stream: C0 but the line break, DEL, C1, U+2028 and U+2029. */
    static CliRun plain(CliRun run) {
        assertThat(controls(run.out())).as("stdout: " + run.out()).isEmpty();
        assertThat(controls(run.err())).as("stderr: " + run.err()).isEmpty();
        return run;
    }

    private static List<String> controls(String text) {
        return text.chars()
                .filter(c -> (c < 0x20 && c != '\n') || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029)
                .mapToObj(c -> String.format("U+%04X", c))
                .toList();
    }

    /** Every folder and file under {@code dir} but those under {@code left}, a file with its SHA-256. */
    private static Map<String, String> contents(Path dir, Path... left) throws Exception {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.toList()) {
                if (Stream.of(left).noneMatch(p::startsWith) && !p.toString().contains("/.git/")) {
                    all.put(
                            dir.relativize(p).toString(),
                            Files.isRegularFile(p) ? HostileInputDatabaseTest.sha256(p) : "folder");
                }
            }
        }
        return all;
    }

    /** The regular files under {@code dir}, each with its size. */
    private static Map<String, Long> files(Path dir) throws IOException {
        Map<String, Long> files = new TreeMap<>();
        if (Files.exists(dir)) {
            try (Stream<Path> paths = Files.walk(dir)) {
                for (Path p : paths.filter(Files::isRegularFile).toList()) {
                    files.put(dir.relativize(p).toString(), Files.size(p));
                }
            }
        }
        return files;
    }

    /** A command that writes {@code output}, on the small disk. */
    private record Writing(Path output, String... args) {}

    @Test
    void aFullDiskIsOneLineNamingTheFileAndLeavesNoHalfFileNorATemporaryOne(@TempDir Path dir) throws Exception {
        Path inputs = Files.createDirectories(dir.resolve("inputs"));
        Path run = SyntheticRunFolders.writeFolder(
                inputs.resolve("results/snowball/" + SyntheticRuns.runId(0)),
                SyntheticRuns.run("snowball", 0, new SplittableRandom(7)));
        String db = SiteCommandTest.lab(inputs, 2);
        Path tree = PatchCommandTest.kernel(inputs);
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("disk"))) {
            Path d = disk.dir();
            Path onDisk = SyntheticRunFolders.writeFolder(
                    d.resolve("run"), SyntheticRuns.run("snowball", 1, new SplittableRandom(8)));
            List<Writing> commands = List.of(
                    new Writing(
                            d.resolve("kcidb.json"),
                            "kcidb",
                            run.toString(),
                            "--origin",
                            "lab",
                            "--build-id",
                            "lab:1",
                            "--out",
                            d.resolve("kcidb.json").toString()),
                    new Writing(
                            d.resolve("predicted"),
                            "predict",
                            "--buffers",
                            "2,4",
                            "--sizes",
                            "16K,32K",
                            "--out",
                            d.resolve("predicted").toString()),
                    new Writing(
                            d.resolve("site"),
                            "site",
                            "--out",
                            d.resolve("site").toString(),
                            "--db",
                            db,
                            "--results",
                            inputs.resolve("results").toString()),
                    new Writing(
                            d.resolve("patches"),
                            "patch",
                            run.toString(),
                            "--tree",
                            tree.toString(),
                            "--defconfig",
                            PatchCommandTest.ARM64,
                            "--out",
                            d.resolve("patches").toString()),
                    new Writing(onDisk, "report", onDisk.toString()));
            // Full to the last page; then with a few pages free, so some files fit and a later one does not.
            for (long free : new long[] {0, 12 * 1024}) {
                for (Writing w : commands) {
                    disk.fillLeaving(free);
                    Map<String, String> elsewhere = contents(dir, w.output(), disk.filler());
                    Map<String, Long> before = files(w.output());

                    CliRun result = CliRun.of(w.args());

                    String what = free + " bytes free, " + w.args()[0];
                    if (free > 0 && result.exitCode() == 0) {
                        plain(result);
                    } else {
                        failed(result, 1, "cannot write " + w.output(), "its disk is full", "free space");
                    }
                    assertThat(contents(dir, w.output(), disk.filler()))
                            .as(what)
                            .isEqualTo(elsewhere);
                    Map<String, Long> after = files(w.output());
                    assertThat(after.keySet())
                            .as(what + ": no temporary file")
                            .noneMatch(f -> AtomicFile.isTemporary(Path.of(f)));
                    assertThat(after)
                            .as(what + ": no file cut short to nothing (the site's first, empty, list of files aside)")
                            .allSatisfy((f, size) -> assertThat(size > 0 || f.equals(SiteFolder.MANIFEST))
                                    .as(f)
                                    .isTrue());
                    if (free == 0) {
                        after.remove(SiteFolder.MANIFEST);
                        assertThat(after).as(what + ": nothing written").isEqualTo(before);
                    }
                }
            }
            if (Files.exists(d.resolve("kcidb.json"))) {
                new ObjectMapper().readTree(d.resolve("kcidb.json").toFile());
            }
        }
    }

    @Test
    void aStartTimeNoProgramWroteIsOneLineNamingTheRunAndTheColumn(@TempDir Path dir) throws Exception {
        Path lab = Files.createDirectories(dir.resolve("lab"));
        String db = SiteCommandTest.lab(lab, 2);
        String run = SyntheticRuns.runId(1);
        List<Object> garbage = List.of(
                "yesterday",
                "",
                "2026-02-30T02:15:00Z",
                "2026-01-02 02:15:00",
                "+10000-01-01T02:15:00Z",
                "1969-12-31T23:59:59Z",
                12345,
                "\u001b]0;pwned\u0007\u001b[31m" + "9".repeat(5000));
        for (Object value : garbage) {
            try (Connection c = DriverManager.getConnection(db);
                    PreparedStatement s = c.prepareStatement("UPDATE run SET started_at = ? WHERE run_id = ?"
                            + " AND board_id = (SELECT id FROM board WHERE name = 'alpha')")) {
                s.setObject(1, value);
                s.setString(2, run);
                assertThat(s.executeUpdate()).isEqualTo(1);
            }
            Path site = dir.resolve("site");
            Map<String, String> before = contents(dir, site);

            for (CliRun read : List.of(
                    CliRun.of("history", "--board", "alpha", "--db", db),
                    CliRun.of("site", "--out", site.toString(), "--db", db))) {
                failed(
                        read,
                        2,
                        "the results database's run " + run + " of board 'alpha' has started_at",
                        "not a UTC time from 1970 to 9999",
                        "correct it");
                assertThat(read.err().length()).as("a long value is cut").isLessThan(600);
            }
            assertThat(contents(dir, site)).as(String.valueOf(value)).isEqualTo(before);
            // The site reads a board's runs once its folder is marked as a site's: nothing else is in it.
            assertThat(files(site).keySet()).isSubsetOf(SiteFolder.MANIFEST);
        }
    }

    /** A run folder of twelve ok points of the null device, each {@code mbS}. */
    private static Path flat(Path dir, String name, double mbS) throws IOException {
        StringBuilder rows = new StringBuilder(PointsFiles.HEADER);
        for (int buffers : new int[] {1, 2, 4, 8}) {
            for (int size : new int[] {16384, 65536, 262144}) {
                rows.append(String.format(
                        Locale.ROOT,
                        "b,null,in,%d,%d,copy,ok,%s,0,%s,%s,2,0,,,measured%n",
                        buffers,
                        size,
                        mbS,
                        mbS,
                        mbS));
            }
        }
        Path run = Files.createDirectories(dir.resolve(name));
        Files.writeString(run.resolve(RunFolder.POINTS_CSV), rows);
        return run;
    }

    @Test
    void pointsThatMovedNoDataAreNoBoardToCalibrate(@TempDir Path dir) throws Exception {
        Path zero = flat(dir, "zero", 0);
        Path crawl = flat(dir, "crawl", 1e-9);
        Path slow = flat(dir, "slow", 0.04);
        Map<String, String> before = contents(dir);
        for (Path run : List.of(zero, crawl, slow)) {
            String[] said = {"the fastest ok point of null measured ", "calibrate a run whose points moved data"};
            failed(CliRun.of("calibrate", run.toString()), 2, said);
            failed(
                    CliRun.of(
                            "calibrate",
                            run.resolve(RunFolder.POINTS_CSV).toString(),
                            "--out",
                            dir.resolve("profile.yaml").toString()),
                    2,
                    said);
            failed(CliRun.of("explain", run.toString(), run.toString()), 2, said);
        }
        assertThat(contents(dir)).isEqualTo(before);
    }

    /** Sets the window title, rings the bell, colours the text, clears the screen (CSI in C1) and breaks the line. */
    private static final String HOSTILE = "\u001b]0;pwned\u0007\u001b[31mred\u009b2J\u2028x";

    @Test
    void aFolderNameOnStandardOutputIsShownNotObeyed(@TempDir Path dir) throws Exception {
        Path folder = flat(dir, "evil" + HOSTILE + "\nfirst bad commit: 0000", 0);
        CliRun explain = failed(CliRun.of("explain", folder.toString(), folder.toString()), 2, "moved data");
        assertThat(explain.out().lines())
                .singleElement()
                .asString()
                .startsWith("explain: calibrating BEFORE (")
                .contains("evil\\e]0;pwned\\x07\\e[31mred\\x9b2J\\u2028x\\nfirst bad commit: 0000");

        Path run = SyntheticRunFolders.writeFolder(
                dir.resolve("run"), SyntheticRuns.run("snowball", 0, new SplittableRandom(3)));
        Path out = folder.resolve("kcidb" + HOSTILE + "\n.json");
        String[] kcidb = {"kcidb", run.toString(), "--origin", "lab", "--build-id", "lab:1"};
        CliRun wrote = plain(CliRun.of(Stream.concat(Stream.of(kcidb), Stream.of("--out", out.toString()))
                .toArray(String[]::new)));
        assertThat(wrote.exitCode()).as(wrote.err()).isZero();
        assertThat(wrote.out().lines())
                .singleElement()
                .asString()
                .startsWith("wrote ")
                .endsWith("\\n.json");
        // The document itself has a writer of its own: standard output gets it exact, as the file.
        CliRun printed =
                CliRun.of(Stream.concat(Stream.of(kcidb), Stream.of("--print")).toArray(String[]::new));
        assertThat(printed.out()).isEqualTo(Files.readString(out));
    }

    @Test
    void aCommitSubjectInBisectsLinesIsShownNotObeyed(@TempDir Path dir) throws Exception {
        FirmwareRepo repo =
                FirmwareRepo.create(dir.resolve("fw"), dir.resolve("installed/board.yaml"), new int[] {15}, List.of());
        Path profile = repo.dir().resolve("board.yaml");
        String slow = Files.readString(profile).replace("per_request_us: 15", "per_request_us: 1000");
        // The commit that makes every request take far longer, under a hostile subject, then the bad end.
        Files.writeString(profile, slow);
        repo.git("commit", "-q", "-a", "-m", "queue" + HOSTILE);
        Files.writeString(profile, slow + "# tidied\n");
        repo.git("commit", "-q", "-a", "-m", "tidy");
        List<String> args =
                repo.bisect(repo.dir().toString(), repo.commit(0), "main", repo.buildCommand(), dir.resolve("bisect"));
        args.addAll(List.of("--forks", "0", "--warmup", "0", "--iterations", "2", "--time", "50ms"));

        CliRun bisect = plain(CliRun.of(args.toArray(String[]::new)));

        BisectLateness.excuseOnlyThat(bisect.exitCode(), bisect.err());
        assertThat(bisect.exitCode()).as(bisect.out() + bisect.err()).isZero();
        String shown = "\\e]0;pwned\\x07\\e[31mred\\x9b2J\\u2028x";
        assertThat(bisect.out().lines())
                .anySatisfy(l ->
                        assertThat(l).startsWith("bisect: commit 1 of about").endsWith("queue" + shown))
                .anySatisfy(l -> assertThat(l).startsWith("first bad commit: ").endsWith("queue" + shown));
    }

    @Test
    void aLimitOfNoTimeIsRefusedWhereDurationsAreRead(@TempDir Path dir) throws Exception {
        Path run = runFolder(dir, "run");
        Path zero = Files.writeString(dir.resolve("zero.yaml"), "board: b\ndevice: null\npoint_timeout: 0s\n");
        Path config = Files.writeString(dir.resolve("board.yaml"), "board: b\ndevice: null\n");
        Map<String, String> before = contents(dir);
        String out = dir.resolve("out").toString();
        for (String none : List.of("0s", "0ms", "000s", "0m", "0h")) {
            String said = "'" + none + "' is no time at all";
            failed(CliRun.of(sweep("--point-timeout", none, "--out", out)), 2, "--point-timeout " + said);
            failed(CliRun.of(sweep("--lock-timeout", none, "--out", out)), 2, "--lock-timeout " + said);
            failed(CliRun.of(sweep("--time", none, "--out", out)), 2, "--time " + said);
            failed(CliRun.of("lava", run.toString(), "--helper-timeout", none), 2, "--helper-timeout " + said);
        }
        failed(CliRun.of("sweep", "--config", zero.toString(), "--out", out), 2, "'0s' is no time at all");
        // Refused before nightly makes its results folder, as every flag is.
        failed(
                CliRun.of("nightly", "--config", config.toString(), "--results", out, "--lock-timeout", "forever"),
                2,
                "--lock-timeout 'forever'");
        assertThat(contents(dir)).isEqualTo(before);
    }

    @Test
    void aSyntheticLabPastItsBoundsIsRefusedSayingTheBound(@TempDir Path dir) throws Exception {
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");
        Map<List<String>, String> cases = Map.of(
                List.of("--first-board", "2147483647", "--boards", "1", "--nights", "2"),
                "--first-board 2147483647 with --boards 1 goes past board-9999",
                List.of("--first-board", "9999", "--boards", "2", "--nights", "2"),
                "give a first board from 0 to 9998",
                List.of("--boards", "2147483647", "--nights", "2"),
                "--boards 2147483647 is not from 1 to 10000",
                List.of("--boards", "10001", "--nights", "2"),
                "--boards 10001 is not from 1 to 10000",
                List.of("--boards", "1", "--nights", "100000"),
                "--nights 100000 is not from 2 to 3660",
                List.of("--boards", "1", "--nights", "-2"),
                "--nights -2 is not from 2 to 3660",
                List.of("--boards", "99999999999", "--nights", "2"),
                "'99999999999'");
        cases.forEach((flags, said) -> {
            List<String> args = new ArrayList<>(List.of("synthetic-lab", "--db", db));
            args.addAll(flags);
            failed(CliRun.of(args.toArray(String[]::new)), 2, said);
        });
        assertThat(tree(dir)).containsExactly("");
    }

    @Test
    void aLabelTooLongIsRefusedBeforeAnyFolderIsMade(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(dir.resolve("board.yaml"), "board: b\ndevice: null\n");
        String out = dir.resolve("run").toString();
        String results = dir.resolve("results").toString();
        for (String label : List.of("6.12-rc1-" + "x".repeat(300), "a\n".repeat(150), "é".repeat(201))) {
            failed(CliRun.of(sweep("--label", label, "--out", out)), 2, "--label '", "keep it to 200");
            failed(
                    CliRun.of("nightly", "--config", config.toString(), "--results", results, "--label", label),
                    2,
                    "--label '",
                    "keep it to 200");
        }
        assertThat(tree(dir)).containsExactly("", "board.yaml");

        CliRun taken = CliRun.of(sweep("--label", "x".repeat(200), "--out", out));
        assertThat(taken.exitCode()).as(taken.out() + taken.err()).isZero();
        assertThat(Path.of(out).resolve(RunFolder.RUN_CSV)).content().contains("x".repeat(200));
    }

    @Test
    void aDeviceSpecIsReadTheSameWithSpaceAroundItAndRefusedWithAControlCharacter(@TempDir Path dir) throws Exception {
        List<String> grid = List.of("predict", "--buffers", "2", "--sizes", "16K", "--device");
        List<String> spellings = List.of(" sim:snowball-msc", "sim:snowball-msc ", "  sim: snowball-msc");
        for (int i = 0; i < spellings.size(); i++) {
            String spaced = spellings.get(i);
            Path plainRun = dir.resolve("plain-" + i);
            Path spacedRun = dir.resolve("spaced-" + i);
            List<String> plainArgs = new ArrayList<>(grid);
            plainArgs.addAll(List.of("sim:snowball-msc", "--out", plainRun.toString()));
            List<String> spacedArgs = new ArrayList<>(grid);
            spacedArgs.addAll(List.of(spaced, "--out", spacedRun.toString()));
            assertThat(CliRun.of(plainArgs.toArray(String[]::new)).exitCode()).isZero();
            assertThat(CliRun.of(spacedArgs.toArray(String[]::new)).exitCode()).isZero();
            assertThat(spacedRun.resolve(RunFolder.POINTS_CSV))
                    .hasSameTextualContentAs(plainRun.resolve(RunFolder.POINTS_CSV));

            // With a fault the spaced spec is the simulator too: the plan check speaks, as for the plain one.
            String out = dir.resolve("crash").toString();
            CliRun withSpace = failed(
                    CliRun.of(sweep("--device", spaced, "--fault", "crash_after_requests=5", "--out", out)),
                    2,
                    "use --forks 1");
            CliRun without =
                    CliRun.of(sweep("--device", "sim:snowball-msc", "--fault", "crash_after_requests=5", "--out", out));
            assertThat(withSpace.err()).isEqualTo(without.err());
        }
        failed(
                CliRun.of("predict", "--device", " usb: 1234:5678 , if=1 "),
                2,
                "--device 'usb:1234:5678,if=1' is not a simulator");
        Map<String, String> before = contents(dir);
        for (String spec : List.of(
                "\u001bsim:snowball-msc",
                "sim:snowball-msc\u0007",
                "\tsim:snowball-msc",
                "sim:snowball-msc,\u2028stall_probability=0.1",
                "null\u009b")) {
            failed(
                    CliRun.of(
                            "predict",
                            "--device",
                            spec,
                            "--out",
                            dir.resolve("p").toString()),
                    2,
                    "control character");
            failed(CliRun.of(sweep("--device", spec, "--out", dir.resolve("s").toString())), 2, "control character");
        }
        assertThat(contents(dir)).isEqualTo(before);
    }
}
