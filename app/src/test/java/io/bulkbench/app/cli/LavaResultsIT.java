package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.bulkbench.analysis.PointChange;
import io.bulkbench.analysis.Verdict;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.SeriesName;
import io.bulkbench.reports.csv.CompareCsv;
import io.bulkbench.reports.lava.LavaResults;
import io.bulkbench.testing.RequiredEnvironment;
import io.bulkbench.testing.TestJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bulkbench lava} with Debian's own LAVA helpers (package lava-dispatcher), staged
 * as LAVA's overlay stages them on a device (an interpreter line, executable), and its
 * output read back with LAVA's own parsing: the signal pattern of lava_dispatcher's test
 * shell action, its test-case parameter parsing and result check, its test-set handling.
 */
class LavaResultsIT {
    private static final String PYTHON = "/usr/bin/python3";
    private static final List<String> HELPERS = List.of("lava-test-case", "lava-test-set", "lava-common-functions");

    /** LAVA's parsing of a test shell's output, one line per test case: set, id, result, measurement, units. */
    private static final String LAVA_PARSE = """
            import re, sys
            from lava_dispatcher.actions.test.shell import TestShellAction, handle_testcase
            from lava_dispatcher.connection import SignalMatch
            action = TestShellAction()
            action._reset_patterns()
            signal = re.compile(action.patterns["signal"])
            for match in signal.finditer(open(sys.argv[1], encoding="utf-8").read()):
                name, params = match.groups()
                params = params.split()
                if name == "TESTSET":
                    action.signal_test_set(params)
                elif name == "TESTCASE":
                    res = SignalMatch().match(handle_testcase(params))
                    print("\\t".join([action.testset_name or "", res["test_case_id"], res["result"],
                                     str(res.get("measurement", "")), res.get("units", "")]))
            """;

    private record LavaCase(String set, String id, String result, String measurement, String units) {}

