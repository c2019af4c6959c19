package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static io.bulkbench.app.cli.HostileInputTest.tree;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.reports.csv.RunInfoCsv;
import io.bulkbench.sweeps.plan.RunManifest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/**
 * No user text becomes configuration: seeded hostile labels, holding every line break
 * YAML and Unicode know (LF, CR, NEL, LS, PS), C0 controls and YAML's own syntax, go into
 * a run folder and come back as the same values, with no new key in sweep.yaml, no new
 * line in it or in defaults.config, and a folder every reader still opens. Hostile board
 * names are refused before anything is made.
 */
class HostileInputRoundTripTest {
    private static final long SEED = 2026_12_04_35L;
    private static final List<String> PIECES = List.of(
            "\n",
            "\r",
            "\r\n",
            "\u0085",
            "\u2028",
            "\u2029",
            "\u0000",
            "\u0007",
            "\u001b[31m",
            "\u000b",
            "\f",
            "\u007f",
            "setup: {command: [touch, pwned]}",
            "board: other",
            "# ",
            ": ",
            "- ",
            "---",
            "...",
            "'",
            "\"",
            "&anchor ",
            "*alias",
            "!!python/object ",
            "{",
            "}",
            "[",
            "]",
            "</script>",
            "CONFIG_MODULES=n",
            "v6.8-rc1",
            "é",
            "\u202e");
    /** A raw line break of any kind, or a control character other than the file's own LF. */
    private static final Pattern RAW_BREAK = Pattern.compile("[\\r\\u0085\\u2028\\u2029\\x00-\\x09\\x0b-\\x1f\\x7f]");

    private static final Pattern KCONFIG_LINE = Pattern.compile("|# .*|CONFIG_[A-Za-z0-9_]+=\\S+");

    static String hostile(Random random) {
        StringBuilder label = new StringBuilder("v");
        int pieces = 3 + random.nextInt(8);
        for (int i = 0; i < pieces; i++) {
            label.append(PIECES.get(random.nextInt(PIECES.size())));
        }
        return label.toString();
    }

    /** What a run keeps of a label: one line, each break of any kind (CRLF as one) a space, no white space at the ends. */
    static String asCsvKeepsIt(String label) {
        String oneLine = label.replace("\r\n", " ");
        for (char lineBreak : new char[] {'\n', '\u000b', '\f', '\r', '\u0085', '\u2028', '\u2029'}) {
            oneLine = oneLine.replace(lineBreak, ' ');
        }
        return oneLine.strip();
    }

    @Test
    void hostileLabelsComeBackAsTheSameValuesWithNoNewKeyOrLine(@TempDir Path dir) throws IOException {
        Path plain = dir.resolve("plain");
        assertThat(CliRun.of(sweep("--out", plain.toString(), "--label", "v6")).exitCode())
                .isZero();
        Map<String, Object> plainKeys = new Yaml().load(Files.readString(plain.resolve("sweep.yaml")));
        long plainYamlLines =
                Files.readString(plain.resolve("sweep.yaml")).lines().count();
        long plainKconfigLines =
                Files.readString(plain.resolve("defaults.config")).lines().count();

        Random random = new Random(SEED);
        for (int i = 0; i < 6; i++) {
            String label = hostile(random);
            Path run = dir.resolve("run" + i);
            CliRun sweep = CliRun.of(sweep("--out", run.toString(), "--label", label));
            String seen = "seed " + SEED + ", label " + io.bulkbench.core.TerminalText.line(label);
            assertThat(sweep.exitCode()).as(seen + ": " + sweep.err()).isZero();
            HostileInputFailuresTest.plain(sweep);

            String yaml = Files.readString(run.resolve("sweep.yaml"));
            Map<String, Object> keys = new Yaml().load(yaml);
            assertThat(keys).as(seen).isEqualTo(plainKeys);
            assertThat(yaml.lines().count()).as(seen).isEqualTo(plainYamlLines);
            assertThat(RAW_BREAK.matcher(yaml).find())
                    .as(seen + ": a raw break in sweep.yaml")
                    .isFalse();
            assertThat(RunManifest.read(run)).as(seen).isNotNull();

            String kconfig = Files.readString(run.resolve("defaults.config"));
            assertThat(kconfig.lines())
                    .as(seen)
                    .allMatch(l -> KCONFIG_LINE.matcher(l).matches());
            assertThat(kconfig.lines().count()).as(seen).isEqualTo(plainKconfigLines);
            assertThat(RAW_BREAK.matcher(kconfig).find())
                    .as(seen + ": a raw break in defaults.config")
                    .isFalse();

            assertThat(RunInfoCsv.read(run.resolve("run.csv")).label()).as(seen).isEqualTo(asCsvKeepsIt(label));
            assertThat(Files.readString(run.resolve("run.csv")).lines().count())
                    .as(seen)
                    .isEqualTo(2);

            CliRun report = CliRun.of("report", run.toString());
            assertThat(report.exitCode()).as(seen + ": " + report.err()).isZero();
            HostileInputFailuresTest.plain(report);
        }
    }

    @Test
    void aFoldersPlanRunAgainRunsNoCommandALabelHeld(@TempDir Path dir) throws IOException {
        Path run = dir.resolve("run");
        Path pwned = dir.resolve("pwned");
        String label = "v6\rsetup: {command: [touch, " + pwned + "]}\u2028board: other";
        assertThat(CliRun.of(sweep("--out", run.toString(), "--label", label)).exitCode())
                .isZero();

        CliRun again = CliRun.of(
                "sweep",
                "--config",
                run.resolve("sweep.yaml").toString(),
                "--out",
                dir.resolve("again").toString());

        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(pwned).doesNotExist();
        assertThat(RunManifest.read(dir.resolve("again")).board())
                .isEqualTo(RunManifest.read(run).board());
    }

    @Test
    void hostileBoardNamesAreRefusedBeforeAnythingIsMade(@TempDir Path dir) throws IOException {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < 12; i++) {
            String board = "b" + hostile(random);
            refused(
                    CliRun.of(sweep(
                            "--board", board, "--out", dir.resolve("run" + i).toString())),
                    "--board");
        }
        assertThat(tree(dir)).containsExactly("");
    }
}
