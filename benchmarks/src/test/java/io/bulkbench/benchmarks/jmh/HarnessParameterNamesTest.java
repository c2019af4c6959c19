package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.annotations.Param;

/**
 * Every name a sweep gives JMH is a {@code @Param} field of the harness it runs: a renamed
 * field would otherwise leave that axis at the field's default without a word.
 */
class HarnessParameterNamesTest {
    private static final List<String> EVERY_POINT = List.of(
            HarnessParameters.DEVICE,
            HarnessParameters.BUFFERS,
            HarnessParameters.REQUEST_SIZE,
            HarnessParameters.COPY_MODE,
            HarnessParameters.DIRECTION);

    @ParameterizedTest(name = "{0}")
    @ValueSource(classes = {PipelineThroughput.class, BidirectionalThroughput.class, CompletionLatency.class})
    void aPipelineHarnessHasEveryParameterAPointSets(Class<?> harness) {
        assertThat(params(harness)).containsAll(EVERY_POINT);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(classes = {MemoryCopyBaseline.class})
    void theMemoryCopyBaselineHasTheParametersItIsGiven(Class<?> harness) {
        assertThat(params(harness))
                .contains(HarnessParameters.BUFFERS, HarnessParameters.REQUEST_SIZE, HarnessParameters.DIRECTION);
    }

    private static List<String> params(Class<?> harness) {
        return Arrays.stream(harness.getFields())
                .filter(f -> f.isAnnotationPresent(Param.class))
                .map(java.lang.reflect.Field::getName)
                .toList();
    }
}
