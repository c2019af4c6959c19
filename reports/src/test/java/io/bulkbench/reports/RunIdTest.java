package io.bulkbench.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunIdTest {
    private static final Instant SECOND = Instant.parse("2026-12-04T10:20:31.750Z");

    @Test
    void theFirstRunOfASecondIsTheSecondItself() {
        assertThat(RunId.of(SECOND, 1)).isEqualTo("20261204-102031");
        assertThat(RunId.of(SECOND, 2)).isEqualTo("20261204-102031-2");
        assertThat(RunId.dayOf(SECOND)).isEqualTo("20261204");
    }

    @Test
    void idsSortByTimeAsPlainText() {
        List<String> byTime = new ArrayList<>();
        for (int nth = 1; nth <= RunId.MAX_PER_SECOND; nth++) {
            byTime.add(RunId.of(SECOND, nth));
        }
        byTime.add(RunId.of(SECOND.plusSeconds(1), 1));
        byTime.add(RunId.of(SECOND.plusSeconds(1), 2));

        assertThat(byTime.stream().sorted().toList()).containsExactlyElementsOf(byTime);
    }

    @Test
    void anIdSaysWhenItsRunStartedAndAnyOtherNameSaysNothing() {
        Instant second = Instant.parse("2026-12-04T10:20:31Z");
        assertThat(RunId.startedAt("20261204-102031")).contains(second);
        assertThat(RunId.startedAt("20261204-102031-9")).contains(second);
        assertThat(RunId.startedAt("20261204-102031-1")).isEmpty();
        assertThat(RunId.startedAt("20261204-102031-10")).isEmpty();
        assertThat(RunId.startedAt("20261304-102031")).isEmpty();
        assertThat(RunId.startedAt("my-run")).isEmpty();
    }

    @Test
    void aTenthRunInOneSecondIsAProgrammingError() {
        assertThatThrownBy(() -> RunId.of(SECOND, RunId.MAX_PER_SECOND + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
