package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.BisectRule;
import io.bulkbench.analysis.bisect.BisectSamples;
import io.bulkbench.analysis.bisect.EndsCheck;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.BisectText;
import io.bulkbench.reports.csv.BisectCsv;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/** Each point's change from the good end to the bad end, with its interval and what the rule made of it, in one line. */
record EndsText(BisectRule rule, BiFunction<PointKey, Optional<String>, BisectSamples> samples) {

    String of(List<PointKey> points) {
        List<String> parts = new ArrayList<>();
        for (PointKey p : points) {
            BisectSamples s = samples.apply(p, Optional.empty());
            EndsCheck c = rule.ends(s);
            parts.add(BisectCsv.name(p) + " " + BisectText.change(c.change()) + " "
                    + switch (c.verdict()) {
                        case DIFFER -> "(differ)";
                        case WITHIN_THRESHOLD -> "(within " + BisectText.threshold(rule.threshold()) + ")";
                        case UNDECIDED ->
                            "(undecided after "
                                    + Math.max(s.good().size(), s.bad().size()) + " measurements an end)";
                    });
        }
        return String.join("; ", parts);
    }
}
