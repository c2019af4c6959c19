package io.bulkbench.analysis.explain;

import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.ThroughputText;

/**
 * A simulator profile's key names its unit in its last words ({@code submit_us},
 * {@code bandwidth_mb_s}, {@code submit_us_per_kib}, {@code copy.mb_s}): the unit of a parameter read back
 * from explain.csv, where only the path is written.
 */
final class ParameterUnit {
    private ParameterUnit() {}

    static String of(String parameter) {
        String key = "_" + parameter.substring(parameter.lastIndexOf('.') + 1);
        if (key.endsWith("_us_per_kib")) {
            return "us/" + ByteSizeText.KIB_UNIT;
        }
        if (key.endsWith("_mb_s")) {
            return ThroughputText.UNIT;
        }
        if (key.endsWith("_us")) {
            return "us";
        }
        return "";
    }
}
