package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.LatencySummary;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run's content hash, which databases keep, does not move when the way points are shown does. */
class RunRecordTest {

    @Test
    void theContentHashIsTheOneDatabasesAlreadyHold() {
        PointKey noCopy = new PointKey("b", "null", Direction.IN, 4, 16_384, CopyMode.NO_COPY);
        PointKey copy = new PointKey("b", "null", Direction.IN, 8, 16_384, CopyMode.COPY);
        RunRecord run = new RunRecord(
                new RecordedRun(
                        "b",
                        "20261130-021500",
                        "null",
                        new RunInfo(Instant.parse("2026-11-30T02:15:00Z"), "host", "", "0.1.0"),
                        SyntheticRuns.PLAN),
                // In the order a person reads them (copy before no-copy), not the hash's.
                List.of(
                        MeasuredPoint.ok(copy, 30.0, 1.0, List.of(29.0, 31.0), 0),
                        MeasuredPoint.ok(noCopy, 20.0, 0.5, List.of(19.5, 20.5), 0)),
                List.of(),
                List.of(new LatencySummary(noCopy, 100, 110, 120, 130, 140, 1000)),
                List.of(),
                List.of());

        // sha256sum of the text the hash has always been made of, written out by hand:
        //   point b null in buffers=4 request=16K no-copy ok 20.0 0.5 19.5 20.5 2 0  [19.5, 20.5]
        //   point b null in buffers=8 request=16K copy ok 30.0 1.0 29.0 31.0 2 0  [29.0, 31.0]
        //   latency b null in buffers=4 request=16K no-copy 100.0 110.0 120.0 130.0 140.0 1000
        assertThat(run.contentSha256()).isEqualTo("aa73fa6dd5688dfa9f46b00da1138d670be5c55dde71cd9f20c13641f6dc06dc");
    }
}
