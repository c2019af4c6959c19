package io.bulkbench.site;

import io.bulkbench.core.CopyMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * What a device page costs at a lab's size: BOARDS boards of one device, each with the
 * 9 key points of a 60-point grid (the recommended configuration and four corners per copy
 * mode), every value near 100 MB/s with 2 % noise and every fiftieth board 20 % low, seeded.
 * Prints the page's bytes and the median time of 5 renderings after 5 to warm up, and one
 * board's stored entry in bytes with and without its key points.
 *
 * <p>How to run, after {@code mvn -o -pl site -am test-compile dependency:build-classpath
 * -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test} in site/: {@code java -cp
 * site/target/test-classes:site/target/classes:$(cat site/cp.txt) io.bulkbench.site.DevicePageAtScale 1000}. This is a
 * measurement, not a test.
 */
public final class DevicePageAtScale {
    private static final int[][] KEY_POINTS = {{16384, 2}, {16384, 32}, {262144, 2}, {262144, 32}};

    private DevicePageAtScale() {}

    public static void main(String[] args) {
        int boards = Integer.parseInt(args[0]);
        SplittableRandom random = new SplittableRandom(1);
        List<IndexEntry> entries = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            double level = b % 50 == 7 ? 0.8 : 1.0;
            List<IndexEntry.KeyPoint> points = new ArrayList<>();
            points.add(point(CopyMode.NO_COPY, 65536, 8, level, random));
            for (CopyMode mode : CopyMode.values()) {
                for (int[] p : KEY_POINTS) {
                    points.add(point(mode, p[0], p[1], level, random));
                }
            }
            entries.add(ComparisonPagesTest.entry(String.format(Locale.ROOT, "board-%04d", b), "sim:hs", points));
        }
        long[] nanos = new long[10];
        String page = "";
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            page = ComparisonPages.html("sim:hs", entries);
            nanos[i] = System.nanoTime() - start;
        }
        long[] timed = java.util.Arrays.copyOfRange(nanos, 5, 10);
        java.util.Arrays.sort(timed);
        IndexEntry one = entries.get(0);
        System.out.printf(
                Locale.ROOT,
                "%d boards x %d key points: page %d bytes, %.1f ms (median of 5 after 5); one entry %d bytes,"
                        + " %d without its key points%n",
                boards,
                one.keyPoints().size(),
                page.getBytes(StandardCharsets.UTF_8).length,
                timed[2] / 1e6,
                one.json().getBytes(StandardCharsets.UTF_8).length,
                ComparisonPagesTest.entry(one.board(), "sim:hs", List.of())
                        .json()
                        .getBytes(StandardCharsets.UTF_8)
                        .length);
    }

    private static IndexEntry.KeyPoint point(
            CopyMode mode, int requestBytes, int buffers, double level, SplittableRandom random) {
        double mbS = level * 100 * (1 + 0.02 * (random.nextDouble() * 2 - 1));
        return new IndexEntry.KeyPoint("in", mode.label(), requestBytes, buffers, mbS);
    }
}
