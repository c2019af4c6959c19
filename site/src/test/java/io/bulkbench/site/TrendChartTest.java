package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.change.ChangePoint;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.chart.ChartImage;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Trend charts draw whatever the spacing of the nights: a year of days, minutes apart, one night, none ok. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TrendChartTest {
    private static final PointKey KEY = Trends.key("b", 8, 65536, CopyMode.COPY);

    private static PointTrend nights(int count, Duration apart, double drop, List<ChangePoint> changes) {
        List<NightlyPoint> nights = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RecordedRun run = new RecordedRun(
                    "b",
                    "run-" + i,
                    Trends.DEVICE,
                    RunInfo.startedAt(Trends.FIRST_NIGHT.plus(apart.multipliedBy(i))),
                    Trends.PLAN);
            double mbS = (i >= count / 2 ? 30 * (1 - drop) : 30) + 0.1 * (i % 3);
            MeasuredPoint p = MeasuredPoint.summary(KEY, mbS, 0.2, 10);
            nights.add(new NightlyPoint(run, p));
        }
        return new PointTrend(KEY, nights, changes);
    }

    private static BufferedImage png(ChartImage chart) throws Exception {
        return ImageIO.read(new ByteArrayInputStream(chart.png()));
    }

    @Test
    void aYearOfNightsWithAChangePointHasACaptionNamingTheChange() throws Exception {
        PointTrend year = nights(365, Duration.ofDays(1), 0.08, List.of(new ChangePoint(182, 30.1, 27.7, 1e-9)));

        assertThat(TrendChart.caption(year))
                .contains("365 of 365 measured ok")
                .contains("Change point: -8.0 % on 2026-07-02");
    }

    @Test
    void nightsMinutesApartAndNoOkNightMakeATrendLineToo() throws Exception {
        assertThat(png(TrendChart.spark(nights(3, Duration.ofMinutes(2), 0.5, List.of()), "s.png"))
                        .getWidth())
                .isEqualTo(TrendChart.SPARK_WIDTH);
        RecordedRun run = new RecordedRun("b", "r", Trends.DEVICE, RunInfo.startedAt(Trends.FIRST_NIGHT), Trends.PLAN);
        PointTrend failed = new PointTrend(
                KEY, List.of(new NightlyPoint(run, MeasuredPoint.failed(KEY, "fork exited"))), List.of());
        assertThat(TrendChart.caption(failed)).contains("0 of 1 measured ok");
        assertThat(png(TrendChart.spark(failed, "d.png")).getWidth()).isEqualTo(TrendChart.SPARK_WIDTH);
    }

    @Test
    void theFingerprintChangesWithTheDataAndTheTitleOnly() {
        PointTrend a = nights(10, Duration.ofDays(1), 0, List.of());

        assertThat(TrendChart.fingerprint(a, "t"))
                .isEqualTo(TrendChart.fingerprint(nights(10, Duration.ofDays(1), 0, List.of()), "t"));
        assertThat(TrendChart.fingerprint(a, "t")).isNotEqualTo(TrendChart.fingerprint(a, "u"));
        assertThat(TrendChart.fingerprint(a, "t"))
                .isNotEqualTo(TrendChart.fingerprint(nights(10, Duration.ofDays(1), 0.01, List.of()), "t"));
    }
}
