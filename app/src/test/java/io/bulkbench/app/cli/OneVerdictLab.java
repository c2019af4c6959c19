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
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.reports.csv.RawCsv;
import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.testing.DrivenChromium;
import io.bulkbench.testing.KcidbRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

    /**
     * A night that fails only on a change point: board {@code shift} runs four nights at full
     * speed, then nights 15 % slower. The second slow night is no slower than the night before,
     * yet it fails on the change point from night 4 to night 5, and every surface says so with
     * the same nights: nightly's exit code, verdict.csv and change-points.csv (compare.csv has
     * no regression), JUnit, {@code lava --print} and {@code kcidb --print} (from the folder
     * and from the database alike), history, index.json, the feed and the board page in
     * Chromium. Then the change is acknowledged, and the next night passes, read as
     * "acknowledged: REASON (since RUN)" on all of them.
     */
    @Test
    void aNightThatFailsOnlyOnAChangePointFailsEverywhereAndItsAcknowledgementPassesTheNextEverywhere(@TempDir Path dir)
            throws Exception {
        String db = newDatabase(dir);
        Path results = dir.resolve("results");
        Path shift = boardConfig(dir, "shift", "");
        List<Night> nights = new ArrayList<>();
        for (int night = 1; night <= 6; night++) {
            nights.add(night(shift, results, db, night >= 5 ? 0.85 : 1.0, "", dir.resolve("shift-" + night + ".xml")));
        }
        Night failing = nights.get(5);
        String before = nights.get(3).run().getFileName().toString();
        String after = nights.get(4).run().getFileName().toString();
        String runId = failing.run().getFileName().toString();
        assertThat(failing.exitCode()).as(failing.output()).isEqualTo(ExitCode.REGRESSION);
        assertThat(failing.output()).contains("nightly: regression: against run " + after);

        // The night's files: no point slower than the night before, one change point per point.
        assertThat(Files.readAllLines(failing.run().resolve(RunFolder.COMPARE_CSV)))
                .noneMatch(line -> line.endsWith(",regression"));
        assertThat(Files.readAllLines(failing.run().resolve(RunFolder.VERDICT_CSV))
                        .get(1))
                .startsWith("regression," + after + ",");
        List<String> changePoints = Files.readAllLines(failing.run().resolve(RunFolder.CHANGE_POINTS_CSV));
        assertThat(changePoints.subList(1, changePoints.size()))
                .hasSize(FULL_SPEED.size())
                .allSatisfy(line -> assertThat(line)
                        .contains("," + before + "," + after + ",")
                        .endsWith(",regression"));
        String nightsSaid = "from night " + before + " to night " + after;

        // JUnit: a failing case per change point, named as one.
        String junit = Files.readString(dir.resolve("shift-6.xml"));
        assertThat(junit.split("<failure type=\"change point\"", -1)).hasSize(FULL_SPEED.size() + 1);
        assertThat(junit).contains("classname=\"shift.change-points\"").contains(nightsSaid);
        assertThat(junit).contains("name=\"outcome\" value=\"regression\"");

        // LAVA and KCIDB, from the folder and from the database: the same, failing on the change points.
        CliRun lava = CliRun.of("lava", failing.run().toString(), "--print");
        CliRun lavaDb = CliRun.of("lava", failing.run().toString(), "--print", "--db", db);
        assertThat(lava.exitCode()).as(lava.err()).isZero();
        assertThat(lavaDb.out()).isEqualTo(lava.out());
        assertThat(lava.out())
                .contains("lava-test-case regressions --result fail")
                .contains(nightsSaid)
                .contains("against run " + after);
        assertThat(lava.out()
                        .lines()
                        .filter(l -> l.startsWith("lava-test-case change-point-") && l.contains("--result fail")))
                .hasSize(FULL_SPEED.size());
        CliRun kcidb = kcidb(failing.run(), db);
        assertThat(kcidb(failing.run(), null).out()).isEqualTo(kcidb.out());
        JsonNode doc = KcidbRules.parse(kcidb.out());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        List<JsonNode> tests = new ArrayList<>();
        doc.get("tests").forEach(tests::add);
        assertThat(tests)
                .filteredOn(t -> t.path("path").asText().startsWith("bulkbench.change_points"))
                .hasSize(FULL_SPEED.size())
                .allSatisfy(t -> {
                    assertThat(t.path("status").asText()).isEqualTo("FAIL");
                    assertThat(t.path("misc").path("before_run").asText()).isEqualTo(before);
                    assertThat(t.path("misc").path("after_run").asText()).isEqualTo(after);
                });
        assertThat(tests)
                .filteredOn(t -> t.path("path").asText().equals("bulkbench.regressions"))
                .singleElement()
                .satisfies(t -> assertThat(t.path("status").asText()).isEqualTo("FAIL"));

        // history: the night's stored verdict, whole, and each run's outcome.
        CliRun history = CliRun.of("history", "--board", "shift", "--db", db);
        assertThat(history.exitCode()).as(history.err()).isZero();
        assertThat(history.out())
                .contains("the latest night's verdict, " + runId + ", as stored when it was recorded: regression:")
                .contains("REGRESSION change point")
                .contains(nightsSaid);
        CliRun csv = CliRun.of("history", "--board", "shift", "--db", db, "--format", "csv");
        assertThat(csv.out().lines().filter(l -> l.startsWith(runId + ",")))
                .isNotEmpty()
                .allSatisfy(l -> assertThat(l).endsWith(",regression"));

        // The site: index.json, the feed and the board page.
        Path site = dir.resolve("site-shift");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db, "--results", results.toString());
        assertThat(built.exitCode()).as(built.out() + built.err()).isZero();
        JsonNode entry = entry(site, "shift");
        assertThat(entry.path("status").asText()).isEqualTo("regression");
        assertThat(entry.path("outcome").asText()).isEqualTo("regression");
        assertThat(entry.path("baseline_run").asText()).isEqualTo(after);
        assertThat(entry.path("slower_than_the_night_before")).isEmpty();
        assertThat(entry.path("changes")).hasSize(FULL_SPEED.size()).allSatisfy(c -> {
            assertThat(c.path("verdict").asText()).isEqualTo("regression");
            assertThat(c.path("before_run").asText()).isEqualTo(before);
            assertThat(c.path("run_id").asText()).isEqualTo(after);
        });
        assertThat(Files.readString(site.resolve("feed.xml")))
                .contains("change point")
                .contains(nightsSaid);
        boardPageSays(site, "shift", "regression", nightsSaid);

        // Acknowledged, the next night passes, and every surface says why.
        String reason = "PHY retuned for EMC, 15 % slower accepted";
        CliRun ack = CliRun.of("ack", "shift", "--since", after, "--reason", reason, "--db", db);
        assertThat(ack.exitCode()).as(ack.out() + ack.err()).isZero();
        String acknowledged = "acknowledged: " + reason + " (since " + after + ")";
        Night next = night(shift, results, db, 0.85, "", dir.resolve("shift-7.xml"));
        assertThat(next.exitCode()).as(next.output()).isZero();
        assertThat(next.output()).contains("nightly: acknowledged:").contains(acknowledged);
        assertThat(Files.readAllLines(next.run().resolve(RunFolder.VERDICT_CSV)).get(1))
                .startsWith("acknowledged,");
        assertThat(Files.readString(dir.resolve("shift-7.xml")))
                .contains("name=\"outcome\" value=\"acknowledged\"")
                .contains(acknowledged)
                .doesNotContain("<failure");
        CliRun lavaNext = CliRun.of("lava", next.run().toString(), "--print");
        assertThat(lavaNext.out())
                .contains("lava-test-case regressions --result pass")
                .contains(acknowledged);
        assertThat(CliRun.of("lava", next.run().toString(), "--print", "--db", db)
                        .out())
                .isEqualTo(lavaNext.out());
        CliRun kcidbNext = kcidb(next.run(), db);
        assertThat(KcidbRules.violations(KcidbRules.parse(kcidbNext.out()))).isEmpty();
        assertThat(kcidbNext.out()).contains(acknowledged).doesNotContain("\"FAIL\"");
        assertThat(CliRun.of("history", "--board", "shift", "--db", db).out())
                .contains("as stored when it was recorded: acknowledged:")
                .contains(acknowledged);
        Path siteNext = dir.resolve("site-shift-next");
        CliRun builtNext = CliRun.of("site", "--out", siteNext.toString(), "--db", db, "--results", results.toString());
        assertThat(builtNext.exitCode()).as(builtNext.out() + builtNext.err()).isZero();
        JsonNode entryNext = entry(siteNext, "shift");
        assertThat(entryNext.path("status").asText()).isEqualTo("ok");
        assertThat(entryNext.path("outcome").asText()).isEqualTo("acknowledged");
        assertThat(entryNext.path("verdict").asText()).contains(acknowledged);
        // The feed keeps last night's regression although tonight passed.
        assertThat(Files.readString(siteNext.resolve("feed.xml"))).contains(nightsSaid);
        boardPageSays(siteNext, "shift", "acknowledged", acknowledged);
    }

    /**
     * Nothing run later rewrites a recorded night: {@code compare} of an older run against it,
     * at another threshold, writes its own file, and {@code lava} and {@code kcidb} of the night
     * then print byte for byte what they printed before; {@code report} keeps the night's
     * comparison; {@code analyze --knee 0.9 --curve exp} is recorded, and a later {@code compare}
     * keeps it.
     */
    @Test
    void aLaterCompareReportOrAnalyzeRewritesNothingTheNightRecorded(@TempDir Path dir) throws Exception {
        String db = newDatabase(dir);
        Path results = dir.resolve("results");
        Path drop = boardConfig(dir, "drop", "");
        List<Night> nights = new ArrayList<>();
        for (int night = 1; night <= 3; night++) {
            nights.add(night(drop, results, db, night == 3 ? 0.7 : 1.0, "", dir.resolve("drop-" + night + ".xml")));
        }
        Path run = nights.get(2).run();
        assertThat(nights.get(2).exitCode()).isEqualTo(ExitCode.REGRESSION);
        String lava = CliRun.of("lava", run.toString(), "--print").out();
        String kcidb = kcidb(run, null).out();
        byte[] compareCsv = Files.readAllBytes(run.resolve(RunFolder.COMPARE_CSV));
        byte[] verdictCsv = Files.readAllBytes(run.resolve(RunFolder.VERDICT_CSV));

        Path older = nights.get(0).run();
        CliRun compare = CliRun.of("compare", older.toString(), run.toString(), "--threshold", "50");
        assertThat(compare.exitCode()).as(compare.out() + compare.err()).isZero();
        CliRun ontoTheNight = CliRun.of(
                "compare",
                older.toString(),
                run.toString(),
                "--out",
                run.resolve(RunFolder.COMPARE_CSV).toString());
        assertThat(ontoTheNight.exitCode()).as(ontoTheNight.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(ontoTheNight.err()).contains("compare never changes");
        Path own = run.resolve("compare-" + older.getFileName() + ".csv");
        assertThat(own).isRegularFile();
        assertThat(compare.out()).contains(own.toString());
        assertThat(Files.readAllBytes(run.resolve(RunFolder.COMPARE_CSV))).isEqualTo(compareCsv);
        assertThat(Files.readAllBytes(run.resolve(RunFolder.VERDICT_CSV))).isEqualTo(verdictCsv);
        assertThat(CliRun.of("lava", run.toString(), "--print").out()).isEqualTo(lava);
        assertThat(kcidb(run, null).out()).isEqualTo(kcidb);
        assertThat(lava).contains("against run " + nights.get(1).run().getFileName());

        // report rebuilds the night's report with its comparison.
        CliRun report = CliRun.of("report", run.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(run.resolve(RunFolder.REPORT_MD))).contains("## Comparison with the baseline run");
        assertThat(Files.readAllBytes(run.resolve(RunFolder.COMPARE_CSV))).isEqualTo(compareCsv);

        // analyze --knee 0.9 --curve exp is recorded; a compare that derives the folder again keeps it.
        Path plain = nights.get(1).run();
        assertThat(Files.readString(plain.resolve(RunFolder.RECOMMENDATIONS_CSV)))
                .contains("(hyperbolic fit)");
        CliRun analyzed = CliRun.of("analyze", plain.toString(), "--knee", "0.9", "--curve", "exp");
        assertThat(analyzed.exitCode()).as(analyzed.out() + analyzed.err()).isZero();
        assertThat(Files.readAllLines(plain.resolve(RunFolder.ANALYSIS_CSV)).get(1))
                .startsWith("0.9,exp,");
        String recommended = Files.readString(plain.resolve(RunFolder.RECOMMENDATIONS_CSV));
        assertThat(recommended).doesNotContain("(hyperbolic fit)");
        CliRun again = CliRun.of("compare", older.toString(), plain.toString());
        assertThat(again.exitCode()).as(again.out() + again.err()).isIn(ExitCode.OK, ExitCode.REGRESSION);
        assertThat(Files.readAllLines(plain.resolve(RunFolder.ANALYSIS_CSV)).get(1))
                .startsWith("0.9,exp,");
        assertThat(Files.readString(plain.resolve(RunFolder.RECOMMENDATIONS_CSV)))
                .isEqualTo(recommended);
    }

    /** {@code kcidb --print} of a run folder, its verdict from {@code db} when given, else from the folder. */
    private static CliRun kcidb(Path run, String db) {
        List<String> args =
                new ArrayList<>(List.of("kcidb", run.toString(), "--origin", "lab", "--build-id", "lab:1", "--print"));
        if (db != null) {
            args.addAll(List.of("--db", db));
        }
        CliRun kcidb = CliRun.of(args.toArray(String[]::new));
        assertThat(kcidb.exitCode()).as(kcidb.err()).isZero();
        return kcidb;
    }

    /** The board's page in Chromium: its verdict's outcome, and {@code said} among its words. */
    private static void boardPageSays(Path site, String board, String outcome, String said) throws Exception {
        try (DrivenChromium browser = DrivenChromium.required("the board page of a night's verdict", 1200, 900)) {
            browser.open(site.resolve("index.html"));
            browser.driver().findElement(By.linkText(board)).click();
            WebElement verdict = browser.driver().findElement(By.id("verdict"));
            assertThat(verdict.getAttribute("data-outcome")).isEqualTo(outcome);
            String text = verdict.getText()
                    + browser.driver().findElements(By.cssSelector("#verdict-change-points li")).stream()
                            .map(WebElement::getText)
                            .reduce("", String::concat);
            assertThat(text).contains(said);
            assertThat(browser.consoleErrors()).isEmpty();
        }
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
            String p = String.format(Locale.ROOT, "%.2g", c.pValue());
            assertThat(junit).contains("p = " + p + ", " + c.test());
            assertThat(lava.out()).contains("p = " + p + ", " + c.test());
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
                        .anyMatch(c -> text.contains(
                                "p = " + String.format(Locale.ROOT, "%.2g", c.pValue()) + ", " + c.test()));
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
                    .points();
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
