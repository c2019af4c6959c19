package io.bulkbench.sweeps.cli;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.CopyMode;
import io.bulkbench.analysis.Direction;
import io.bulkbench.analysis.MeasuredPoint;
import io.bulkbench.analysis.PointKey;
import io.bulkbench.analysis.Recommendation;
import io.bulkbench.sweeps.run.PointMeasurer;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code sweep --design model --confirm}: the point the model recommends (its buffer count
 * and request size, per direction and copy mode) measured for real, the measurement it
 * already has where it measured that point, and compared with the model's prediction
 * there. Confirmed within {@link #TOLERANCE}; otherwise the model's defaults are not to
 * be trusted and the sweep says so.
 */
final class ModelConfirmation {
    /** How far a measurement may be from the model's prediction and still confirm it. */
    static final double TOLERANCE = 0.03;

    /** One recommended point: the model's prediction and the measurement. */
    record Check(PointKey key, double predictedMbS, MeasuredPoint measured) {
        double deviation() {
            return measured.throughputMbS() / predictedMbS - 1;
        }

        boolean confirms() {
            return measured.isOk() && Math.abs(deviation()) <= TOLERANCE;
        }
    }

    private ModelConfirmation() {
    }

    /**
     * Checks every direction and copy mode that has both a buffer-count and a request-size
     * recommendation; {@code measure} is called for points not measured yet.
     */
    static List<Check> check(List<Recommendation> recommendations, AnalysisSettings settings,
                             List<MeasuredPoint> predicted, List<MeasuredPoint> measured,
                             PointMeasurer measure) throws Exception {
        Map<String, Integer> buffers = new LinkedHashMap<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        Map<String, Recommendation> any = new LinkedHashMap<>();
        for (Recommendation r : recommendations) {
            String setup = setup(r.direction(), r.copyMode());
            any.put(setup, r);
            if (r.symbol().equals(settings.buffersSymbol())) {
                buffers.put(setup, Integer.parseInt(r.value()));
            } else if (r.symbol().equals(settings.requestSizeSymbol())) {
                sizes.put(setup, Integer.parseInt(r.value()) * 1024);
            }
        }
        List<Check> checks = new ArrayList<>();
        for (Map.Entry<String, Recommendation> e : any.entrySet()) {
            Integer n = buffers.get(e.getKey());
            Integer size = sizes.get(e.getKey());
            if (n == null || size == null) {
                continue;
            }
            Recommendation r = e.getValue();
            PointKey key = new PointKey(r.board(), r.device(), r.direction(), n, size, r.copyMode());
            Optional<MeasuredPoint> prediction = find(predicted, key);
            if (prediction.isEmpty()) {
                continue;
            }
            Optional<MeasuredPoint> known = find(measured, key);
            MeasuredPoint point = known.isPresent() ? known.get() : measure.measure(key);
            checks.add(new Check(key, prediction.get().throughputMbS(), point));
        }
        return checks;
    }

    private static Optional<MeasuredPoint> find(List<MeasuredPoint> points, PointKey key) {
        return points.stream().filter(p -> p.key().equals(key)).findFirst();
    }

    static void print(List<Check> checks, PrintWriter out) {
        for (Check c : checks) {
            PointKey k = c.key();
            if (!c.measured().isOk()) {
                out.printf(Locale.ROOT, "confirm: %s %s %d x %dK: the measurement failed (%s)%n", k.direction().label(),
                        k.copyMode().label(), k.buffers(), k.requestBytes() / 1024, c.measured().reason());
                continue;
            }
            out.printf(Locale.ROOT, "confirm: %s %s %d x %dK: measured %.2f MB/s, model %.2f MB/s (%+.1f %%): %s%n",
                    k.direction().label(), k.copyMode().label(), k.buffers(), k.requestBytes() / 1024,
                    c.measured().throughputMbS(), c.predictedMbS(), 100 * c.deviation(),
                    c.confirms() ? "confirmed" : "NOT CONFIRMED, beyond " + Math.round(100 * TOLERANCE) + " %");
        }
    }

    private static String setup(Direction direction, CopyMode mode) {
        return direction.name() + "/" + mode.name();
    }
}
