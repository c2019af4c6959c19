package io.bulkbench.sweeps.run;

import java.util.Locale;

/** Formats seconds the way a person reads a progress line: 45s, 4m10s, 2h05m. */
public final class Durations {
    private Durations() {}

    public static String human(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
    }
}
