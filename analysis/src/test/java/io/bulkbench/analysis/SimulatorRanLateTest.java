package io.bulkbench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class SimulatorRanLateTest {

    private static MeasuredPoint late(double share) {
        return MeasuredPoint.ok(Synthetic.key(2, 16384), 18, 0.1, List.of(17.9, 18.0, 18.1), 0)
                .withLateShare(OptionalDouble.of(share));
    }

    @Test
    void aPointIsFlaggedOnlyAboveOnePercentOfItsTime() {
        assertThat(late(0.0).simulatorRanLate()).isFalse();
        assertThat(late(0.01).simulatorRanLate()).isFalse();
        assertThat(late(0.0101).simulatorRanLate()).isTrue();
        assertThat(late(0.2).simulatorRanLate()).isTrue();
    }

    @Test
    void anUnknownShareOrAFailedPointIsNotFlagged() {
        MeasuredPoint unknown = MeasuredPoint.ok(Synthetic.key(2, 16384), 18, 0.1, List.of(18.0), 0);
        assertThat(unknown.lateShare()).isEmpty();
        assertThat(unknown.simulatorRanLate()).isFalse();

        MeasuredPoint failed =
                MeasuredPoint.failed(Synthetic.key(2, 16384), "stalled").withLateShare(OptionalDouble.of(0.5));
        assertThat(failed.simulatorRanLate()).isFalse();
    }

    @Test
    void withLateShareKeepsEverythingElse() {
        MeasuredPoint point = late(0.03);
        assertThat(point.withLateShare(OptionalDouble.empty()))
                .isEqualTo(MeasuredPoint.ok(Synthetic.key(2, 16384), 18, 0.1, List.of(17.9, 18.0, 18.1), 0));
        assertThat(point.lateShare()).hasValue(0.03);
    }

    @Test
    void aShareThatIsNoShareIsRefused() {
        assertThatThrownBy(() -> late(-0.01))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("late share -0.01")
                .hasMessageContaining("0.012 for 1.2 %");
        assertThatThrownBy(() -> late(Double.NaN)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> late(Double.POSITIVE_INFINITY)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> late(1.4))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("late share 1.4")
                .hasMessageContaining("from 0 to 1");
        assertThat(late(1.0).lateShare()).hasValue(1.0);
    }
}
