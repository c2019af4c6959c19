package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** import and a bisect folder that has not ended: refused in one line, nothing recorded (a finished one: BisectCommandIT). */
class ImportBisectTest {
    @Test
    void aBisectThatHasNotEndedIsRefusedInOneLineWithHowToFinishIt(@TempDir Path dir) throws Exception {
        Path bisect = Files.createDirectories(dir.resolve("bisect/board/20261201-100000"));
        Files.writeString(bisect.resolve("bisect.csv"), "commit,subject,role,verdict,repeats\n");
        Files.writeString(bisect.resolve("bisect-range.csv"), "repo,good,bad,build,from\n/fw,a,b,true,\n");
        String db = "jdbc:sqlite:" + dir.resolve("lab.db");

        CliRun run = CliRun.of("import", dir.resolve("bisect").toString(), "--db", db);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip())
                .isEqualTo("import: " + bisect + ": " + bisect + " is a bisect that has not ended (no"
                        + " bisect-result.csv); continue it with bulkbench bisect --resume " + bisect);
        assertThat(run.out()).contains("import: 0 recorded, 0 already there, 1 refused");
    }
}
