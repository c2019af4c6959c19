package io.bulkbench.reports.kcidb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.Undecided;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.analysis.trend.NightVerdict;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.CpuCost;
import io.bulkbench.core.Direction;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PointKey;
import io.bulkbench.testing.KcidbRules;
import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A run as KCIDB 5.3 JSON, built from points written out by hand, checked against the schema's rules. */
class KcidbDocumentTest {
    private static final RunInfo INFO =
            new RunInfo(Instant.parse("2026-11-30T02:15:00Z"), "usb-host-1", "6.12.3", "0.1.0");

    @Test
    void eachPointIsOneTestWithItsStatusNumberAndPath() throws Exception {
        JsonNode doc = document("snowball", List.of(), List.of());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        assertThat(doc.get("version").get("major").intValue()).isEqualTo(5);
        assertThat(doc.get("version").get("minor").intValue()).isEqualTo(3);
        JsonNode done = test(doc, "bulkbench.in.copy.16K.buffers_4");
        assertThat(done.get("status").asText()).isEqualTo("DONE");
        assertThat(done.get("number").get("value").doubleValue()).isEqualTo(27.518);
        assertThat(done.get("number").get("unit").asText()).isEqualTo("MB/s");
        assertThat(done.get("build_id").asText()).isEqualTo("maestro:67a1b2c3");
        assertThat(done.get("origin").asText()).isEqualTo("my_lab");
        assertThat(done.get("start_time").asText()).isEqualTo("2026-11-30T02:15:00Z");
        assertThat(done.get("environment").get("comment").asText()).contains("snowball");
        assertThat(done.get("environment").get("misc").get("host").asText()).isEqualTo("usb-host-1");
        assertThat(done.get("misc").get("buffers").intValue()).isEqualTo(4);
        assertThat(done.get("misc").get("request_bytes").intValue()).isEqualTo(16384);
        assertThat(done.get("misc").get("copy_mode").asText()).isEqualTo("copy");
        assertThat(done.get("misc").get("error_mb_s").doubleValue()).isEqualTo(0.25);
        assertThat(done.get("misc").get("iterations").intValue()).isEqualTo(3);
        assertThat(done.get("misc").get("cpu_us_per_mb").doubleValue()).isEqualTo(41.2);
        assertThat(done.get("misc").get("cpu_error_us_per_mb").doubleValue()).isEqualTo(1.5);
        assertThat(done.get("misc").get("host_cpu_share").doubleValue()).isEqualTo(0.31);

        JsonNode failed = test(doc, "bulkbench.in.no_copy.64K.buffers_2");
        assertThat(failed.get("status").asText()).isEqualTo("FAIL");
        assertThat(failed.has("number")).isFalse();
        assertThat(failed.get("comment").asText()).contains("device disconnected");

        JsonNode corrupted = test(doc, "bulkbench.out.copy.256K.buffers_8");
        assertThat(corrupted.get("status").asText()).isEqualTo("FAIL");
        assertThat(corrupted.get("misc").get("verify_errors").intValue()).isEqualTo(7);
        assertThat(corrupted.get("misc").has("cpu_us_per_mb"))
                .as("its CPU was not measured")
                .isFalse();
        assertThat(corrupted.get("misc").has("error_mb_s"))
                .as("JMH's error was not known")
                .isFalse();

        JsonNode recommended = test(doc, "bulkbench.recommended.CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS.in.copy");
        assertThat(recommended.get("status").asText()).isEqualTo("DONE");
        assertThat(recommended.get("number").get("value").doubleValue()).isEqualTo(4);
        assertThat(recommended.get("number").has("unit")).isFalse();
        assertThat(doc.get("tests")).hasSize(4);
    }

