package io.bulkbench.history.bench;

import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.history.ChangeMarks;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.HistoryQuery;
import io.bulkbench.history.RecordOutcome;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunFolderImport;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRunFolders;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.HistoryText;
import io.bulkbench.reports.HistoryVerdicts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * What a lab waits for from the results database on SQLite, the default: recording one
 * 60-point run folder the way {@code bulkbench import DIR} does (open the database, read
 * the folder through reports' readers, record it in one transaction), and answering
 * {@code history} over 365 nights x 60 points (open, query, write the text). Targets:
 * under 1 s each. Each measured call is one cold-ish command's work without the JVM's
 * start, so the score is a single shot in milliseconds; the JVM's start is timed apart
 * in docs/performance.md.
 *
 * <p>How to run: {@code scripts/history-benchmark.sh}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class StoreBenchmarks {
    /** Six request sizes x five buffer counts x two copy modes: a 60-point run. */
    static final List<Integer> SIXTY_POINTS = List.of(16384, 32768, 65536, 131072, 196608, 262144);

    static final int NIGHTS = 365;
    static final long SEED = 365L;

    /** A 60-point run folder, and a new database for every measured import. */
    @State(Scope.Thread)
    public static class ImportState {
        Path dir;
        Path runFolder;
        DatabaseLocation database;
        int round;

        @Setup(Level.Trial)
        public void writeFolder() throws IOException {
            dir = Files.createTempDirectory("bulkbench-import-bench-");
            RunRecord run = SyntheticRuns.run("bench", 0, SyntheticRuns.PLAN, SIXTY_POINTS, new SplittableRandom(SEED));
            runFolder = SyntheticRunFolders.writeFolder(
                    dir.resolve("bench").resolve(run.run().runId()), run);
        }

        @Setup(Level.Iteration)
        public void newDatabase() {
            database = DatabaseLocation.sqlite(dir.resolve("db-" + round++ + ".db"));
            ResultsDatabase.open(database).close();
        }

        @TearDown(Level.Trial)
        public void delete() throws IOException {
            deleteTree(dir);
        }
    }

    /** A database holding 365 nights of a 60-point plan. */
    @State(Scope.Benchmark)
    public static class YearState {
        Path dir;
        DatabaseLocation database;

        @Setup(Level.Trial)
        public void recordAYear() throws IOException, SQLException {
            dir = Files.createTempDirectory("bulkbench-history-bench-");
            database = DatabaseLocation.sqlite(dir.resolve("bulkbench.db"));
            SplittableRandom random = new SplittableRandom(SEED);
            try (ResultsDatabase db = ResultsDatabase.open(database)) {
                RunStore store = new RunStore(db);
                for (int night = 0; night < NIGHTS; night++) {
                    store.record(SyntheticRuns.run("bench", night, SyntheticRuns.PLAN, SIXTY_POINTS, random));
                }
            }
        }

        @TearDown(Level.Trial)
        public void delete() throws IOException {
            deleteTree(dir);
        }
    }

    /** {@code bulkbench import DIR} on one 60-point run folder into SQLite. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 20)
    public RecordOutcome importSixtyPointRun(ImportState state) throws IOException, SQLException {
        try (ResultsDatabase db = ResultsDatabase.open(state.database)) {
            RunRecord run = RunFolderImport.read(state.runFolder, "bench", SyntheticRuns.DEVICE, SyntheticRuns.PLAN);
            RecordOutcome outcome = new RunStore(db).record(run);
            if (outcome != RecordOutcome.RECORDED) {
                throw new IllegalStateException("the import measured nothing: the run was already there");
            }
            return outcome;
        }
    }

    /** {@code bulkbench history --board bench} over 365 nights x 60 points on SQLite. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 20)
    public String historyOfAYear(YearState state) throws SQLException {
        try (ResultsDatabase db = ResultsDatabase.open(state.database)) {
            BoardTrend trend = new HistoryQuery(db, ChangeMarks.NONE).of("bench", Optional.empty(), Optional.empty());
            if (trend.runs().size() != NIGHTS || trend.points().size() != 60) {
                throw new IllegalStateException("history saw " + trend.runs().size() + " runs and "
                        + trend.points().size() + " points, not " + NIGHTS + " x 60");
            }
            StringWriter text = new StringWriter();
            HistoryText.write(trend, HistoryVerdicts.none(), db.location().shown(), new PrintWriter(text));
            return text.toString();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    public static void main(String[] args) throws RunnerException {
        new Runner(new OptionsBuilder()
                        .include(StoreBenchmarks.class.getName() + "." + (args.length > 0 ? args[0] : ""))
                        .shouldFailOnError(true)
                        .build())
                .run();
    }
}
