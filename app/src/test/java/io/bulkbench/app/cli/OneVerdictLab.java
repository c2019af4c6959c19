package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.RunComparison;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.compare.Significance;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.NightVerdicts;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.reports.ReportFormat;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.testing.DrivenChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * One verdict, told alike by every surface: a lab of three boards over six nights, each
 * night a real {@code nightly} whose measured points are then set to known figures, so
 * what each night must read is known here. {@code own5} judges at its own 5 % and drops 4 %
 * on night 4: no regression anywhere. {@code acked} drops 30 % on night 4: every surface
 * (compare.csv, the exit code, JUnit, LAVA, KCIDB, index.json, the feed and the board page
 * in Chromium) names the same points with the same p-values; then {@code ack} marks it
 * known, and nights 5 and 6 pass and read "acknowledged". {@code noraw}'s nights keep no
 * raw.csv: the same surfaces show the normal approximation's p-value and name it.
 * {@code labelled} runs all its nights on one day, each with its own label, each its own run. Run on SQLite and on
 * PostgreSQL by the subclasses.
 */
abstract class OneVerdictLab {
    /** A database no nightly reaches: a night's first pass is recorded nowhere. */
    private static final String OUT_OF_REACH = "jdbc:postgresql://127.0.0.1:1/none";
    /** The known figures of a night at full speed, MB/s at buffers 1, 2 and 4. */
    private static final Map<Integer, Double> FULL_SPEED = Map.of(1, 100.0, 2, 180.0, 4, 240.0);

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A new, empty database of the engine under test, as a --db URL. */
    abstract String newDatabase(Path dir) throws Exception;

    @Test
    void everySurfaceTellsTheNightAlikeAtTheBoardsOwnThresholdAndAnAcknowledgedRegressionPasses(@TempDir Path dir)
            throws Exception {
        String db = newDatabase(dir);
        Path results = dir.resolve("results");
        Path own5 = boardConfig(dir, "own5", "regression_threshold_percent: 5");
        Path acked = boardConfig(dir, "acked", "");
        Path labelled = boardConfig(dir, "labelled", "");
        Path noraw = boardConfig(dir, "noraw", "");

        for (int night = 1; night <= 6; night++) {
            Night own = night(own5, results, db, night >= 4 ? 0.96 : 1.0, "", dir.resolve("own5-" + night + ".xml"));
            assertThat(own.exitCode())
                    .as("own5, night %d: %s", night, own.output())
                    .isZero();
            assertThat(verdictsOf(db, "own5", own.run())).noneMatch(c -> c.verdict() == Verdict.REGRESSION);

            Night a = night(acked, results, db, night >= 4 ? 0.7 : 1.0, "", dir.resolve("acked-" + night + ".xml"));
            if (night == 4) {
                assertThat(a.exitCode()).as(a.output()).isEqualTo(ExitCode.REGRESSION);
                everySurfaceNamesTheSameRegressions(dir, db, results, "acked", a, List.of(Significance.WELCH));
                CliRun ack = CliRun.of(
                        "ack",
                        "acked",
                        "--since",
                        a.run().getFileName().toString(),
                        "--reason",
                        "firmware 6.2 halves the queue, accepted",
                        "--db",
                        db);
                assertThat(ack.exitCode()).as(ack.out() + ack.err()).isZero();
            } else {
                assertThat(a.exitCode())
                        .as("acked, night %d: %s", night, a.output())
                        .isZero();
            }

            Night l = night(labelled, results, db, 1.0, "fw-" + night, dir.resolve("labelled-" + night + ".xml"));
            assertThat(l.exitCode())
                    .as("labelled, night %d: %s", night, l.output())
                    .isZero();
        }

        // Every nightly of one day was a run of its own, its label kept, the ids in the order they ran.
        List<Path> nights = runs(results, "labelled");
        assertThat(nights).hasSize(6);
        for (int night = 1; night <= 6; night++) {
            RunInfo info = RunInfoCsv.read(nights.get(night - 1).resolve(RunFolder.RUN_CSV));
            assertThat(info.label()).isEqualTo("fw-" + night);
        }

        Path site = dir.resolve("site-after");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
        JsonNode acknowledged = entry(site, "acked");
        assertThat(acknowledged.path("status").asText()).isEqualTo("ok");
        assertThat(acknowledged.toString()).contains("firmware 6.2 halves the queue, accepted");
        assertThat(Files.readString(site.resolve("index.html")))
                .contains("acknowledged: firmware 6.2 halves the queue, accepted (since "
                        + runs(results, "acked").get(3).getFileName() + ")");
        assertThat(entry(site, "own5").path("status").asText()).isEqualTo("ok");
    }

