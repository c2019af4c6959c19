package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.bulkbench.analysis.trend.BoardTrend;
import io.bulkbench.analysis.trend.DefaultTrend;
import io.bulkbench.analysis.trend.NightlyPoint;
import io.bulkbench.analysis.trend.PointTrend;
import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.analysis.trend.Trends;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A board's nights as the site keeps them: every night in the month it started, every
 * point with the very throughput and error the history holds, hostile texts kept whole
 * with nothing that could start markup, and a new night rewriting its own month alone.
 */
class NightDataTest {
    private static final long SEED = 20261204L;
    private static final String HOSTILE = "</script><script>alert(1)</script> & \"q\" \u2028 ü";
    private static final String PREFIX = "(window.bulkbenchNights = window.bulkbenchNights || []).push(";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static BoardTrend board(String name, int nights, SplittableRandom random) {
        Map<PointKey, double[]> throughputs = new LinkedHashMap<>();
        for (CopyMode mode : CopyMode.values()) {
            for (int buffers : new int[] {2, 8, 32}) {
                for (int size : new int[] {16384, 262144}) {
                    double[] values = new double[nights];
                    for (int n = 0; n < nights; n++) {
                        // One night in twenty fails: its point has no figure.
                        values[n] = random.nextInt(20) == 0 ? Double.NaN : 5 + 40 * random.nextDouble();
                    }
                    throughputs.put(Trends.key(name, buffers, size, mode), values);
                }
            }
        }
        List<String> defaults = new ArrayList<>();
        for (int n = 0; n < nights; n++) {
            defaults.add(String.valueOf(random.nextBoolean() ? 8 : 32));
        }
        return Trends.board(name, throughputs, defaults, Map.of());
    }

