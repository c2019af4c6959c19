package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import io.bulkbench.sweeps.plan.BoardConfig;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.plan.SweepPlan;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run folder's sweep ended, or a crash or a stop left it to be continued. */
class RunCompletionTest {
    private Settings settings;
    private SweepPlan plan;

    @BeforeEach
    void plan() {
        settings = Settings.of(
                BoardConfig.parse(
                        "b.yaml",
                        new StringReader(
                                "board: b\ndevice: 'null'\nbuffers: 2,4\nsizes: 16K\nmodes: copy\nbaselines: false\n")),
                DeviceCheck::normalise);
        plan = settings.plan();
    }

    /** A whole sweep of the two-point plan into {@code dir}, as the command line runs it. */
    private void sweep(Path dir) throws Exception {
        RunManifest.write(dir, settings, "test");
        PointMeasurer steady = p -> MeasuredPoint.ok(p, 100, 1, List.of(100.0, 100.0), 0);
        new SweepJob(settings, dir, new PrintWriter(new StringWriter()), p -> steady, new StopRequest())
                .run(false, "test");
    }

    @Test
    void aWholeSweepIsFinished(@TempDir Path dir) throws Exception {
        sweep(dir);

        assertThat(RunCompletion.finished(dir, plan)).isTrue();
        assertThat(RunCompletion.unmeasured(plan, RunFolder.readPoints(dir))).isZero();
    }

    @Test
    void aSweepStoppedBeforeItsLastPointIsNot(@TempDir Path dir) throws Exception {
        sweep(dir);
        PointsCsv.write(RunFolder.readPoints(dir).subList(0, 1), dir.resolve(RunFolder.POINTS_CSV));
        // A stopped sweep writes its report of the points it has.
        Path report = dir.resolve(RunFolder.REPORT_HTML);
        FileTime points = Files.getLastModifiedTime(dir.resolve(RunFolder.POINTS_CSV));
        Files.setLastModifiedTime(report, FileTime.fromMillis(points.toMillis() + 1000));

        assertThat(RunCompletion.unmeasured(plan, RunFolder.readPoints(dir))).isEqualTo(1);
        assertThat(RunCompletion.finished(dir, plan)).isFalse();
    }

    @Test
    void aSweepKilledBetweenItsLastPointAndItsReportIsNot(@TempDir Path dir) throws Exception {
        sweep(dir);
        touchAfterReport(dir);

        assertThat(RunCompletion.finished(dir, plan)).isFalse();
        Files.delete(dir.resolve(RunFolder.REPORT_HTML));
        assertThat(RunCompletion.finished(dir, plan)).isFalse();
    }

    @Test
    void aFolderWithItsPlanAloneIsNot(@TempDir Path dir) throws Exception {
        RunManifest.write(dir, settings, "test");

        assertThat(RunCompletion.finished(dir, plan)).isFalse();
    }

    /** points.csv written after the report, as a point journaled after the last report would be. */
    private static void touchAfterReport(Path dir) throws Exception {
        FileTime report = Files.getLastModifiedTime(dir.resolve(RunFolder.REPORT_HTML));
        Files.setLastModifiedTime(dir.resolve(RunFolder.POINTS_CSV), FileTime.fromMillis(report.toMillis() + 1000));
    }
}