    /** What one night's second nightly said, and its run folder. */
    record Night(Path run, int exitCode, String output) {}

    /**
     * One night: nightly sweeps the board, recorded nowhere; its points are set to the known
     * figures times {@code level} (iterations within 0.5 %) and its report removed, so the
     * run is unfinished; then nightly again, into the lab's database: it resumes the run,
     * records it, and says the stored verdict.
     */
    private static Night night(Path config, Path results, String db, double level, String label, Path junit)
            throws Exception {
        return night(config, results, db, level, label, junit, true);
    }

    /** The same; without {@code iterations} the night keeps no raw.csv, as a folder of points.csv alone. */
    private static Night night(
            Path config, Path results, String db, double level, String label, Path junit, boolean iterations)
            throws Exception {
        List<String> first = new ArrayList<>(List.of(
                "nightly", "--config", config.toString(), "--results", results.toString(), "--db", OUT_OF_REACH));
        List<String> second = new ArrayList<>(List.of(
                "nightly",
                "--config",
                config.toString(),
                "--results",
                results.toString(),
                "--db",
                db,
                "--junit",
                junit.toString()));
        if (!label.isEmpty()) {
            first.addAll(List.of("--label", label));
            second.addAll(List.of("--label", label));
        }
        CliRun sweep = CliRun.of(first.toArray(String[]::new));
        String board = config.getFileName().toString().replace(".yaml", "");
        List<Path> runs = runs(results, board);
        Path run = runs.get(runs.size() - 1);
        assertThat(Files.exists(run.resolve(RunFolder.POINTS_CSV)))
                .as(sweep.out() + sweep.err())
                .isTrue();
        List<MeasuredPoint> known = RunFolder.readPoints(run).stream()
                .map(p -> {
                    double mbS = level * FULL_SPEED.get(p.key().buffers());
                    List<Double> samples =
                            List.of(mbS * 1.005, mbS * 0.995, mbS * 1.004, mbS * 0.996, mbS * 1.002, mbS * 0.998);
                    return MeasuredPoint.ok(p.key(), mbS, 0.005 * mbS, samples, 0);
                })
                .toList();
        PointsCsv.write(known, run.resolve(RunFolder.POINTS_CSV));
        if (iterations) {
            RawCsv.write(known, run.resolve("raw.csv"));
        } else {
            Files.deleteIfExists(run.resolve("raw.csv"));
        }
        Files.deleteIfExists(run.resolve(RunFolder.REPORT_HTML));
        CliRun judged = CliRun.of(second.toArray(String[]::new));
        assertThat(runs(results, board)).as(judged.out() + judged.err()).hasSize(runs.size());
        return new Night(run, judged.exitCode(), judged.out() + judged.err());
    }