    @Test
    void everyPointIsATestCaseWithItsMeasurementAndFailedPointsFail(@TempDir Path dir) throws Exception {
        Path shellDir = lavaTestShellDir();
        Path bin = stageHelpers(shellDir, dir.resolve("bin"));
        Path run = dir.resolve("run");
        // The device disconnects after 300 requests: the 16 KiB points (some 700 requests in
        // their 0.3 s) fail, the 128 KiB ones (about 90) are measured.
        CliRun sweep = CliRun.of(
                "sweep",
                "--device",
                "sim:hs",
                "--board",
                "lava-board",
                "--buffers",
                "2,4",
                "--sizes",
                "16K,128K",
                "--modes",
                "copy",
                "--no-baselines",
                "--forks",
                "0",
                "--warmup",
                "0",
                "--iterations",
                "3",
                "--time",
                "100ms",
                "--fault",
                "disconnect_after_requests=300",
                "--out",
                run.toString());
        assertThat(sweep.exitCode()).as(sweep.out() + sweep.err()).isEqualTo(1);
        List<MeasuredPoint> points = RunFolder.readPoints(run);
        assertThat(points).hasSize(4).filteredOn(MeasuredPoint::isOk).hasSize(2);
        MeasuredPoint regressed =
                points.stream().filter(MeasuredPoint::isOk).findFirst().orElseThrow();
        // What nightly writes after a slower night: compare.csv with this point a regression.
        CompareCsv.write(
                List.of(PointChange.of(regressed.key())
                        .baselineMbS(3 * regressed.throughputMbS())
                        .candidateMbS(regressed.throughputMbS())
                        .relativeChange(-2.0 / 3)
                        .pValue(0.0001)
                        .test("welch")
                        .verdict(Verdict.REGRESSION)
                        .build()),
                run.resolve(RunFolder.COMPARE_CSV));

        Path log = dir.resolve("lava.log");
        ProcessBuilder lava = new ProcessBuilder(
                        TestJvm.javaBinary(),
                        "-cp",
                        TestJvm.classpath(),
                        BulkbenchCommand.class.getName(),
                        "lava",
                        run.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        lava.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        lava.environment().put("LAVA_RESULT_DIR", dir.resolve("lava-results").toString());
        Process process = lava.start();
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        String output = Files.readString(log);
        assertThat(process.exitValue()).as(output).isZero();

        List<LavaCase> cases = lavaParse(log);
        for (MeasuredPoint p : points) {
            LavaCase c = cases.stream()
                    .filter(x -> x.set().equals(SeriesName.of(p.key())) && x.id().equals(LavaResults.caseName(p.key())))
                    .collect(java.util.stream.Collectors.collectingAndThen(java.util.stream.Collectors.toList(), l -> {
                        assertThat(l)
                                .as("LAVA cases of %s in:%n%s", p.key(), output)
                                .hasSize(1);
                        return l.get(0);
                    }));
            if (p.isOk()) {
                assertThat(c.result()).isEqualTo("pass");
                assertThat(Double.parseDouble(c.measurement())).isCloseTo(p.throughputMbS(), within(0.0005));
                assertThat(c.units()).isEqualTo("MB/s");
            } else {
                assertThat(c.result()).isEqualTo("fail");
                // The reason is in the log before the case's signal.
                int reason = output.indexOf(p.key() + " failed: ");
                assertThat(reason).as(output).isNotNegative();
                assertThat(output.substring(reason)).contains("disconnect").contains("TEST_CASE_ID=" + c.id());
            }
        }
        assertThat(cases)
                .filteredOn(c -> c.set().equals("regressions") && c.result().equals("fail"))
                .extracting(LavaCase::id)
                .containsExactlyInAnyOrder("regressions", "regression-" + LavaResults.caseName(regressed.key()));
        assertThat(cases).filteredOn(c -> c.set().equals("recommended")).isNotEmpty();
        // LAVA's helpers kept each case's result where LAVA collects them.
        for (LavaCase c : cases) {
            assertThat(dir.resolve("lava-results/results").resolve(c.id()).resolve("result"))
                    .content()
                    .isEqualToIgnoringNewLines(c.result());
        }
        // Every case id once: LAVA keeps its summary of a definition's cases by id.
        assertThat(cases).extracting(LavaCase::id).doesNotHaveDuplicates();
    }

    private static List<LavaCase> lavaParse(Path log) throws Exception {
        Process python = new ProcessBuilder(PYTHON, "-c", LAVA_PARSE, log.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String parsed = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(python.waitFor()).as("LAVA's parsing").isZero();
        List<LavaCase> cases = new ArrayList<>();
        for (String line : parsed.lines().toList()) {
            String[] f = line.split("\t", -1);
            cases.add(new LavaCase(f[0], f[1], f[2], f[3], f[4]));
        }
        return cases;
    }

    /** The helpers as LAVA's overlay puts them on a device: "#!/bin/sh" first, executable. */
    private static Path stageHelpers(Path shellDir, Path bin) throws IOException {
        Files.createDirectories(bin);
        for (String helper : HELPERS) {
            Path staged = bin.resolve(helper);
            Files.writeString(staged, "#!/bin/sh\n\n" + Files.readString(shellDir.resolve(helper)));
            Files.setPosixFilePermissions(staged, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return bin;
    }

    /** lava_dispatcher's lava_test_shell folder, as Debian's python3 finds the package. */
    private static Path lavaTestShellDir() throws Exception {
        Optional<Path> dir = Optional.empty();
        if (Files.isExecutable(Path.of(PYTHON))) {
            Process p = new ProcessBuilder(
                            PYTHON,
                            "-c",
                            "import os, lava_dispatcher; print(os.path.dirname(lava_dispatcher.__file__))")
                    .redirectErrorStream(true)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.waitFor() == 0) {
                dir = Optional.of(Path.of(out, "lava_test_shell"))
                        .filter(d -> Files.isRegularFile(d.resolve("lava-test-case")));
            }
        }
        RequiredEnvironment.require(
                "the LAVA tests",
                dir.isPresent() ? Optional.empty() : Optional.of("Debian's lava-dispatcher is not installed"),
                "apt-get install -y --no-install-recommends lava-dispatcher");
        return dir.orElseThrow();
    }
}
