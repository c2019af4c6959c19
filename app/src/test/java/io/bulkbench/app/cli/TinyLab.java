package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A small lab published as a site, for the browser tests: boards alpha (sim:hs) and beta
 * (its own profile, made slower before its third night, whose label is markup) swept
 * three nights each with tiny simulated sweeps, imported into SQLite, plus two synthetic
 * nights of a board whose name is markup (sim:hs too, so alpha has a board to be
 * compared with), and {@code bulkbench site} run on it all.
 */
record TinyLab(Path results, Path site) {
    static final String HOSTILE_BOARD = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>";
    static final String HOSTILE_LABEL = "\"><img src=x onerror=alert(3)><script>alert(4)</script>";
    private static final String[] TINY = {
        "--buffers",
        "2,4",
        "--sizes",
        "16K",
        "--modes",
        "no-copy",
        "--no-baselines",
        "--forks",
        "0",
        "--warmup",
        "1",
        "--iterations",
        "5",
        "--time",
        "100ms"
    };
    private static final String PROFILE = """
            description: a board of the site test
            swept: host_queue
            seed: 1
            link:
              speed: high
              bandwidth_mb_s: %d
              per_request_us: 15
              duplex: half
            host:
              submit_us: 12
              submit_us_per_kib: 0.05
              completion_latency_us: 20
              jitter_us: 5
            """;

    /** The run id of a night (1 to 3): the run folder's name. */
    static String runId(int night) {
        return "202611" + (27 + night) + "-021500";
    }

    /** Sweeps, imports and publishes the lab under {@code work}; the site is in {@code work/site}. */
    static TinyLab build(Path work) throws Exception {
        Path results = work.resolve("results");
        String db = "jdbc:sqlite:" + work.resolve("lab.db");
        Path beta = work.resolve("beta.yaml");
        for (int night = 1; night <= 3; night++) {
            Files.writeString(beta, PROFILE.formatted(night < 3 ? 40 : 10));
            sweep("alpha", "sim:hs", night, "6.12." + night, results);
            sweep("beta", "sim:" + beta, night, night == 3 ? HOSTILE_LABEL : "6.12." + night, results);
        }
        CliRun imported = CliRun.of("import", results.toString(), "--db", db);
        assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
        assertThat(imported.out()).contains("6 recorded");
        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            SplittableRandom random = new SplittableRandom(7);
            for (int night = 0; night < 2; night++) {
                new RunStore(database).record(SyntheticRuns.run(HOSTILE_BOARD, night, random));
            }
        }
        Path site = work.resolve("site");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());
        assertThat(built.exitCode()).as(built.err()).isZero();
        assertThat(built.out()).contains("site: 3 board(s)");
        return new TinyLab(results, site);
    }

    /** The SQLite file the lab's runs are recorded in. */
    Path database() {
        return results.resolveSibling("lab.db");
    }

    /** The points a night of a swept board recorded, as its run folder (and so the database) holds them. */
    List<MeasuredPoint> points(String board, int night) throws Exception {
        return RunFolder.readPoints(results.resolve(board).resolve(runId(night)));
    }

    /**
     * One tiny sweep into {@code results/BOARD/RUN-ID}, with the late share it recorded: on a
     * busy machine the simulator in the test's JVM runs late, and a night it ran late is
     * never judged a regression, which is what keeps alpha off the feed. Beta's third night is
     * four times slower, far beyond what any late share could explain.
     */
    private static void sweep(String board, String device, int night, String label, Path results) throws Exception {
        Path folder = results.resolve(board).resolve(runId(night));
        List<String> args = new ArrayList<>(List.of("sweep", "--board", board, "--device", device));
        args.addAll(List.of(TINY));
        args.addAll(List.of("--label", label, "--out", folder.toString()));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
    }
}
