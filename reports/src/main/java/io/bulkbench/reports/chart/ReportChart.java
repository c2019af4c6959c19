package io.bulkbench.reports.chart;

/**
 * A chart of a run report, whatever it plots: its title, the caption that says its numbers
 * in words, the name of its PNG beside report.md, its data as charts.js reads it, and its
 * picture. report.md links the picture; report.html draws the data and keeps the picture
 * for a reader without scripts.
 */
public interface ReportChart {
    String title();

    String caption();

    String fileName();

    /** The chart as the JSON charts.js draws. */
    String json();

    /** The chart drawn as a PNG. */
    ChartImage draw();
}
