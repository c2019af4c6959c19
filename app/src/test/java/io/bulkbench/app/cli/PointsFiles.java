package io.bulkbench.app.cli;

import java.util.Locale;

/** points.csv text for tests: the full header and rows of one simulated series. */
final class PointsFiles {
    static final String HEADER = "board,device,direction,buffers,request_bytes,copy_mode,status,throughput_mb_s,"
            + "error_mb_s,min_mb_s,max_mb_s,iterations,verify_errors,reason,late_share,source\n";

    private PointsFiles() {}

    /** An ok row of board {@code b} on the null device, IN, 16 KiB, copy. */
    static String row(int buffers, double mbS) {
        return row("b", buffers, mbS);
    }

    static String row(String board, int buffers, double mbS) {
        return String.format(
                Locale.ROOT,
                "%s,null,in,%d,16384,copy,ok,%.3f,0.01,%.3f,%.3f,2,0,,,measured%n",
                board,
                buffers,
                mbS,
                mbS - 0.005,
                mbS + 0.005);
    }

    /** A series rising to a plateau, one row per buffer count. */
    static String series(String board, int... buffers) {
        StringBuilder rows = new StringBuilder();
        for (int n : buffers) {
            rows.append(row(board, n, 20.0 * n / (n + 0.6)));
        }
        return rows.toString();
    }
}
