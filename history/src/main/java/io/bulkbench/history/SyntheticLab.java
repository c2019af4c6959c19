package io.bulkbench.history;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A made-up lab written straight into a results database, to measure what the lab's size
 * costs: {@code boards} boards x {@code nights} nights of {@link SyntheticRuns} runs of
 * {@code sizes} request sizes (10 points per size), seeded. Every tenth board, from
 * {@code board-0003} on, drops 8 % for its last fifth of nights, so the site has change
 * points and regressions to show. A run keeps what the site and {@code history} read of
 * every night (the run, its measured points, its recommendations); its iteration samples,
 * baselines, latencies and fits are left out, so a lab of a thousand boards loads in
 * minutes, and its nights are compared by the normal approximation. The
 * boards' summaries are not computed: the first site build does that, as it does for runs
 * recorded before the summary table existed. One transaction per board, so a load that
 * stops half way leaves whole boards. On PostgreSQL a board's rows go in with one COPY a
 * table ({@link BoardCopy}); SQLite takes the recording's own batched inserts.
 */
public final class SyntheticLab {
    /** Six request sizes from 16 KiB to 256 KiB: with 5 buffer counts and 2 copy modes, 60 points a run. */
    public static final List<Integer> SIX_SIZES = List.of(16384, 32768, 65536, 131072, 196608, 262144);

    /** The most boards a lab holds, board-0000 to board-9999: ten times the largest lab measured. */
    public static final int MAX_BOARDS = 10_000;
    /** The most nights a board has: ten years of nights, run ids to 2036. */
    public static final int MAX_NIGHTS = 3_660;

    /** The share of nights at the end of a dropping board's history that read 8 % low. */
    private static final double DROPPED_SHARE = 0.2;

    private final ResultsDatabase database;

    public SyntheticLab(ResultsDatabase database) {
        this.database = database;
    }

    /** The name of board {@code index}: {@code board-0007}. */
    public static String board(int index) {
        return String.format(Locale.ROOT, "board-%04d", index);
    }

    /** Whether board {@code index} drops for its last nights. */
    public static boolean drops(int index) {
        return index % 10 == 3;
    }

    /** The run of board {@code index} on {@code night}, as this lab makes it. */
    public static RunRecord run(int index, int night, int nights, List<Integer> sizes, SplittableRandom random) {
        double level = drops(index) && night >= Math.round(nights * (1 - DROPPED_SHARE)) ? 0.92 : 1.0;
        return SyntheticRuns.run(board(index), night, SyntheticRuns.PLAN, sizes, random, level);
    }

    /** The random source of board {@code index}'s nights under {@code seed}. */
    public static SplittableRandom random(long seed, int index) {
        return new SplittableRandom(seed * 1_000_003L + index);
    }

    /** Writes boards {@code from} to {@code to} (exclusive), each with nights 0 to {@code nights} - 1. */
    public void write(int from, int to, int nights, List<Integer> sizes, long seed) throws SQLException {
        for (int b = from; b < to; b++) {
            writeBoard(b, nights, sizes, seed);
        }
    }

    /** Writes board {@code index} with nights 0 to {@code nights} - 1, in one transaction. */
    public void writeBoard(int index, int nights, List<Integer> sizes, long seed) throws SQLException {
        Connection c = database.connection();
        boolean copy = database.location().kind() == DatabaseLocation.Kind.POSTGRESQL;
        SplittableRandom random = random(seed, index);
        c.setAutoCommit(false);
        try {
            List<RunRecord> records = new ArrayList<>(nights);
            for (int night = 0; night < nights; night++) {
                records.add(run(index, night, nights, sizes, random));
            }
            List<Long> keys = copy ? copied(c, board(index), records) : inserted(c, records);
            // The latest night's verdict is whole, as a recording's: its change points too.
            NightVerdicts.searchChangePoints(database, c, keys.get(keys.size() - 1), records.get(records.size() - 1));
            c.commit();
        } catch (SQLException | RuntimeException e) {
            RunStore.rollbackQuietly(c);
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** A board's nights with the recording's own inserts, and their verdicts. */
    private static List<Long> inserted(Connection c, List<RunRecord> records) throws SQLException {
        List<Long> keys = new ArrayList<>(records.size());
        for (RunRecord record : records) {
            long key = RunStore.insertRun(c, record.run(), record.contentSha256());
            keys.add(key);
            // No samples: they are the iteration table's, left out here.
            RunStore.insertPoints(c, RunStore.MEASURED, key, record.points());
            RunStore.insertRecommendations(c, key, record.recommendations());
        }
        NightVerdicts.judgeInOrder(c, keys, records);
        return keys;
    }

    /** A board's nights with one COPY a table ({@link BoardCopy}), and their verdicts. */
    private static List<Long> copied(Connection c, String board, List<RunRecord> records) throws SQLException {
        BoardCopy copy = new BoardCopy(c);
        List<Long> keys = copy.runIds(records.size());
        copy.runs(RunStore.boardKey(c, board), keys, records);
        copy.verdicts(NightVerdicts.judgedInOrder(c, keys, records));
        return keys;
    }
}
