package io.bulkbench.analysis.trend;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SymbolHoldTest {
    private static DefaultTrend trend(Direction direction, CopyMode mode, String... values) {
        List<DefaultTrend.Night> nights = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            nights.add(new DefaultTrend.Night(Trends.run("b", i), values[i], 20));
        }
        return new DefaultTrend(Trends.DEVICE, direction, mode, Trends.SYMBOL, nights);
    }

    private static HeldDefault held(Direction direction, CopyMode mode, String... values) {
        return HeldDefault.of(trend(direction, mode, values), 3, false);
    }

    @Test
    void aSymbolHeldAlikeInEveryModeHasTheValue() {
        List<SymbolHold> holds = SymbolHold.of(
                "b",
                List.of(
                        held(Direction.IN, CopyMode.COPY, "4", "4", "4"),
                        held(Direction.IN, CopyMode.NO_COPY, "4", "4", "4")),
                Optional.empty(),
                Optional.empty());
        assertThat(holds).singleElement().satisfies(h -> {
            assertThat(h.value()).contains("4");
            assertThat(h.why()).isEmpty();
        });
    }

    @Test
    void modesHeldAtDifferentValuesNameBothAndTheFlagsThatChoose() {
        List<HeldDefault> both = List.of(
                held(Direction.IN, CopyMode.COPY, "4", "4", "4"), held(Direction.IN, CopyMode.NO_COPY, "8", "8", "8"));
        SymbolHold h =
                SymbolHold.of("b", both, Optional.empty(), Optional.empty()).get(0);
        assertThat(h.value()).isEmpty();
        assertThat(h.why())
                .isEqualTo("the nights hold 4 for in copy on sim:hs and 8 for in no-copy on sim:hs;"
                        + " choose one with --direction and --mode");
        // narrowed to one mode, that mode's value
        assertThat(SymbolHold.of("b", both, Optional.empty(), Optional.of(CopyMode.NO_COPY))
                        .get(0)
                        .value())
                .contains("8");
    }

    @Test
    void oneUnsettledModeUnsettlesTheSymbolAndSaysWhich() {
        SymbolHold h = SymbolHold.of(
                        "b",
                        List.of(
                                held(Direction.IN, CopyMode.COPY, "4", "4", "4"),
                                held(Direction.IN, CopyMode.NO_COPY, "4", "8", "4")),
                        Optional.empty(),
                        Optional.empty())
                .get(0);
        assertThat(h.value()).isEmpty();
        assertThat(h.why())
                .isEqualTo(
                        "in no-copy on sim:hs it is unsettled: the last 3 nights recommend 4 (2 nights), 8 (1 night)");
    }

    @Test
    void tonightSaysOnceThatADefaultBecameHeldAndOnceThatItStopped() {
        List<String> values = List.of("8", "4", "4", "4", "4", "6");
        List<String> said = new ArrayList<>();
        for (int night = 1; night <= values.size(); night++) {
            DefaultTrend d =
                    trend(Direction.IN, CopyMode.COPY, values.subList(0, night).toArray(String[]::new));
            HeldChange.said(d, Trends.run("b", night - 1), 3).ifPresent(said::add);
        }
        assertThat(said)
                .containsExactly(
                        Trends.SYMBOL + " (in copy on sim:hs) is now held at 4: the last 3 nights agree",
                        Trends.SYMBOL + " (in copy on sim:hs) is no longer held at 4: the last 3 nights recommend 4 (2"
                                + " nights), 6 (1 night)");
    }
}