    @Test
    void anUndecidedDefaultIsSkippedWithItsRange() throws Exception {
        Recommendation open = recommendation("snowball", "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS")
                .asUndecided(new Undecided(List.of("3", "7")));
        List<MeasuredPoint> points =
                List.of(MeasuredPoint.summary(key("snowball", Direction.IN, 4, 16384, CopyMode.COPY), 27.5, 0.1, 3));
        KcidbRun run = new KcidbRun(
                "my_lab", "maestro:67a1b2c3", "20261130-021500", INFO, points, List.of(open), verdictOf(List.of()));
        StringWriter out = new StringWriter();
        KcidbDocument.write(run, out);
        JsonNode doc = KcidbRules.parse(out.toString());

        assertThat(KcidbRules.violations(doc)).isEmpty();
        JsonNode skipped = test(doc, "bulkbench.recommended.CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS.in.copy");
        assertThat(skipped.get("status").asText()).isEqualTo("SKIP");
        assertThat(skipped.get("misc").get("undecided").asText()).isEqualTo("3..7");
    }

    @Test
    void aComparisonAddsItsSummaryAndOneFailingTestPerRegression() throws Exception {
        PointKey regressed = key("snowball", Direction.IN, 4, 16384, CopyMode.COPY);
        PointKey steady = key("snowball", Direction.OUT, 8, 262144, CopyMode.COPY);
        List<PointChange> changes = List.of(
                PointChange.of(regressed)
                        .baselineMbS(30)
                        .candidateMbS(27.518)
                        .relativeChange(27.518 / 30 - 1)
                        .pValue(0.0004)
                        .test("welch")
                        .verdict(Verdict.REGRESSION)
                        .build(),
                PointChange.of(steady)
                        .baselineMbS(40)
                        .candidateMbS(40.1)
                        .relativeChange(0.0025)
                        .pValue(0.6)
                        .test("welch")
                        .verdict(Verdict.UNCHANGED)
                        .build());
        JsonNode doc = document("snowball", changes, List.of());
        assertThat(KcidbRules.violations(doc)).isEmpty();
        JsonNode summary = test(doc, "bulkbench.regressions");
        assertThat(summary.get("status").asText()).isEqualTo("FAIL");
        assertThat(summary.get("number").get("value").intValue()).isEqualTo(1);
        JsonNode regression = test(doc, "bulkbench.regressions.in.copy.16K.buffers_4");
        assertThat(regression.get("status").asText()).isEqualTo("FAIL");
        assertThat(regression.get("number").get("value").doubleValue()).isEqualTo(27.518);
        assertThat(regression.get("misc").get("baseline_mb_s").doubleValue()).isEqualTo(30);
        assertThat(regression.get("misc").get("p_value").doubleValue()).isEqualTo(0.0004);
        assertThat(doc.get("tests")).hasSize(6);
        assertThat(ids(doc)).doesNotHaveDuplicates();
    }

    @Test
    void aComparisonWithoutRegressionPassesAndOneLeftUnjudgedSkips() throws Exception {
        PointKey k = key("snowball", Direction.IN, 4, 16384, CopyMode.COPY);
        PointChange unchanged = PointChange.of(k)
                .baselineMbS(27.5)
                .candidateMbS(27.518)
                .relativeChange(0.0007)
                .pValue(0.9)
                .test("welch")
                .verdict(Verdict.UNCHANGED)
                .build();
        PointChange late = PointChange.of(k)
                .baselineMbS(30)
                .candidateMbS(27.518)
                .relativeChange(-0.083)
                .highestChange(0.02)
                .pValue(0.001)
                .test("welch")
                .verdict(Verdict.SIMULATOR_LATE)
                .build();
        assertThat(test(document("snowball", List.of(unchanged), List.of()), "bulkbench.regressions")
                        .get("status")
                        .asText())
                .isEqualTo("PASS");
        assertThat(test(document("snowball", List.of(late), List.of()), "bulkbench.regressions")
                        .get("status")
                        .asText())
                .isEqualTo("SKIP");
    }

