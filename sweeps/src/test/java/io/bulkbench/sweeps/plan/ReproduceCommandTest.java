package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The line that reproduces a run, as defaults.config and the report carry it: a shell runs it as written. */
class ReproduceCommandTest {

    @Test
    void aFolderWithoutAPlanIsAnalysedAgainItsPathQuotedWhereItNeedsIt() {
        assertThat(RunManifest.reproduceCommand(Path.of("results/b/20261130-021500"), Optional.empty()))
                .isEqualTo("bulkbench analyze results/b/20261130-021500");
        assertThat(RunManifest.reproduceCommand(Path.of("my results/it's here"), Optional.empty()))
                .isEqualTo("bulkbench analyze 'my results/it'\\''s here'");
    }
}