    private static Map<String, JsonNode> parsed(Map<String, byte[]> files) throws Exception {
        Map<String, JsonNode> months = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            String text = new String(f.getValue(), StandardCharsets.UTF_8);
            assertThat(text).startsWith(PREFIX).endsWith(");\n");
            months.put(f.getKey(), JSON.readTree(text.substring(PREFIX.length(), text.length() - 3)));
        }
        return months;
    }

    @Test
    void everyNightIsInItsMonthWithEveryPointAsTheHistoryHoldsIt() throws Exception {
        System.out.println("NightDataTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        BoardTrend trend = board("snowball", 75, random);

        Map<String, JsonNode> months = parsed(NightData.of(trend, Set.of("run-3")));

        assertThat(months.keySet()).containsExactly("2026-01", "2026-02", "2026-03");
        Map<String, JsonNode> runs = new HashMap<>();
        Map<String, JsonNode> monthOfRun = new HashMap<>();
        for (Map.Entry<String, JsonNode> m : months.entrySet()) {
            assertThat(m.getValue().get("folder").asText()).isEqualTo("snowball");
            for (JsonNode r : m.getValue().get("runs")) {
                runs.put(r.get("run").asText(), r);
                monthOfRun.put(r.get("run").asText(), m.getValue());
            }
        }
        assertThat(runs).hasSize(75);
        for (RecordedRun run : trend.runs()) {
            JsonNode r = runs.get(run.runId());
            assertThat(monthOfRun.get(run.runId()).get("month").asText())
                    .isEqualTo(run.info().started().toString().substring(0, 7));
            assertThat(r.get("t").asLong()).isEqualTo(run.info().started().getEpochSecond());
            assertThat(r.get("report").isNull()).isEqualTo(!run.runId().equals("run-3"));
        }
        for (PointTrend p : trend.points()) {
            for (NightlyPoint n : p.nights()) {
                JsonNode month = monthOfRun.get(n.run().runId());
                int key = indexOf(month.get("keys"), p.key());
                JsonNode point = runs.get(n.run().runId()).get("points").get(key);
                if (n.point().isOk()) {
                    assertThat(point.get(0).asDouble()).isEqualTo(n.point().throughputMbS());
                    assertThat(point.get(1).asDouble()).isEqualTo(n.point().errorMbS());
                    assertThat(point.get(2).asText()).isEqualTo("ok");
                } else {
                    assertThat(point.get(0).isNull()).isTrue();
                    assertThat(point.get(2).asText())
                            .startsWith("failed: ")
                            .contains(n.point().reason());
                }
            }
        }
        DefaultTrend setting = trend.defaults().get(0);
        setting.nights().forEach(d -> {
            JsonNode written = runs.get(d.run().runId()).get("defaults").get(0);
            assertThat(written.get(1).asText()).isEqualTo(d.value());
            assertThat(List.of(
                            written.get(2).asText(),
                            written.get(3).asText(),
                            written.get(4).asText()))
                    .as("the setup in parts, for the page to join")
                    .containsExactly(
                            setting.device(),
                            setting.direction().label(),
                            setting.copyMode().label());
            assertThat(runs.get(d.run().runId()).get("date").asText())
                    .as("the start as the board's nights table writes it: ISO-8601, UTC, to the second")
                    .matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z")
                    .isEqualTo(d.run().info().started().toString());
        });
    }

    private static int indexOf(JsonNode keys, PointKey key) {
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i).get("id").asText().equals(key.canonicalText())) {
                return i;
            }
        }
        throw new AssertionError("no key " + key + " in " + keys);
    }

    @Test
    void hostileTextsStayTextWithNoCharacterThatCouldStartMarkup() throws Exception {
        BoardTrend plain = board(HOSTILE, 3, new SplittableRandom(SEED));
        List<RecordedRun> runs = plain.runs().stream()
                .map(r -> new RecordedRun(
                        r.board(),
                        HOSTILE + r.runId(),
                        r.device(),
                        new RunInfo(r.info().started(), HOSTILE, HOSTILE, "0.1"),
                        r.plan()))
                .toList();
        List<PointTrend> points = plain.points().stream()
                .map(p -> new PointTrend(
                        p.key(),
                        p.nights().stream()
                                .map(n -> new NightlyPoint(runs.get(plain.runs().indexOf(n.run())), n.point()))
                                .toList(),
                        List.of()))
                .toList();
        BoardTrend hostile = new BoardTrend(HOSTILE, plain.plan(), runs, List.of(), points, List.of());

        Map<String, byte[]> files = NightData.of(hostile, Set.of());

        String text = new String(files.values().iterator().next(), StandardCharsets.UTF_8);
        assertThat(text.substring(PREFIX.length())).doesNotContain("<", ">", "&");
        JsonNode month = parsed(files).values().iterator().next();
        assertThat(month.get("board").asText()).isEqualTo(HOSTILE);
        assertThat(month.get("folder").asText()).matches("x-[0-9a-f]{16}");
        // As the run keeps them: on one line (RunInfo), else whole.
        assertThat(month.get("runs").get(0).get("label").asText())
                .isEqualTo(runs.get(0).info().label())
                .contains("</script><script>alert(1)</script> & \"q\"");
        assertThat(month.get("runs").get(0).get("host").asText())
                .isEqualTo(runs.get(0).info().host());
        assertThat(month.get("runs").get(0).get("run").asText()).isEqualTo(HOSTILE + "run-0");
    }

    @Test
    void aPointsCpuCostFollowsItsFiguresWhereItWasMeasured() throws Exception {
        BoardTrend plain = board("snowball", 1, new SplittableRandom(SEED));
        PointTrend first = plain.points().get(0);
        NightlyPoint night = first.nights().get(0);
        MeasuredPoint costly =
                MeasuredPoint.summary(first.key(), 30.5, 0.25, 10).withCpu(CpuCost.summary(12.5, 0.75, 0.125));
        List<PointTrend> points = new ArrayList<>(plain.points());
        points.set(0, new PointTrend(first.key(), List.of(new NightlyPoint(night.run(), costly)), List.of()));
        BoardTrend trend =
                new BoardTrend(plain.board(), plain.plan(), plain.runs(), List.of(), points, plain.defaults());

        JsonNode month =
                parsed(NightData.of(trend, Set.of())).values().iterator().next();

        JsonNode measured = month.get("runs").get(0).get("points").get(indexOf(month.get("keys"), first.key()));
        assertThat(measured).hasSize(6);
        assertThat(measured.get(3).asDouble()).isEqualTo(12.5);
        assertThat(measured.get(4).asDouble()).isEqualTo(0.75);
        assertThat(measured.get(5).asDouble()).isEqualTo(0.125);
        JsonNode other = month.get("runs")
                .get(0)
                .get("points")
                .get(indexOf(month.get("keys"), points.get(1).key()));
        assertThat(other).as("a point measured without the profiler").hasSize(3);
    }

    @Test
    void aNewNightRewritesItsOwnMonthAlone() throws Exception {
        BoardTrend after = board("snowball", 71, new SplittableRandom(SEED));
        RecordedRun last = after.runs().get(70);
        BoardTrend before = new BoardTrend(
                after.board(),
                after.plan(),
                after.runs().subList(0, 70),
                List.of(),
                after.points().stream()
                        .map(p -> new PointTrend(
                                p.key(),
                                p.nights().stream()
                                        .filter(n -> !n.run().equals(last))
                                        .toList(),
                                p.changes()))
                        .toList(),
                after.defaults().stream()
                        .map(d -> new io.bulkbench.analysis.trend.DefaultTrend(
                                d.device(),
                                d.direction(),
                                d.copyMode(),
                                d.symbol(),
                                d.nights().stream()
                                        .filter(n -> !n.run().equals(last))
                                        .toList()))
                        .toList());

        Map<String, byte[]> old = NightData.of(before, Set.of());
        Map<String, byte[]> now = NightData.of(after, Set.of());

        assertThat(now.keySet()).containsExactlyElementsOf(old.keySet());
        String newMonth = NightData.month(after.runs().get(70));
        for (String m : old.keySet()) {
            if (m.equals(newMonth)) {
                assertThat(now.get(m)).isNotEqualTo(old.get(m));
            } else {
                assertThat(now.get(m)).as(m).isEqualTo(old.get(m));
            }
        }
    }
}