    @Test
    void hostileBoardNamesAndSymbolsStayValidAndKeepIdsApart() throws Exception {
        List<String> boards = List.of(
                "evil board\u0000:/../<x>\n\"y\"",
                "evil board\u0000:/../<x>\n\"z\"",
                "\u202Eplatine\u00e9 %41",
                "platine\u00e9 A");
        Set<String> seen = new HashSet<>();
        for (String board : boards) {
            String symbol = "CONFIG_" + board;
            JsonNode doc = document(board, List.of(), List.of(symbol));
            assertThat(KcidbRules.violations(doc)).as(board).isEmpty();
            for (String id : ids(doc)) {
                assertThat(id).as(board).matches("my_lab:[A-Za-z0-9._%:-]+");
                assertThat(seen.add(id)).as("%s is one id of two boards", id).isTrue();
            }
            assertThat(doc.toString()).doesNotContain("\\u0000");
        }
    }

    @Test
    void anOriginOrBuildIdKcidbRefusesIsOneSentenceNamingIt() {
        for (String origin : List.of("", "My_Lab", "my-lab", "lab:1", "l\u00e4b")) {
            assertThatThrownBy(() -> KcidbName.origin(origin))
                    .as(origin)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("'" + origin + "'")
                    .hasMessageNotContaining("\n");
        }
        for (String build : List.of("", "67a1b2c3", "Maestro:1", "maestro:", ":1", "maestro:1\nmaestro:2")) {
            assertThatThrownBy(() -> KcidbName.buildId(build))
                    .as(build)
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining("--build-id");
        }
        assertThat(KcidbName.buildId("maestro:67a1b2c3")).isEqualTo("maestro:67a1b2c3");
        assertThat(KcidbName.origin("my_lab_2")).isEqualTo("my_lab_2");
    }

    private static JsonNode document(String board, List<PointChange> changes, List<String> extraSymbols)
            throws Exception {
        List<MeasuredPoint> points = List.of(
                new MeasuredPoint(
                        key(board, Direction.IN, 4, 16384, CopyMode.COPY),
                        io.bulkbench.core.PointStatus.OK,
                        27.518,
                        0.25,
                        27.0,
                        28.0,
                        3,
                        0,
                        "",
                        List.of(),
                        null,
                        null,
                        CpuCost.summary(41.2, 1.5, 0.31)),
                MeasuredPoint.failed(key(board, Direction.IN, 2, 65536, CopyMode.NO_COPY), "device disconnected"),
                MeasuredPoint.summary(key(board, Direction.OUT, 8, 262144, CopyMode.COPY), 40.1, Double.NaN, 3)
                        .withVerifyErrors(7, "7 verify errors"));
        List<Recommendation> recommendations = new ArrayList<>();
        recommendations.add(recommendation(board, "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS"));
        extraSymbols.forEach(s -> recommendations.add(recommendation(board, s)));
        KcidbRun run = new KcidbRun(
                "my_lab", "maestro:67a1b2c3", "20261130-021500", INFO, points, recommendations, verdictOf(changes));
        StringWriter out = new StringWriter();
        KcidbDocument.write(run, out);
        return KcidbRules.parse(out.toString());
    }

    private static Recommendation recommendation(String board, String symbol) {
        return new Recommendation(
                board,
                "sim:hs",
                Direction.IN,
                CopyMode.COPY,
                symbol,
                "4",
                27.518,
                0.96,
                65536,
                "within 95 % of the best");
    }

    private static PointKey key(String board, Direction d, int buffers, int bytes, CopyMode mode) {
        return new PointKey(board, "sim:hs", d, buffers, bytes, mode);
    }

    private static JsonNode test(JsonNode doc, String path) {
        List<JsonNode> found = new ArrayList<>();
        doc.get("tests").forEach(t -> {
            if (t.get("path").asText().equals(path)) {
                found.add(t);
            }
        });
        assertThat(found).as(path).hasSize(1);
        return found.get(0);
    }

    private static List<String> ids(JsonNode doc) {
        List<String> ids = new ArrayList<>();
        doc.get("tests").forEach(t -> ids.add(t.get("id").asText()));
        return ids;
    }

    private static Optional<NightVerdict> verdictOf(List<PointChange> changes) {
        return changes.isEmpty()
                ? Optional.empty()
                : Optional.of(NightVerdict.ofPoints(Optional.empty(), 0.03, changes));
    }
}
