package io.bulkbench.app.cli;

import static io.bulkbench.app.cli.HostileInputTest.refused;
import static io.bulkbench.app.cli.HostileInputTest.sweep;
import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.analysis.trend.RecordedRun;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.history.DatabaseLocation;
import io.bulkbench.history.ResultsDatabase;
import io.bulkbench.history.RunRecord;
import io.bulkbench.history.SyntheticRuns;
import io.bulkbench.sweeps.run.RunRecording;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Text from outside reaches a terminal as one line of plain text: a stored label's OSC
 * and colour sequences, a hostile board another host recorded, a flag's newline. A
 * refusal names the bad value once, escaped, and never lists what the database holds.
 */
class HostileInputTextTest {
    /** Sets the window title to "pwned", rings the bell and turns the text red. */
    private static final String LABEL = "\u001b]0;pwned\u0007\u001b[31mred";
    /** Clears the screen and reads as two lines. */
    private static final String EVIL_BOARD = "evil\u001b[2J\nboard";

    /** A database holding board snowball (three nights, the last with the hostile label) and the hostile board. */
    private static String database(Path dir) {
        SplittableRandom random = new SplittableRandom(5);
        Path file = dir.resolve("lab.db");
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(file))) {
            for (int night = 0; night < 3; night++) {
                RunRecording.record(
                        db, labelled(SyntheticRuns.run("snowball", night, random), night == 2 ? LABEL : "6.12"));
            }
            RunRecording.record(db, SyntheticRuns.run(EVIL_BOARD, 0, random));
        }
        return "jdbc:sqlite:" + file;
    }

    private static RunRecord labelled(RunRecord record, String label) {
        RecordedRun run = record.run();
        RunInfo info = new RunInfo(
                run.info().started(), "host\u001b[8m", label, run.info().bulkbenchVersion());
        return new RunRecord(
                new RecordedRun(run.board(), run.runId(), run.device(), info, run.plan()),
                record.points(),
                record.baselines(),
                record.latencies(),
                record.fits(),
                record.recommendations());
    }

    private static void plainText(String text) {
        assertThat(text.chars()).noneMatch(c -> c == 0x1b || c == 0x07 || c == 0x9b);
    }

    @Test
    void aStoredLabelsTerminalSequencesAreShownNotObeyed(@TempDir Path dir) {
        String db = database(dir);

        CliRun history = CliRun.of("history", "--board", "snowball", "--db", db);

        assertThat(history.exitCode()).as(history.err()).isZero();
        plainText(history.out());
        assertThat(history.out()).contains("\\e]0;pwned\\x07\\e[31mred").contains("host\\e[8m");
    }

    @Test
    void aHostileBoardRecordedByAnotherHostIsOneLineOfText(@TempDir Path dir) {
        String db = database(dir);

        CliRun history = CliRun.of("history", "--board", EVIL_BOARD, "--db", db);

        assertThat(history.exitCode()).as(history.err()).isZero();
        plainText(history.out());
        assertThat(history.out().lines().findFirst().orElseThrow()).startsWith("history of evil\\e[2J\\nboard in ");
    }

    @Test
    void anUnknownBoardIsNamedOnceAndTheRecordedOnesAreNotListed(@TempDir Path dir) {
        String db = database(dir);

        CliRun unknown =
                refused(CliRun.of("history", "--board", "snowbal\u001b[31m\nx", "--db", db), "has no run recorded");

        plainText(unknown.err());
        assertThat(unknown.err())
                .containsOnlyOnce("board 'snowbal\\e[31m\\nx'")
                .doesNotContain("snowball")
                .doesNotContain("evil");
    }

    @Test
    void aFlagsNewlineAndEscapesStayInsideTheOneLineThatRefusesIt(@TempDir Path dir) {
        String db = database(dir);
        plainText(refused(
                        CliRun.of("history", "--board", "snowball", "--db", db, "--since", "2026\u001b[2J\n-01-01"),
                        "--since '2026\\e[2J\\n-01-01' is not a day")
                .err());
        plainText(refused(CliRun.of(sweep("--board", "b\u001b]0;x\u0007\nc")), "--board 'b\\e]0;x\\x07\\nc'")
                .err());
    }

    @Test
    void aStoredLabelThatIsAFormulaIsTextInCsvAndNegativeFiguresStayNumbers(@TempDir Path dir) {
        SplittableRandom random = new SplittableRandom(6);
        Path file = dir.resolve("lab.db");
        try (ResultsDatabase db = ResultsDatabase.open(DatabaseLocation.sqlite(file))) {
            for (int night = 0; night < 12; night++) {
                RunRecord run = SyntheticRuns.run("snowball", night, night < 8 ? 1 : 0.9, random);
                RunRecording.record(db, labelled(run, "=HYPERLINK(\"http://evil.example\")"));
            }
        }

        CliRun csv = CliRun.of("history", "--board", "snowball", "--db", "jdbc:sqlite:" + file, "--format", "csv");

        assertThat(csv.exitCode()).as(csv.err()).isZero();
        assertThat(csv.out().lines().skip(1))
                .allSatisfy(row -> assertThat(row)
                        .contains(",\"'=HYPERLINK(\"\"http://evil.example\"\")\",")
                        .doesNotContain(",="))
                .anySatisfy(row -> assertThat(row).matches(".*,-(9|10|11)\\.\\d+,[0-9.eE-]+,[a-z]+$"));
    }

    @Test
    void csvOnATerminalIsEscapedLineByLineAndStaysExactElsewhere() {
        StringWriter shown = new StringWriter();
        PrintWriter terminal = TerminalLines.escaping(new PrintWriter(shown));
        terminal.print("run_id,label\n20260101-021500," + LABEL + "\nlast,");
        terminal.flush();

        assertThat(shown.toString()).isEqualTo("run_id,label\n20260101-021500,\\e]0;pwned\\x07\\e[31mred\nlast,");
        PrintWriter file = new PrintWriter(new StringWriter());
        assertThat(TerminalLines.onTerminal(file))
                .as("tests run without a terminal")
                .isSameAs(file);
    }
}
