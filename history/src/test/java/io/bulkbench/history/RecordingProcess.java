package io.bulkbench.history;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Another process recording runs, for the concurrency tests:
 * {@code RecordingProcess URL BOARD SIZES NIGHT...} records the synthetic run of each night
 * (seeded by the night, so every process makes the same run of a night) with SIZES request
 * sizes per series, and prints one line per run: its id and what recording did.
 */
public final class RecordingProcess {
    private RecordingProcess() {}

    public static void main(String[] args) throws Exception {
        DatabaseLocation location = DatabaseLocation.parse(args[0], "test");
        String board = args[1];
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < Integer.parseInt(args[2]); i++) {
            sizes.add(16384 + 512 * i);
        }
        try (ResultsDatabase db = ResultsDatabase.open(location)) {
            RunStore store = new RunStore(db);
            for (int i = 3; i < args.length; i++) {
                int night = Integer.parseInt(args[i]);
                RunRecord run = SyntheticRuns.run(board, night, SyntheticRuns.PLAN, sizes, new SplittableRandom(night));
                System.out.println(run.run().runId() + " " + store.record(run));
            }
        }
    }

    /** The command that starts one in another JVM. */
    public static List<String> command(String url, String board, int sizes, int... nights) {
        List<String> command = new ArrayList<>(List.of(
                io.bulkbench.testing.TestJvm.javaBinary(),
                "-cp",
                io.bulkbench.testing.TestJvm.classpath(),
                RecordingProcess.class.getName(),
                url,
                board,
                Integer.toString(sizes)));
        for (int night : nights) {
            command.add(Integer.toString(night));
        }
        return command;
    }
}
