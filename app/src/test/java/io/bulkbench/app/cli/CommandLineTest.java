package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class CommandLineTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--buffers|0|--buffers '0'",
                "--buffers|2..4096|1..1024",
                "--sizes|12Q|--sizes '12Q'",
                "--sizes|1000|multiple of 512",
                "--device|nonsense:1|nonsense:1",
                "--device|sim:no-such-profile|no-such-profile",
                "--modes|copy,zero|copy mode 'zero'",
                "--direction|sideways|direction 'sideways'",
                "--time|soon|--time 'soon'",
                "--config|/no/such/board.yaml|/no/such/board.yaml cannot be read",
                "--design|sideways|--design 'sideways' is not one of grid, model",
            })
    void badSweepInputIsOneLineWithExitCode2(String flag, String value, String expected) {
        CliRun run = CliRun.of("sweep", flag, value);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains(expected).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aCommandsNameBuildsThatCommandAloneAndAnythingElseEveryCommand() {
        assertThat(BulkbenchCommand.commandLineFor(new String[] {"history", "--board", "b"})
                        .getSubcommands()
                        .keySet())
                .containsExactly("history");
        for (String[] args : new String[][] {{}, {"--help"}, {"help", "sweep"}, {"histroy"}, {"--version"}}) {
            assertThat(BulkbenchCommand.commandLineFor(args).getSubcommands().keySet())
                    .as(String.join(" ", args))
                    .containsExactlyElementsOf(
                            BulkbenchCommand.commandLine().getSubcommands().keySet())
                    .hasSize(BulkbenchCommand.COMMANDS.size());
        }
    }

    @Test
    void aModelDesignAndAnAdaptiveSweepTogetherAreBadInput(@TempDir Path dir) {
        Path out = dir.resolve("run");
        CliRun run = CliRun.of("sweep", "--design", "model", "--adaptive", "--out", out.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains("--design model or --adaptive").doesNotContain("\tat ");
        assertThat(run.out()).isEmpty();
        assertThat(out).doesNotExist();
    }

    @Test
    void unknownOptionsAndMissingValuesAreBadInputToo() {
        CliRun unknown = CliRun.of("sweep", "--bogus");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.errLines()).hasSize(1);
        assertThat(unknown.err()).contains("--bogus").contains("--help");
        CliRun missing = CliRun.of("sweep", "--buffers");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.errLines()).hasSize(1);
        CliRun notANumber = CliRun.of("sweep", "--forks", "two");
        assertThat(notANumber.exitCode()).isEqualTo(2);
        assertThat(notANumber.err()).contains("two");
    }

    @Test
    void aBadBoardConfigNamesTheFileAndKey(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("board.yaml");
        Files.writeString(config, "board: b\nbuffers: 2..8\nsizes: 1000\n");
        CliRun run = CliRun.of("sweep", "--config", config.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains(config + ": sizes '1000'").contains("multiple of 512");
        Files.writeString(config, "board: b\nbufers: 2\n");
        assertThat(CliRun.of("sweep", "--config", config.toString()).err()).contains("bufers is not a known key");
    }

    @Test
    void resumeNeedsARunFolder(@TempDir Path dir) {
        CliRun run = CliRun.of("sweep", "--resume", dir.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("is not a run folder");
        assertThat(CliRun.of("sweep", "--retry-failed").err()).contains("--retry-failed goes with --resume");
    }

    static Stream<String> commands() {
        return BulkbenchCommand.commandLine().getSubcommands().keySet().stream().filter(name -> !name.equals("help"));
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyCommandHasHelpThatPicocliCanFormat(String command) {
        // picocli formats descriptions with String.format and, on a bare '%', warns on the
        // process's standard error and prints the text raw
        PrintStream stderr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        CliRun run;
        try {
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            run = CliRun.of(command, "--help");
        } finally {
            System.setErr(stderr);
        }
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: bulkbench " + command);
        assertThat(warnings.toString(StandardCharsets.UTF_8))
                .as("picocli's warnings")
                .isEmpty();
    }

    @Test
    void profilesListsTheBuiltInsOneLineEach() {
        CliRun run = CliRun.of("profiles");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("snowball-msc").contains("fastboot-ssp").contains("usrp-netbsd-ugen");
        assertThat(run.out().lines().filter(l -> l.startsWith("snowball-msc"))).hasSize(1);
        assertThat(CliRun.of("profiles", "--example").out()).contains("link:").contains("bandwidth_mb_s");
    }

    @Test
    void analyzeWorksOnANineColumnPointsCsvAlone(@TempDir Path dir) throws Exception {
        StringBuilder csv = new StringBuilder(
                "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s\n");
        for (int n : new int[] {1, 2, 3, 4, 6, 8, 16}) {
            csv.append("snowball,sim:snowball-msc,in,")
                    .append(n)
                    .append(",16384,copy,ok,")
                    .append(20.0 * n / (n + 0.6))
                    .append(",0.05\n");
        }
        Path points = dir.resolve("points.csv");
        Files.writeString(points, csv);
        CliRun run = CliRun.of("analyze", points.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=");
        assertThat(dir.resolve("fits.csv")).content().contains("knee_buffers");
        assertThat(dir.resolve("defaults.config"))
                .content()
                .containsPattern("(?m)^CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS=\\d+$");
        assertThat(dir.resolve("report.html")).isNotEmptyFile();
        // A file from before the late share was recorded says nothing about the simulator's pace.
        assertThat(run.out()).doesNotContain("simulator late");
    }

    @Test
    void analyzeSaysWhichPointsTheMachineWasTooBusyToPace(@TempDir Path dir) throws Exception {
        StringBuilder csv = new StringBuilder("board,device,direction,buffers,request_bytes,copy_mode,status,"
                + "throughput_mb_s,error_mb_s,late_share\n");
        for (int n : new int[] {1, 2, 3, 4, 6, 8, 16}) {
            csv.append("snowball,sim:snowball-msc,in,")
                    .append(n)
                    .append(",16384,copy,ok,")
                    .append(20.0 * n / (n + 0.6))
                    .append(",0.05,")
                    .append(n == 2 ? "0.032" : n == 6 ? "0.011" : "0.002")
                    .append('\n');
        }
        Path points = dir.resolve("points.csv");
        Files.writeString(points, csv);

        CliRun run = CliRun.of("analyze", points.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines().filter(l -> l.startsWith("simulator late:")))
                .singleElement()
                .isEqualTo(
                        "simulator late: 2 of 7 simulated point(s) lost more than 1 % of their measured time; the machine was"
                                + " too busy to pace the simulator, so each may read low by up to its share: in copy 16 KiB x 2 (3.2 %),"
                                + " in copy 16 KiB x 6 (1.1 %)");
        assertThat(dir.resolve("report.html")).content().contains("Simulator ran late");
        assertThat(dir.resolve("report.md")).content().contains("## Simulator ran late");
    }

    @Test
    void analyzeRefusesWhatItCannotRead(@TempDir Path dir) throws Exception {
        assertThat(CliRun.of("analyze", dir.resolve("nothing.csv").toString()).exitCode())
                .isEqualTo(2);
        Path csv = dir.resolve("points.csv");
        Files.writeString(
                csv,
                "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,error_mb_s\n"
                        + "b,null,in,two,16384,copy,ok,1.0,0.1\n");
        CliRun run = CliRun.of("analyze", csv.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.err()).contains("line 2").contains("buffers");
        assertThat(CliRun.of("analyze", csv.toString(), "--knee", "1.5").err()).contains("--knee", "1.5");
        assertThat(CliRun.of("analyze", csv.toString(), "--model", "cubic").err())
                .contains("cubic");
    }
}