    /** compare.csv, JUnit, LAVA, KCIDB, index.json, the feed and the board page all name tonight's stored regressions. */
    private static void everySurfaceNamesTheSameRegressions(
            Path dir, String db, Path results, String board, Night night, List<String> tests) throws Exception {
        String runId = night.run().getFileName().toString();
        List<PointChange> stored = verdictsOf(db, board, night.run());
        List<PointChange> regressions =
                stored.stream().filter(c -> c.verdict() == Verdict.REGRESSION).toList();
        // Known here: every point 30 % slower, six close iterations a side.
        assertThat(regressions).hasSize(FULL_SPEED.size());
        assertThat(regressions).extracting(PointChange::test).allMatch(tests::contains);
        List<Path> runs = runs(results, board);
        List<MeasuredPoint> before = RunFolder.readPoints(runs.get(runs.size() - 2));
        assertThat(stored)
                .containsExactlyInAnyOrderElementsOf(RunComparison.compare(
                        before,
                        RunFolder.readPoints(night.run()),
                        RunComparison.DEFAULT_THRESHOLD,
                        RunComparison.DEFAULT_ALPHA));

        // compare.csv: the stored rows.
        List<String> compare = Files.readAllLines(night.run().resolve("compare.csv"));
        for (PointChange c : regressions) {
            assertThat(compare).anyMatch(line -> {
                String[] cells = line.split(",", -1);
                return cells[0].equals(board)
                        && cells[3].equals(Integer.toString(c.key().buffers()))
                        && Double.parseDouble(cells[10]) == c.pValue()
                        && cells[11].equals(c.test())
                        && cells[12].equals("regression");
            });
        }
        assertThat(compare).filteredOn(line -> line.endsWith(",regression")).hasSize(regressions.size());
        // JUnit: a failure per regression, its line as compare prints it.
        String junit = Files.readString(dir.resolve(board + "-4.xml"));
        assertThat(junit.split("<failure type=\"regression\"", -1)).hasSize(regressions.size() + 1);
        // LAVA and KCIDB read the folder's compare.csv.
        CliRun lava = CliRun.of("lava", night.run().toString(), "--print");
        assertThat(lava.exitCode()).as(lava.err()).isZero();
        CliRun kcidb = CliRun.of("kcidb", night.run().toString(), "--origin", "lab", "--build-id", "lab:1", "--print");
        assertThat(kcidb.exitCode()).as(kcidb.err()).isZero();
        for (PointChange c : regressions) {
            String p = ReportFormat.pValueFigures(c.pValue());
            assertThat(junit).contains("p=" + p + ", " + c.test());
            assertThat(lava.out()).contains("p=" + p + ", " + c.test());
            assertThat(kcidb.out()).contains(p);
        }
        // The site: index.json, the feed and the board page, from the stored verdict.
        Path site = dir.resolve("site-" + board + "-night4");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
        JsonNode entry = entry(site, board);
        assertThat(entry.path("status").asText()).isEqualTo("regression");
        JsonNode slower = entry.path("slower_than_the_night_before");
        assertThat(slower.size()).isEqualTo(regressions.size());
        for (JsonNode n : slower) {
            PointChange c = regressions.stream()
                    .filter(r ->
                            r.key().buffers() == n.path("point").path("buffers").asInt())
                    .findFirst()
                    .orElseThrow();
            assertThat(n.path("p_value").asDouble()).isEqualTo(c.pValue());
            assertThat(n.path("test").asText()).isEqualTo(c.test());
        }
        assertThat(Files.readString(site.resolve("feed.xml")))
                .contains(regressions.size() + " point(s) slower than the night before")
                .contains(runId);
        try (DrivenChromium browser = DrivenChromium.required("the board page of one verdict", 1200, 900)) {
            browser.open(site.resolve("index.html"));
            browser.driver().findElement(By.linkText(board)).click();
            List<WebElement> rows = browser.driver().findElements(By.cssSelector("table#last-night tbody tr"));
            assertThat(rows).hasSize(regressions.size());
            for (WebElement row : rows) {
                assertThat(row.getAttribute("data-verdict")).isEqualTo("regression");
                String text = row.getText();
                assertThat(regressions)
                        .anyMatch(
                                c -> text.contains("p = " + ReportFormat.pValueFigures(c.pValue()) + ", " + c.test()));
            }
            assertThat(browser.consoleErrors()).isEmpty();
        }
    }

    /** A board's entry in the site's index.json. */
    private static JsonNode entry(Path site, String board) throws Exception {
        JsonNode index = JSON.readTree(site.resolve("index.json").toFile());
        JsonNode boards = index.isArray() ? index : index.path("boards");
        for (JsonNode b : boards) {
            if (b.path("board").asText().equals(board)) {
                return b;
            }
        }
        throw new AssertionError("no entry of " + board + " in " + index);
    }

    /** The verdict the database stored for a run folder's night. */
    private static List<PointChange> verdictsOf(String db, String board, Path run) throws Exception {
        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(db, "--db"))) {
            return NightVerdicts.of(database, board, run.getFileName().toString())
                    .orElseThrow(() -> new AssertionError("no verdict stored for " + run))
                    .changes();
        }
    }

    private static List<Path> runs(Path results, String board) throws Exception {
        try (Stream<Path> runs = Files.list(results.resolve(board))) {
            return runs.filter(Files::isDirectory).sorted().toList();
        }
    }

    /** A tiny plan on the simulator: its figures are set by hand, so only the points' keys matter. */
    private static Path boardConfig(Path dir, String board, String more) throws Exception {
        Path config = dir.resolve(board + ".yaml");
        Files.writeString(config, """
                board: %s
                device: sim:hs
                buffers: 1,2,4
                sizes: 16K
                modes: copy
                jmh: {forks: 0, warmup: 0, iterations: 2, time: 50ms}
                baselines: false
                %s
                """.formatted(board, more));
        return config;
    }
}
