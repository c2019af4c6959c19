package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.testing.TestJvm;
import io.bulkbench.testing.TestPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nights of a board swept with the default database (results/bulkbench.db beside the
 * run folders, in the working directory) show up in history as two runs; the same two
 * run folders imported into PostgreSQL by eight processes at once are recorded once each.
 */
class HistoryEndToEndIT {
    private static final String[] TINY_SWEEP = {
        "sweep",
        "--device",
        "sim:hs",
        "--buffers",
        "2,4",
        "--sizes",
        "16K",
        "--modes",
        "copy",
        "--no-baselines",
        "--forks",
        "1",
        "--warmup",
        "0",
        "--iterations",
        "2",
        "--time",
        "200ms"
    };

    @Test
    void twoNightsShowUpInHistoryAndImportIntoPostgresOnceEach(@TempDir Path work) throws Exception {
        for (String label : List.of("6.12.1", "6.12.2")) {
            List<String> args = new ArrayList<>(List.of(TINY_SWEEP));
            args.addAll(List.of("--label", label));
            Finished sweep = bulkbench(work, args).finish();
            assertThat(sweep.code()).as(sweep.output()).isZero();
            assertThat(sweep.output()).contains("recorded in jdbc:sqlite:results/bulkbench.db: hs/");
        }
        assertThat(work.resolve("results").resolve("bulkbench.db")).isRegularFile();
        List<String> runIds;
        try (Stream<Path> runs = Files.list(work.resolve("results").resolve("hs"))) {
            runIds = runs.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertThat(runIds).hasSize(2);

        Finished history = bulkbench(work, List.of("history", "--board", "hs")).finish();
        assertThat(history.code()).as(history.output()).isZero();
        assertThat(history.output())
                .contains("2 run(s) of plan")
                .contains(runIds.get(0))
                .contains(runIds.get(1))
                .contains("6.12.1")
                .contains("6.12.2");
        Finished csv = bulkbench(work, List.of("history", "--board", "hs", "--format", "csv"))
                .finish();
        assertThat(csv.output()
                        .lines()
                        .skip(1)
                        .map(l -> l.substring(0, l.indexOf(',')))
                        .distinct()
                        .toList())
                .containsExactlyElementsOf(runIds);

        DatabaseLocation lab = DatabaseLocation.parse(TestPostgres.server().newDatabase(), "test");
        List<Running> importers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            importers.add(bulkbench(work, List.of("import", "results/hs", "--db", lab.url())));
        }
        for (Running importer : importers) {
            Finished done = importer.finish();
            assertThat(done.code()).as(done.output()).isZero();
        }
        Finished shared = bulkbench(work, List.of("history", "--board", "hs", "--db", lab.url(), "--format", "csv"))
                .finish();
        assertThat(shared.code()).as(shared.output()).isZero();
        // Two points per run, each run once: every run id on exactly two rows.
        assertThat(shared.output()
                        .lines()
                        .skip(1)
                        .map(l -> l.substring(0, l.indexOf(',')))
                        .toList())
                .containsExactlyInAnyOrder(runIds.get(0), runIds.get(0), runIds.get(1), runIds.get(1));
        Finished again =
                bulkbench(work, List.of("import", "results", "--db", lab.url())).finish();
        assertThat(again.output()).contains("0 recorded, 2 already there, 0 refused");
    }

    private record Running(Process process, Path log) {
        Finished finish() throws Exception {
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
            }
            return new Finished(process.exitValue(), Files.readString(log));
        }
    }

    private record Finished(int code, String output) {}

    /** The program in its own JVM, in {@code work} as its working directory, with no database named. */
    private static Running bulkbench(Path work, List<String> args) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(TestJvm.javaBinary(), "-cp", TestJvm.classpath(), BulkbenchCommand.class.getName()));
        command.addAll(args);
        Path log = Files.createTempFile(work, "bulkbench-", ".log");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().remove(DatabaseLocation.ENVIRONMENT);
        return new Running(builder.start(), log);
    }
}
