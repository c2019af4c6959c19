package io.bulkbench.analysis.bisect;

import io.bulkbench.core.BadInputException;
import java.util.Locale;

/**
 * What a bisect made of one point once its ends were measured: bisected (the ends differ
 * beyond the threshold, so the point judges every commit), within the threshold, set aside
 * (after the first measurements its interval still reached inside the threshold, and other
 * points decide), or undecided (measured as often as allowed without deciding). A report
 * names the last three where the point has no figure at a commit.
 */
public enum PointAtEnds {
    BISECTED,
    WITHIN_THRESHOLD,
    SET_ASIDE,
    UNDECIDED;

    /** "bisected", "within threshold", "set aside", "undecided". */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The file's spelling: {@code set_aside}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static PointAtEnds parse(String text) {
        for (PointAtEnds p : values()) {
            if (p.key().equals(text)) {
                return p;
            }
        }
        throw new BadInputException("'" + text + "' is none of bisected, within_threshold, set_aside, undecided");
    }
}
