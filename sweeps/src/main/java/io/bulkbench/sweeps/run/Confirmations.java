package io.bulkbench.sweeps.run;

import io.bulkbench.analysis.AnalysisResult;
import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.analysis.Confirmation;
import io.bulkbench.analysis.RecommendedConfiguration;
import io.bulkbench.benchmarks.sim.ProfileLoader;
import io.bulkbench.benchmarks.sim.SimProfile;
import io.bulkbench.benchmarks.sim.SimulatedThroughput;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.core.PercentText;
import io.bulkbench.core.PointKey;
import io.bulkbench.core.PointText;
import io.bulkbench.core.ThroughputText;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.PointsCsv;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code --confirm}: each recommended configuration measured again with the nightly JMH
 * settings, kept in confirm.csv (the points.csv format; rewritten whole after each, so a
 * resumed sweep measures only what it lacks), and set against what the run expected there
 * ({@link Confirmation}): the calibrated model's prediction when the folder has
 * calibrated.yaml, else the recommendation's own throughput.
 */
final class Confirmations {
    private Confirmations() {}

    /** Measures the recommended configurations confirm.csv lacks; returns whether a stop cut it short. */
    static boolean measure(
            Path runDir,
            AnalysisResult analysis,
            AnalysisSettings settings,
            PointMeasurer measurer,
            StopRequest stop,
            PrintWriter out)
            throws IOException {
        List<MeasuredPoint> saved = new ArrayList<>(RunFolder.readConfirmations(runDir));
        saved.removeIf(p -> !p.isOk());
        Set<PointKey> done = new HashSet<>();
        saved.forEach(p -> done.add(p.key()));
        List<PointKey> todo = RecommendedConfiguration.of(analysis.recommendations(), settings).stream()
                .map(RecommendedConfiguration::key)
                .filter(k -> !done.contains(k))
                .toList();
        if (todo.isEmpty()) {
            return false;
        }
        out.println(
                "confirm: measuring " + todo.size() + " recommended configuration(s) again with the nightly settings");
        SweepRunner runner = new SweepRunner(
                measurer,
                p -> {
                    saved.add(p);
                    PointsCsv.write(saved, runDir.resolve(RunFolder.CONFIRM_CSV));
                },
                new LogProgress(out, System::nanoTime),
                stop);
        return runner.run(todo, Set.of(), 0).stopped();
    }

    /** The confirmations of a folder whose analysis is {@code analysis}: one per recommended configuration measured again. */
    static List<Confirmation> of(Path runDir, AnalysisResult analysis, AnalysisSettings settings) throws IOException {
        List<MeasuredPoint> confirmed = RunFolder.readConfirmations(runDir);
        if (confirmed.isEmpty()) {
            return List.of();
        }
        Path profile = runDir.resolve(RunFolder.CALIBRATED_PROFILE);
        Optional<SimProfile> model =
                Files.isRegularFile(profile) ? Optional.of(ProfileLoader.load(profile)) : Optional.empty();
        List<Confirmation> out = new ArrayList<>();
        for (RecommendedConfiguration r : RecommendedConfiguration.of(analysis.recommendations(), settings)) {
            Optional<MeasuredPoint> c = confirmed.stream()
                    .filter(p -> p.isOk() && p.key().equals(r.key()))
                    .findFirst();
            if (c.isEmpty()) {
                continue;
            }
            double expected = model.map(m -> SimulatedThroughput.mbS(m, r.key(), SimulatedThroughput.MEASURED_REQUESTS))
                    .orElse(r.throughputMbS());
            out.add(new Confirmation(
                    r.key(), expected, c.get().throughputMbS(), c.get().errorMbS()));
        }
        return out;
    }

    /** One line per confirmation, and whether all agree. */
    static boolean print(List<Confirmation> confirmations, PrintWriter out) {
        boolean all = true;
        for (Confirmation c : confirmations) {
            out.printf(
                    Locale.ROOT,
                    "confirm: %s: expected %s, confirmed %s (%s): %s%n",
                    PointText.of(c.key()),
                    ThroughputText.of(c.predictedMbS()),
                    ThroughputText.withError(c.confirmedMbS(), c.confirmedErrorMbS()),
                    PercentText.signed(c.deviation()),
                    c.agrees() ? "agree" : "DISAGREE");
            all &= c.agrees();
        }
        return all;
    }
}
