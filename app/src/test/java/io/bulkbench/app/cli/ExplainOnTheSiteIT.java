package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.explain.RecordedExplanation;
import io.bulkbench.analysis.trend.PlanFingerprint;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ExplanationStore;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.RunStore;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * explain's comparison from the command line to the lab's site: two runs predicted from the
 * hs profile, the second with the link's per-request bus cost raised from 15 to 25 us, made
 * into run folders of board "hs" and imported into a SQLite lab that holds twelve nights of
 * the same plan, six at BEFORE's level and six (from night 6, 2026-01-07) at AFTER's;
 * BEFORE ran between nights 3 and 4, AFTER between nights 8 and 9. {@code explain --db}
 * records the comparison, {@code site} shows it next to the change point of night 6, and
 * {@code import} records it from the folder into another database. Small grids, so each
 * fit takes seconds.
 */
class ExplainOnTheSiteIT {
    private static final String BEFORE_ID = "20260104-140000";
    private static final String AFTER_ID = "20260109-140000";
    private static final String CHANGE_NIGHT = SyntheticRuns.runId(6);

    @Test
    void theStageThatMovedStandsNextToTheChangePointOnTheBoardsPage(@TempDir Path dir) throws Exception {
        String hs = builtIn();
        assertThat(hs).contains("  per_request_us: 15\n");
        Path results = dir.resolve("results");
        Path profile = dir.resolve("hs-board.yaml");
        Path before = predicted(profile, hs, results.resolve("hs").resolve(BEFORE_ID));
        Path after = predicted(
                profile,
                hs.replace("  per_request_us: 15\n", "  per_request_us: 25\n"),
                results.resolve("hs").resolve(AFTER_ID));
        String db = labWithNights(dir.resolve("lab.db"), before, after);

        CliRun imported = CliRun.of("import", results.toString(), "--db", db);
        assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
        assertThat(imported.out()).contains("import: 2 recorded, 0 already there, 0 refused");

        CliRun explain = CliRun.of("explain", before.toString(), after.toString(), "--like", "hs", "--db", db);

        assertThat(explain.exitCode()).as(explain.out() + explain.err()).isZero();
        assertThat(explain.err()).isEmpty();
        assertThat(explain.out())
                .contains("the link's per-request bus cost rose from 15.0 to 25.0 us")
                .contains(
                        "explain: recorded in " + db + ": the comparison of hs/" + AFTER_ID + " with run " + BEFORE_ID);
        assertThat(Files.readAllLines(after.resolve(RunFolder.EXPLAIN_BEFORE_CSV)))
                .containsExactly("before_run", BEFORE_ID);

        Path site = dir.resolve("site");
        CliRun built = CliRun.of("site", "--out", site.toString(), "--db", db);
        assertThat(built.exitCode()).as(built.err()).isZero();
        Document page = Jsoup.parse(Files.readString(site.resolve("boards/hs/index.html")));
        Elements stages = page.select("ul.changes > li > div.stage");
        assertThat(stages).hasSize(1);
        assertThat(stages.get(0).text())
                .startsWith("Which stage moved: the per-request cost of the path rose")
                .contains("; the link's per-request bus cost rose from 15.0 to 25.0 us")
                .endsWith("(from run " + BEFORE_ID + " to run " + AFTER_ID + ")");
        Element change = stages.get(0).parent();
        assertThat(change.ownText()).contains(" from night " + CHANGE_NIGHT + " (2026-01-07)");
        assertThat(page.select("ul#explanations")).isEmpty();

        CliRun again = CliRun.of("import", after.toString(), "--db", db);
        assertThat(again.out())
                .contains("already recorded, skipped: the comparison of hs/" + AFTER_ID + " with run " + BEFORE_ID);

        String other = DatabaseLocation.sqlite(dir.resolve("other.db")).url();
        CliRun fromFolders = CliRun.of("import", results.toString(), "--db", other);
        assertThat(fromFolders.exitCode()).as(fromFolders.err()).isZero();
        assertThat(fromFolders.out())
                .contains("; recorded: the comparison of hs/" + AFTER_ID + " with run " + BEFORE_ID);
        try (ResultsDatabase database = ResultsDatabase.open(DatabaseLocation.parse(other, "test"))) {
            List<RecordedExplanation> read = new ExplanationStore(database).of("hs");
            assertThat(read).singleElement().satisfies(e -> {
                assertThat(e.beforeRun()).isEqualTo(BEFORE_ID);
                assertThat(e.afterRun()).isEqualTo(AFTER_ID);
                assertThat(e.change().summary())
                        .startsWith("the per-request cost of the path rose")
                        .contains("; the link's per-request bus cost rose from 15.0 to 25.0 us");
            });
        }
    }

    /** A run folder of board hs predicted from {@code yaml} (at one profile path, so both runs share their device). */
    private static Path predicted(Path profile, String yaml, Path run) throws Exception {
        Files.writeString(profile, yaml);
        CliRun predict = CliRun.of(
                "predict",
                "--device",
                "sim:" + profile,
                "--board",
                "hs",
                "--out",
                run.toString(),
                "--buffers",
                "1,2,4,8",
                "--sizes",
                "16K,64K,256K",
                "--modes",
                "no-copy");
        assertThat(predict.exitCode()).as(predict.err()).isZero();
        String device =
                PointsCsv.read(run.resolve(RunFolder.POINTS_CSV)).get(0).key().device();
        RunRecordingTest.writeManifest(run, "hs", device, "1,2,4,8", "16K,64K,256K", "no-copy");
        return run;
    }

    /**
     * A SQLite lab holding nights 0 to 11 of board hs with the plan the two folders have:
     * each point 0.1 % about BEFORE's figure until night 5, about AFTER's from night 6 on.
     */
    private static String labWithNights(Path file, Path before, Path after) throws Exception {
        RecordedRun beforeRun = RunRecording.read(before).run();
        PlanFingerprint plan = beforeRun.plan();
        List<MeasuredPoint> beforePoints = RunFolder.readPoints(before);
        List<MeasuredPoint> afterPoints = RunFolder.readPoints(after);
        DatabaseLocation db = DatabaseLocation.sqlite(file);
        SplittableRandom random = new SplittableRandom(12);
        try (ResultsDatabase database = ResultsDatabase.open(db)) {
            for (int night = 0; night < 12; night++) {
                List<MeasuredPoint> points = new ArrayList<>();
                for (MeasuredPoint p : night < 6 ? beforePoints : afterPoints) {
                    List<Double> samples = new ArrayList<>();
                    for (int i = 0; i < 3; i++) {
                        samples.add(p.throughputMbS() * (1 + 0.002 * (random.nextDouble() - 0.5)));
                    }
                    double mean = samples.stream()
                            .mapToDouble(Double::doubleValue)
                            .average()
                            .orElseThrow();
                    points.add(MeasuredPoint.ok(p.key(), mean, 0.001 * mean, samples, 0));
                }
                RecordedRun run = new RecordedRun(
                        "hs",
                        SyntheticRuns.runId(night),
                        beforeRun.device(),
                        new RunInfo(SyntheticRuns.started(night), "lab-host-1", "6.12." + night, "test"),
                        plan);
                new RunStore(database).record(new RunRecord(run, points, List.of(), List.of(), List.of(), List.of()));
            }
        }
        return db.url();
    }

    private static String builtIn() throws Exception {
        try (InputStream in = ExplainOnTheSiteIT.class.getResourceAsStream("/io/bulkbench/profiles/hs.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
