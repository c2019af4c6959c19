package io.bulkbench.app.bench;

import io.bulkbench.app.cli.BulkbenchCommand;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticLab;
import io.bulkbench.history.SyntheticRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What a lab's size costs: a lab of BOARDS x NIGHTS x 60 points written by {@code
 * synthetic-lab} into the database given (SQLite or PostgreSQL), then, each in a JVM of its
 * own as cron starts it, with a 512 MB heap: the site's first build into an empty folder
 * (it computes and stores every board's summary), a rebuild with nothing new, the
 * recording of one 60-point night of one board (in this JVM, its summary refresh
 * included; then another board's night, timed warm), the rebuild after it, a {@code site --full}, and {@code history --board};
 * the site's size on disk after its first build; and one night recorded in a JVM of its own
 * (cold, as a nightly job records) at a board of {@value #YOUNG} nights (written beside the lab)
 * and at one of the lab's, so a recording's cost against the history's length is read in one run.
 * Each line says the seconds, the exit code, what the command said, and the most heap in
 * use at any collection (from the JVM's GC log). The lab is written once per database and
 * folder ({@code lab.complete} marks it); every run adds a night to each of two boards.
 *
 * <p>How to run: {@code scripts/lab-scale-benchmark.sh URL BOARDS NIGHTS}. With the
 * environment variable {@code LAB_SCALE_STEPS=record} only the recording is timed (the lab
 * is still written first if it is not there yet): the other steps take minutes and do
 * not change what a recording costs. With {@code LAB_SCALE_LIMIT=SECONDS} a command
 * running longer is stopped there, and a first build stopped so leaves the rebuilds after
 * it untimed. Each command's flight recording says where its time went, by project class.
 * This is a measurement, not a test.
 */
public final class LabScaleBenchmark {
    private static final Pattern HEAP = Pattern.compile("(\\d+)M->\\d+M\\(\\d+M\\)");
    private static final String HEAP_LIMIT = "-Xmx512m";
    /** The nights of the young board whose recording is timed against an old board's. */
    private static final int YOUNG = 10;
    /** The first argument of the JVM {@link #recordCold} starts. */
    private static final String RECORD = "record-one-night";

    private LabScaleBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        DatabaseLocation db = DatabaseLocation.parse(args[1], "URL");
        int boards = Integer.parseInt(args[2]);
        int nights = Integer.parseInt(args[3]);
        if (args.length == 5 && args[0].equals(RECORD)) {
            recordOne(DatabaseLocation.parse(args[1], "URL"), Integer.parseInt(args[2]), Integer.parseInt(args[3]));
            return;
        }
        Files.createDirectories(dir);
        if (!Files.exists(dir.resolve("lab.complete"))) {
            run(
                    dir,
                    "synthetic-lab",
                    List.of(),
                    "synthetic-lab",
                    "--db",
                    db.url(),
                    "--boards",
                    "" + boards,
                    "--nights",
                    "" + nights,
                    "--seed",
                    "1");
            // One board more, of a few nights: what a recording costs against a young history.
            run(
                    dir,
                    "synthetic-lab, a young board",
                    List.of(),
                    "synthetic-lab",
                    "--db",
                    db.url(),
                    "--boards",
                    "1",
                    "--first-board",
                    "" + boards,
                    "--nights",
                    "" + YOUNG,
                    "--seed",
                    "1");
            Files.writeString(dir.resolve("lab.complete"), "");
        }
        recordCold(dir, db, boards, YOUNG);
        recordCold(dir, db, 2, nights);
        if ("record".equals(System.getenv("LAB_SCALE_STEPS"))) {
            recordTwoNights(db, nights);
            return;
        }
        Path site = dir.resolve("site");
        deleteTree(site);
        List<String> quick = List.of("-XX:TieredStopAtLevel=1");
        boolean built =
                run(dir, "site, first build (empty folder)", quick, "site", "--out", "" + site, "--db", db.url());
        if (built) {
            onDisk(site);
            run(dir, "site, nothing new", quick, "site", "--out", "" + site, "--db", db.url());
        }
        recordTwoNights(db, nights);
        if (built) {
            run(dir, "site, one new night of one board", quick, "site", "--out", "" + site, "--db", db.url());
            run(dir, "site --full", quick, "site", "--full", "--out", "" + site, "--db", db.url());
        } else {
            System.out.println("(the first build was stopped at its limit: the rebuilds after it are not timed)");
        }
        run(dir, "history --board", quick, "history", "--board", SyntheticLab.board(3), "--db", db.url());
    }

    /**
     * Records the next night of boards 0 and 1 and says how long each recording took, its
     * summary refresh included: the first in this JVM (cold code, as a nightly run's one
     * recording), the second after it (warm: what the recording itself costs).
     */
    private static void recordTwoNights(DatabaseLocation db, int nights) throws Exception {
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            // Board 0's next night cold, then board 1's warm: one new night each, so the other
            // boards are one night behind, not "not run", as on a lab's night.
            List<String> which = List.of("record one night of one board (cold)", "record another board's (warm)");
            for (int b = 0; b < which.size(); b++) {
                int night = nights;
                while (store.has(SyntheticLab.board(b), SyntheticRuns.runId(night))) {
                    night++;
                }
                var run = SyntheticLab.run(b, night, night + 1, SyntheticLab.SIX_SIZES, SyntheticLab.random(2, night));
                long start = System.nanoTime();
                RecordOutcome outcome = store.record(run);
                System.out.printf(
                        Locale.ROOT,
                        "%-40s %7.3f s  %s (%d points, summary refreshed in the same transaction)%n",
                        which.get(b),
                        (System.nanoTime() - start) / 1e9,
                        outcome,
                        run.points().size());
            }
        }
    }

    /**
     * Records the next night of board {@code board} (whose history holds {@code nights}
     * nights or more) in a JVM of its own, as a nightly job's one recording: cold code, its
     * summary refresh and verdict included. Run at a young board and an old one in one
     * benchmark run, the two times say whether a recording slows as a history grows.
     */
    private static void recordCold(Path dir, DatabaseLocation db, int board, int nights) throws Exception {
        runMain(
                dir,
                "record a night in a cold JVM, board of " + nights + " nights",
                List.of(),
                LabScaleBenchmark.class.getName(),
                RECORD,
                db.url(),
                "" + board,
                "" + nights,
                "-");
    }

    /** In the JVM {@link #recordCold} starts: records board {@code board}'s first night not recorded yet. */
    private static void recordOne(DatabaseLocation db, int board, int nights) throws Exception {
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            RunStore store = new RunStore(database);
            int night = nights;
            while (store.has(SyntheticLab.board(board), SyntheticRuns.runId(night))) {
                night++;
            }
            var run = SyntheticLab.run(board, night, night + 1, SyntheticLab.SIX_SIZES, SyntheticLab.random(2, night));
            long start = System.nanoTime();
            RecordOutcome outcome = store.record(run);
            System.out.printf(
                    Locale.ROOT,
                    "%s in %.3f s of the recording itself (%d points)%n",
                    outcome,
                    (System.nanoTime() - start) / 1e9,
                    run.points().size());
        }
    }

    /** The site's size on disk (its blocks, as du counts them) and its number of files. */
    private static void onDisk(Path site) throws Exception {
        Process du = new ProcessBuilder("du", "-sk", site.toString())
                .redirectErrorStream(true)
                .start();
        String kib = new String(du.getInputStream().readAllBytes()).split("\\s+")[0];
        du.waitFor();
        long files;
        try (Stream<Path> all = Files.walk(site)) {
            files = all.filter(Files::isRegularFile).count();
        }
        System.out.printf(
                Locale.ROOT,
                "%-40s %7.1f MB on disk in %d files%n",
                "site on disk",
                Long.parseLong(kib) / 1024.0,
                files);
    }

    /**
     * Runs a bulkbench command in a JVM of its own with a 512 MB heap and a flight
     * recording, and prints its time, its largest heap and where its time went. With
     * {@code LAB_SCALE_LIMIT} (seconds) a command still running then is stopped (SIGTERM,
     * so the recording is written); returns whether it finished.
     */
    private static boolean run(Path dir, String what, List<String> options, String... args) throws Exception {
        return runMain(dir, what, options, BulkbenchCommand.class.getName(), args);
    }

    /** {@link #run} of any main class on this class path. */
    private static boolean runMain(Path dir, String what, List<String> options, String main, String... args)
            throws Exception {
        String name = what.replaceAll("[^a-z]+", "-");
        Path gc = dir.resolve("gc-" + name + ".log");
        Path jfr = dir.resolve(name + ".jfr");
        Path said = dir.resolve(name + ".out");
        Files.deleteIfExists(gc);
        Files.deleteIfExists(jfr);
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"),
                HEAP_LIMIT,
                "-Xlog:gc:file=" + gc,
                "-XX:StartFlightRecording=dumponexit=true,settings=profile,filename=" + jfr));
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main));
        command.addAll(List.of(args));
        long limit = Long.parseLong(System.getenv().getOrDefault("LAB_SCALE_LIMIT", "0"));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(said.toFile())
                .start();
        boolean finished = limit > 0 ? p.waitFor(limit, TimeUnit.SECONDS) : p.waitFor() >= 0;
        if (!finished) {
            p.destroy();
            if (!p.waitFor(2, TimeUnit.MINUTES)) {
                p.destroyForcibly().waitFor();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String lines = Files.readString(said).strip();
        System.out.printf(
                Locale.ROOT,
                "%-40s %7.2f s  %s  heap at most %s MB of 512  %s%n",
                what,
                seconds,
                finished ? "exit " + p.exitValue() : "STOPPED at the " + limit + " s limit",
                largestHeap(gc),
                lines.length() > 600 ? lines.substring(lines.length() - 600) : lines);
        if (Files.exists(jfr)) {
            WhereTimeGoes.of(jfr, 14).forEach(System.out::println);
        }
        return finished;
    }

    /** The most heap in use when a collection started, in MB; "?" when the JVM collected nothing. */
    private static String largestHeap(Path gc) throws IOException {
        if (!Files.exists(gc)) {
            return "?";
        }
        Matcher m = HEAP.matcher(Files.readString(gc));
        long most = -1;
        while (m.find()) {
            most = Math.max(most, Long.parseLong(m.group(1)));
        }
        return most < 0 ? "?" : Long.toString(most);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
