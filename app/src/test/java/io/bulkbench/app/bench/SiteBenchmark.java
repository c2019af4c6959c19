package io.bulkbench.app.bench;

import io.bulkbench.app.cli.BulkbenchCommand;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How long {@code bulkbench site} takes for a lab of 10 boards x 365 nights x 60 points
 * on SQLite: the first build into an empty folder, a rebuild with nothing new, and a
 * rebuild after one more night of one board. Targets: under 30 s, and under 5 s for the
 * rebuild with one new night. The command runs in this JVM (after the first build, its
 * code is compiled), or with {@code cold} as the second argument in a JVM of its own
 * for each build, as cron starts it. The database is made once (3,650
 * runs recorded one transaction each) and kept in {@code target/site-bench/} for the
 * next run; each run of the benchmark adds one more night to {@code board-00}. Board {@code board-03} drops 8 % from night 300 on, so the site has
 * regressions to show and to put in its feed.
 *
 * <p>How to run: {@code scripts/site-benchmark.sh}. This is a measurement, not a test.
 */
public final class SiteBenchmark {
    static final int BOARDS = 10;
    static final int NIGHTS = 365;
    static final List<Integer> SIX_SIZES = List.of(16384, 32768, 65536, 131072, 196608, 262144);

    private SiteBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/site-bench");
        Files.createDirectories(dir);
        Path dbFile = dir.resolve("lab.db");
        DatabaseLocation db = DatabaseLocation.sqlite(dbFile);
        if (!Files.exists(dir.resolve("lab.complete"))) {
            Files.deleteIfExists(dbFile);
            long start = System.nanoTime();
            try (ResultsDatabase database = ResultsDatabase.open(db)) {
                RunStore store = new RunStore(database);
                for (int b = 0; b < BOARDS; b++) {
                    SplittableRandom random = new SplittableRandom(365L + b);
                    for (int night = 0; night < NIGHTS; night++) {
                        store.record(night(b, night, random));
                    }
                }
            }
            Files.writeString(dir.resolve("lab.complete"), "");
            System.out.printf(
                    Locale.ROOT,
                    "made the database: %d boards x %d nights x 60 points in %.0f s%n",
                    BOARDS,
                    NIGHTS,
                    (System.nanoTime() - start) / 1e9);
        }
        boolean cold = args.length > 1 && args[1].equals("cold");
        Path site = dir.resolve(cold ? "site-cold" : "site");
        deleteTree(site);
        time("first build (empty folder)", db, site, cold);
        time("rebuild, nothing new", db, site, cold);
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            int night = NIGHTS;
            while (store.has(board(0), SyntheticRuns.runId(night))) {
                night++;
            }
            store.record(night(0, night, new SplittableRandom(night)));
        }
        time("rebuild, one new night of one board", db, site, cold);
    }

    private static io.bulkbench.history.RunRecord night(int board, int night, SplittableRandom random) {
        double level = board == 3 && night >= 300 ? 0.92 : 1.0;
        return SyntheticRuns.run(board(board), night, SyntheticRuns.PLAN, SIX_SIZES, random, level);
    }

    private static String board(int index) {
        return String.format(Locale.ROOT, "board-%02d", index);
    }

    /** Times one build: in this JVM, or ({@code cold}) as a command in a JVM of its own, as cron starts it. */
    private static void time(String what, DatabaseLocation db, Path site, boolean cold) throws Exception {
        String[] args = {
            "site",
            "--out",
            site.toString(),
            "--db",
            db.url(),
            "--results",
            site.resolve("none").toString()
        };
        long start = System.nanoTime();
        String said;
        int code;
        if (cold) {
            List<String> command = new ArrayList<>(
                    List.of(ProcessHandle.current().info().command().orElse("java")));
            // The options ./bulkbench passes on, so a setting can be timed as the launcher runs it.
            String options =
                    System.getenv().getOrDefault("BULKBENCH_JAVA_OPTS", "").strip();
            if (!options.isEmpty()) {
                command.addAll(List.of(options.split("\\s+")));
            }
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), BulkbenchCommand.class.getName()));
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            code = p.waitFor();
        } else {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            code = BulkbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
            said = out + err.toString();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                Locale.ROOT,
                "%-40s %6.2f s  exit %d  %s%n",
                what + (cold ? " (own JVM)" : ""),
                seconds,
                code,
                said.strip());
    }

    private static void deleteTree(Path dir) throws java.io.IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        }
    }
}
