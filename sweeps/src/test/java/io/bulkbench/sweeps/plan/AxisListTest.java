package io.bulkbench.sweeps.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.testing.RandomCases;
import org.junit.jupiter.api.Test;

class AxisListTest {

    @Test
    void explicitListIsSortedAndDeduplicated() {
        assertThat(AxisList.counts("8,2,4,4", "--buffers")).containsExactly(2, 4, 8);
    }

    @Test
    void rangeDoubles() {
        assertThat(AxisList.counts("2..64", "--buffers")).containsExactly(2, 4, 8, 16, 32, 64);
        assertThat(AxisList.counts("3..20", "--buffers")).containsExactly(3, 6, 12);
    }

    @Test
    void rangeWithStepCounts() {
        assertThat(AxisList.counts("2..10+2", "--buffers")).containsExactly(2, 4, 6, 8, 10);
        assertThat(AxisList.counts("2..8,12,16..64+16", "--buffers")).containsExactly(2, 4, 8, 12, 16, 32, 48, 64);
    }

    @Test
    void sizesTakeKibAndMibSuffixes() {
        assertThat(AxisList.sizes("16K..256K", "--sizes")).containsExactly(16384, 32768, 65536, 131072, 262144);
        assertThat(AxisList.sizes("512,1m,64k", "--sizes")).containsExactly(512, 65536, 1048576);
        assertThat(AxisList.sizes("16K..64K+16K", "--sizes")).containsExactly(16384, 32768, 49152, 65536);
    }

    @Test
    void badSizeNamesTheValueAndTheForm() {
        assertThatThrownBy(() -> AxisList.sizes("12Q", "--sizes"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("--sizes '12Q'")
                .hasMessageContaining("16K..256K");
    }

    @Test
    void countsRefuseSuffixesAndZero() {
        assertThatThrownBy(() -> AxisList.counts("4K", "--buffers")).hasMessageContaining("not a whole number");
        assertThatThrownBy(() -> AxisList.counts("0", "--buffers")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> AxisList.counts("", "--buffers")).hasMessageContaining("empty");
        assertThatThrownBy(() -> AxisList.counts("64..2", "--buffers")).hasMessageContaining("backwards");
        assertThatThrownBy(() -> AxisList.counts("2..8+0", "--buffers")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> AxisList.sizes("99999999999K", "--sizes")).hasMessageContaining("too large");
    }

    @Test
    void doublingRangeStartsAtFromAndNeverPassesTo() {
        RandomCases.check(500, c -> {
            int from = c.intIn("from", 1, 5000);
            int to = from + c.intIn("extra", 0, 100_000);
            var values = AxisList.counts(from + ".." + to, "--buffers");
            assertThat(values.get(0)).as("%s", c).isEqualTo(from);
            assertThat(values.get(values.size() - 1))
                    .as("%s", c)
                    .isLessThanOrEqualTo(to)
                    .isGreaterThan(to / 2);
            for (int i = 1; i < values.size(); i++) {
                assertThat(values.get(i)).as("%s", c).isEqualTo(values.get(i - 1) * 2);
            }
        });
    }

    @Test
    void steppedRangeHasEvenGaps() {
        RandomCases.check(500, c -> {
            int from = c.intIn("from", 1, 500);
            int extra = c.intIn("extra", 0, 2000);
            int step = c.intIn("step", 1, 300);
            var values = AxisList.counts(from + ".." + (from + extra) + "+" + step, "--buffers");
            assertThat(values).as("%s", c).hasSize(extra / step + 1);
            assertThat(values.get(values.size() - 1)).as("%s", c).isLessThanOrEqualTo(from + extra);
        });
    }
}
