package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.sweeps.run.DeviceCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The example board configs in boards/ load and make runnable plans on their simulator profiles. */
class ShippedBoardsTest {

    @Test
    void everyShippedBoardConfigMakesAPlan() throws Exception {
        Path boards = Path.of("..", "boards");
        List<Path> files;
        try (Stream<Path> list = Files.list(boards)) {
            files = list.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(3);
        for (Path file : files) {
            BoardConfig config = BoardConfig.load(file);
            SweepPlan plan = Settings.of(config, DeviceCheck::normalise).plan();
            assertThat(plan.device()).as(file.toString()).startsWith("sim:");
            assertThat(plan.points()).as(file.toString()).isNotEmpty();
            assertThat(plan.board()).isEqualTo(config.board());
        }
    }
}
