package io.bulkbench.reports;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds a chart in a screenshot of the page it is embedded in: the place where the
 * screenshot shows the chart's pixels (within a small tolerance for the browser's
 * colour handling). Found means the browser decoded the image and drew all of it, at
 * its own size; a broken, blank or clipped image is not found.
 */
final class ScreenRegion {
    private static final int TOLERANCE = 16;
    private static final int PROBES = 200;
    private static final double MATCHING_SHARE = 0.99;

    private ScreenRegion() {}

    /** The top-left corner of {@code chart} in {@code screen}, if it is shown there whole. */
    static Optional<Point> locate(BufferedImage screen, BufferedImage chart) {
        int sw = screen.getWidth();
        int cw = chart.getWidth();
        int ch = chart.getHeight();
        int[] s = screen.getRGB(0, 0, sw, screen.getHeight(), null, 0, sw);
        int[] c = chart.getRGB(0, 0, cw, ch, null, 0, cw);
        List<Integer> probes = inkedPixels(c);
        for (int y0 = 0; y0 + ch <= screen.getHeight(); y0++) {
            for (int x0 = 0; x0 + cw <= sw; x0++) {
                if (probesMatch(s, sw, c, cw, probes, x0, y0)
                        && matchingShare(s, sw, c, cw, ch, x0, y0) >= MATCHING_SHARE) {
                    return Optional.of(new Point(x0, y0));
                }
            }
        }
        return Optional.empty();
    }

    /** Distinct colours in a region, sampled every second pixel: a blank region has one or two. */
    static int distinctColours(BufferedImage image, int x0, int y0, int width, int height) {
        Set<Integer> colours = new HashSet<>();
        for (int y = y0; y < y0 + height; y += 2) {
            for (int x = x0; x < x0 + width; x += 2) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }

    /** Indexes of pixels that are not near-white, spread over the chart: the quick test of a place. */
    private static List<Integer> inkedPixels(int[] chart) {
        List<Integer> inked = new ArrayList<>();
        for (int i = 0; i < chart.length; i++) {
            if (!close(chart[i], 0xFFFFFF)) {
                inked.add(i);
            }
        }
        List<Integer> probes = new ArrayList<>();
        int step = Math.max(1, inked.size() / PROBES);
        for (int i = 0; i < inked.size(); i += step) {
            probes.add(inked.get(i));
        }
        return probes;
    }

    private static boolean probesMatch(int[] s, int sw, int[] c, int cw, List<Integer> probes, int x0, int y0) {
        for (int i : probes) {
            if (!close(s[(y0 + i / cw) * sw + x0 + i % cw], c[i])) {
                return false;
            }
        }
        return true;
    }

    private static double matchingShare(int[] s, int sw, int[] c, int cw, int ch, int x0, int y0) {
        long matching = 0;
        for (int y = 0; y < ch; y++) {
            for (int x = 0; x < cw; x++) {
                matching += close(s[(y0 + y) * sw + x0 + x], c[y * cw + x]) ? 1 : 0;
            }
        }
        return (double) matching / ((long) cw * ch);
    }

    private static boolean close(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) > TOLERANCE) {
                return false;
            }
        }
        return true;
    }
}
