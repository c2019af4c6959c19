package io.bulkbench.analysis.change;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SeriesTableTest {

    private static List<String> nights(int count) {
        return IntStream.range(0, count).mapToObj(i -> "night-" + i).toList();
    }

    /** 100 then 90 from row {@code step}, alternating 0.5 either side; rows in {@code skipped} absent. */
    private static MetricSeries stepAt(String metric, int rows, int step, List<Integer> skipped) {
        List<Integer> at = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < rows; i++) {
            if (!skipped.contains(i)) {
                at.add(i);
                values.add((i < step ? 100 : 90) + (i % 2 == 0 ? 0.5 : -0.5));
            }
        }
        return new MetricSeries(metric, at, values);
    }

    @Test
    void changesAreReportedAtTheTableRowWhateverRowsAMetricLacks() {
        SeriesTable table = new SeriesTable(
                nights(40),
                List.of(
                        stepAt("read_mb_s", 40, 25, List.of()),
                        stepAt("write_mb_s", 40, 15, List.of(0, 3, 14, 15, 30))));

        List<MetricChange> changes = table.changes(ChangePointSettings.defaults());

        assertThat(changes).extracting(MetricChange::metric).containsExactly("read_mb_s", "write_mb_s");
        assertThat(changes.get(0).change().index()).isEqualTo(25);
        assertThat(changes.get(0).time()).isEqualTo("night-25");
        // Rows 14 and 15 are missing: the new level's first row present is 16.
        assertThat(changes.get(1).change().index()).isEqualTo(16);
        assertThat(changes.get(1).time()).isEqualTo("night-16");
    }

    @Test
    void rowsMustRiseAndStayInsideTheTable() {
        assertThatThrownBy(() -> new MetricSeries("m", List.of(2, 1), List.of(1.0, 2.0)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MetricSeries("m", List.of(1), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() ->
                        new SeriesTable(nights(2), List.of(new MetricSeries("m", List.of(0, 2), List.of(1.0, 2.0)))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
