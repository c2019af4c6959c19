package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.reports.RunFolder;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain} on the command line: two runs predicted from the hs profile, the second
 * with the link's per-request bus cost raised, are explained by that parameter alone (and
 * the path's cost per request, which it sets),
 * and the after run's report says so; a run the model cannot describe ends in exit 1 with
 * its worst points, a missing run in one line and exit 2. Small grids, so each fit takes
 * seconds.
 */
class ExplainCommandIT {
    private static final String[] GRID = {"--buffers", "1,2,4,8", "--sizes", "16K,64K,256K", "--modes", "no-copy"};

    @Test
    void theRaisedBusCostIsTheOneChangeAndTheReportSaysSo(@TempDir Path dir) throws Exception {
        String hs = builtIn("hs");
        assertThat(hs).contains("  per_request_us: 15\n");
        Path before = predicted(dir, "before", hs);
        Path after = predicted(dir, "after", hs.replace("  per_request_us: 15\n", "  per_request_us: 25\n"));

        CliRun explain = CliRun.of("explain", before.toString(), after.toString(), "--like", "hs");

        assertThat(explain.exitCode()).as(explain.out() + explain.err()).isZero();
        System.out.println(explain.out());
        Map<String, String> verdicts = verdicts(after.resolve(RunFolder.EXPLAIN_CSV));
        assertThat(verdicts).containsEntry("link.per_request_us", "changed");
        // the link sets hs's pace, so its 10 us more a request is the path's too
        assertThat(verdicts).containsEntry("path.per_request_us", "changed");
        assertThat(verdicts).containsKeys("link.bandwidth_mb_s", "host.submit_us", "host.jitter_us");
        verdicts.forEach((parameter, verdict) -> {
            if (!parameter.equals("link.per_request_us") && !parameter.equals("path.per_request_us")) {
                assertThat(verdict).as(parameter).isNotEqualTo("changed");
            }
        });
        assertThat(explain.out()).contains("the link's per-request bus cost rose from 15.0 to 25.0 us");

        CliRun report = CliRun.of("report", after.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(after.resolve(RunFolder.REPORT_MD))
                .content()
                .contains("## Which stage moved")
                .contains("The per-request cost of the path rose from 15.0 to 25.0 us")
                .contains("the link's per-request bus cost rose from 15.0 to 25.0 us");
        assertThat(after.resolve(RunFolder.REPORT_HTML)).content().contains("id=\"stage-changes\"");
    }

    @Test
    void aRunTheModelCannotDescribeIsExitOneWithItsWorstPoints(@TempDir Path dir) throws Exception {
        Path before = predicted(dir, "before", builtIn("hs"));
        Path after = Files.createDirectories(dir.resolve("after"));
        StringBuilder csv = new StringBuilder(
                "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s\n");
        int i = 0;
        for (int size : new int[] {16384, 65536, 262144}) {
            for (int n : new int[] {1, 2, 4, 8}) {
                double v = 38 - 4 * (i % 4) + i / 4;
                i++;
                csv.append("hs,sim:hs,in,%d,%d,no-copy,ok,%s,%s\n".formatted(n, size, v, 0.01 * v));
            }
        }
        Files.writeString(after.resolve(RunFolder.POINTS_CSV), csv);

        CliRun explain = CliRun.of("explain", before.toString(), after.toString(), "--like", "hs");

        assertThat(explain.exitCode()).as(explain.out() + explain.err()).isEqualTo(ExitCode.FAILED);
        assertThat(explain.out()).contains("THE MODEL DOES NOT DESCRIBE AFTER").contains("BEYOND");
        assertThat(explain.out()).doesNotContain("THE MODEL DOES NOT DESCRIBE BEFORE");
        assertThat(after.resolve(RunFolder.EXPLAIN_CSV)).doesNotExist();
    }

    @Test
    void aMissingRunIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path before = predicted(dir, "before", builtIn("hs"));
        CliRun explain = CliRun.of(
                "explain", before.toString(), dir.resolve("no-such-run").toString());
        assertThat(explain.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(explain.errLines()).hasSize(1).allMatch(l -> l.contains("no-such-run"));
        assertThat(CliRun.of("explain", "--help").out()).contains("Usage: bulkbench explain");
    }

    private static Path predicted(Path dir, String name, String profileYaml) throws Exception {
        Path profile = dir.resolve(name + ".yaml");
        Files.writeString(profile, profileYaml);
        Path run = dir.resolve(name);
        String[] args = {"predict", "--device", "sim:" + profile, "--board", "hs", "--out", run.toString()};
        String[] all = java.util.Arrays.copyOf(args, args.length + GRID.length);
        System.arraycopy(GRID, 0, all, args.length, GRID.length);
        CliRun predict = CliRun.of(all);
        assertThat(predict.exitCode()).as(predict.err()).isZero();
        return run;
    }

    private static String builtIn(String name) throws Exception {
        try (InputStream in = ExplainCommandIT.class.getResourceAsStream("/io/bulkbench/profiles/" + name + ".yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** parameter -> verdict, read from the file's first and ninth columns. */
    private static Map<String, String> verdicts(Path explainCsv) throws Exception {
        List<String> lines = Files.readAllLines(explainCsv);
        assertThat(lines.get(0))
                .isEqualTo("parameter,before,before_low,before_high,after,after_low,after_high,change_percent,verdict,"
                        + "compare_points_changed");
        Map<String, String> verdicts = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            assertThat(cells).as(line).hasSize(10);
            verdicts.put(cells[0], cells[8]);
        }
        return verdicts;
    }
}
