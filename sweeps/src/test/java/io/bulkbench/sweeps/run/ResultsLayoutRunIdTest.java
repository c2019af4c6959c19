package io.bulkbench.sweeps.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** New run folders under a results root: one each, however many runs of a board start in one second. */
class ResultsLayoutRunIdTest {
    private static final Clock ONE_SECOND = Clock.fixed(Instant.parse("2026-12-04T10:20:31.500Z"), ZoneOffset.UTC);

    @Test
    void runsStartedInOneSecondGetFoldersOfTheirOwnThatSortInOrder(@TempDir Path root) throws Exception {
        List<String> ids = new ArrayList<>();
        for (int run = 0; run < 3; run++) {
            Path dir = ResultsLayout.newRunFolder("lab", Optional.empty(), root, ONE_SECOND);
            assertThat(dir).isEmptyDirectory();
            Files.writeString(dir.resolve("sweep.yaml"), "board: lab\n");
            ids.add(dir.getFileName().toString());
        }

        assertThat(ids).containsExactly("20261204-102031", "20261204-102031-2", "20261204-102031-3");
        assertThat(ids.stream().sorted()).containsExactlyElementsOf(ids);
    }

    @Test
    void anEmptyFolderOrAFileUnderTheIdIsLeftAlone(@TempDir Path root) throws Exception {
        Files.createDirectories(root.resolve("lab/20261204-102031"));
        Files.writeString(root.resolve("lab/20261204-102031-2"), "not a run");

        Path dir = ResultsLayout.newRunFolder("lab", Optional.empty(), root, ONE_SECOND);

        assertThat(dir.getFileName()).hasToString("20261204-102031-3");
        assertThat(root.resolve("lab/20261204-102031-2")).hasContent("not a run");
    }

    @Test
    void aTenthRunInOneSecondIsRefusedInOneLine(@TempDir Path root) throws Exception {
        for (int run = 0; run < 9; run++) {
            ResultsLayout.newRunFolder("lab", Optional.empty(), root, ONE_SECOND);
        }

        assertThatThrownBy(() -> ResultsLayout.newRunFolder("lab", Optional.empty(), root, ONE_SECOND))
                .isInstanceOf(BadInputException.class)
                .hasMessage("9 runs of lab started at 20261204-102031 already; start the next one a second later");
    }
}
