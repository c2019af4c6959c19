package io.bulkbench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.FirmwareRepo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A simulator profile that a bisect's build installs ({@code sim:FILE}, FILE not there
 * yet) is not refused before the first build; it is checked after that build, and refused
 * then in one line when the build did not install it.
 */
class BisectDeviceTest {

    @Test
    void aProfileNotThereBeforeTheFirstBuildIsCheckedAfterIt(@TempDir Path dir) throws Exception {
        Path installed = dir.resolve("installed/board.yaml");
        FirmwareRepo repo = FirmwareRepo.create(dir.resolve("fw"), installed, new int[] {15, 45}, List.of());
        Files.delete(installed);
        Path out = dir.resolve("run");

        CliRun run = CliRun.of(repo.bisect(repo.dir().toString(), repo.commit(0), "HEAD", "true", out)
                .toArray(String[]::new));

        assertThat(run.exitCode()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out())
                .contains("bisect: building the good end " + repo.commit(0).substring(0, 12));
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.errLines()[0])
                .startsWith("bisect: after the build of " + repo.commit(0).substring(0, 12)
                        + ", the device is not usable: ")
                .contains(installed.toString());
        assertThat(out.resolve("bisect-samples.csv")).content().hasLineCount(1);
    }
}
