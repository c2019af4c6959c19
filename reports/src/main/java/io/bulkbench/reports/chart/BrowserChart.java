package io.bulkbench.reports.chart;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A chart the browser draws (uPlot, through charts.js): throughput over nights, one series
 * per line, each night with what hovering it shows and the report a click on it opens,
 * and the change points marked on it. Pure data; {@link ChartJson} writes it for the page.
 *
 * @param band whether each series is drawn with its band of plus and minus the JMH error
 */
public record BrowserChart(String yLabel, boolean band, List<Series> series, List<Mark> changes) {
    public BrowserChart {
        Objects.requireNonNull(yLabel, "yLabel");
        series = List.copyOf(series);
        changes = List.copyOf(changes);
    }

    /** One line: its name in the legend and its nights, oldest first. */
    public record Series(String name, List<Night> nights) {
        public Series {
            Objects.requireNonNull(name, "name");
            nights = List.copyOf(nights);
        }
    }

    /**
     * One night of a series.
     *
     * @param epochSeconds when the run started
     * @param date         the start as a person reads it, in UTC
     * @param label        the run's free label (a kernel or firmware revision), maybe empty
     * @param errorMbS     JMH's 99.9 % error, 0 when unknown
     * @param shown        the value and error as the page's tables write them
     * @param report       the night's report, relative to the page, when the page can link it
     */
    public record Night(
            long epochSeconds,
            String date,
            String label,
            String runId,
            double mbS,
            double errorMbS,
            String shown,
            Optional<String> report) {
        public Night {
            Objects.requireNonNull(date, "date");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(runId, "runId");
            Objects.requireNonNull(shown, "shown");
            Objects.requireNonNull(report, "report");
            if (!Double.isFinite(mbS) || !Double.isFinite(errorMbS)) {
                throw new IllegalArgumentException("night " + runId + " has no finite throughput or error");
            }
        }
    }

    /** A change point: where its new level starts, its label, and whether it is a drop. */
    public record Mark(long epochSeconds, String label, boolean drop) {
        public Mark {
            Objects.requireNonNull(label, "label");
        }
    }
}
