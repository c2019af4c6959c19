package io.bulkbench.reports.chart;

import java.util.Base64;
import lombok.NonNull;

/**
 * One rendered chart: the PNG bytes, the file name it gets beside report.md, its title
 * and a caption that states the fitted numbers in words (for readers who cannot see
 * the picture, and for the Markdown report).
 */
public record ChartImage(
        @NonNull String fileName,
        @NonNull String title,
        @NonNull String caption,
        byte[] png) {

    public ChartImage {
        png = png.clone();
    }

    @Override
    public byte[] png() {
        return png.clone();
    }

    /** The image as a {@code data:} URI, so report.html needs no other file. */
    public String dataUri() {
        return "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
    }
}
