package io.bulkbench.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.benchmarks.device.DataPattern;
import io.bulkbench.core.CopyMode;
import io.bulkbench.core.Direction;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * No harness's setup writes to one of its own {@code @Param} fields: every field is given
 * a value outside its defaults, every {@code @Setup} method of the class runs, and the
 * field must still hold the value. Found by reflection, so a harness added later, or a
 * parameter added to one, is covered without touching this test.
 */
class ParamsSurviveSetupTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            classes = {
                PipelineThroughput.class,
                BidirectionalThroughput.class,
                CompletionLatency.class,
                MemoryCopyBaseline.class
            })
    void setupLeavesEveryParameterAsGiven(Class<?> harness) throws ReflectiveOperationException {
        Object bench = harness.getConstructor().newInstance();
        Map<Field, Object> given = new LinkedHashMap<>();
        for (Field field : harness.getFields()) {
            if (field.isAnnotationPresent(Param.class)) {
                Object value = valueFor(harness, field);
                field.set(bench, value);
                given.put(field, value);
            }
        }
        assertThat(given).isNotEmpty();
        for (Method method : harness.getMethods()) {
            if (method.isAnnotationPresent(Setup.class) && method.getParameterCount() == 0) {
                method.invoke(bench);
            }
        }
        try {
            for (Map.Entry<Field, Object> entry : given.entrySet()) {
                assertThat(entry.getKey().get(bench))
                        .as(entry.getKey().getName())
                        .isEqualTo(entry.getValue());
            }
        } finally {
            for (Method method : harness.getMethods()) {
                if (method.isAnnotationPresent(TearDown.class) && method.getParameterCount() == 0) {
                    method.invoke(bench);
                }
            }
        }
    }

    /**
     * A state whose setup takes a harness as a parameter makes JMH build a second instance
     * of that harness for it (a second device, a second pipeline), so the state would watch
     * a pipeline nobody drives. No state of the module may do that.
     */
    @Test
    void noStateSetupTakesAHarness() {
        List<Class<?>> harnesses = List.of(
                PipelineThroughput.class,
                BidirectionalThroughput.class,
                CompletionLatency.class,
                MemoryCopyBaseline.class);
        for (Class<?> state : List.of(TransferBytes.class, TransferEvents.class, LateIdle.class)) {
            for (Method method : state.getMethods()) {
                if (method.isAnnotationPresent(Setup.class) || method.isAnnotationPresent(TearDown.class)) {
                    assertThat(method.getParameterTypes())
                            .as(state.getSimpleName() + "." + method.getName())
                            .doesNotContainAnyElementsOf(harnesses);
                }
            }
        }
    }

    /** A legal value that is none of the field's defaults where the axis has one. */
    private static Object valueFor(Class<?> harness, Field field) {
        Class<?> type = field.getType();
        if (type == int.class) {
            return field.getName().equals("requestSize") ? 12288 : 3;
        }
        if (type == String.class) {
            return List.of(field.getAnnotation(Param.class).value()).contains("null") ? "sim:fastboot-ss" : "null";
        }
        if (type == CopyMode.class) {
            return List.of(field.getAnnotation(Param.class).value()).contains("COPY")
                    ? CopyMode.NO_COPY
                    : CopyMode.COPY;
        }
        if (type == DataPattern.class) {
            return DataPattern.GADGET_ZERO;
        }
        if (type == Direction.class) {
            // BOTH is the only legal value of the bidirectional harness, so it is given as is.
            return harness == BidirectionalThroughput.class
                    ? Direction.BOTH
                    : List.of(field.getAnnotation(Param.class).value()).contains("OUT") ? Direction.IN : Direction.OUT;
        }
        throw new IllegalStateException("no test value for @Param " + field.getName() + " of type " + type);
    }
}
