package io.bulkbench.sweeps.bisect;

import io.bulkbench.analysis.bisect.BisectSample;
import io.bulkbench.analysis.bisect.BisectSamples;
import io.bulkbench.analysis.bisect.CommitVerdict;
import io.bulkbench.analysis.bisect.RelativeChange;
import io.bulkbench.analysis.bisect.Side;
import io.bulkbench.analysis.bisect.TestedCommit;
import io.bulkbench.analysis.bisect.TestedCommit.PointResult;
import io.bulkbench.core.PointKey;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.csv.BisectSamplesCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * Every measurement of a bisect so far, by commit and point, and what the rule and
 * bisect.csv see of them: one point's samples at the two ends and a commit, and a tested
 * commit's row. A resumed bisect starts from the folder's bisect-samples.csv.
 */
final class SampleStore {
    private final String good;
    private final String bad;
    private final Map<String, Map<PointKey, List<Double>>> samples = new HashMap<>();

    private SampleStore(String good, String bad) {
        this.good = good;
        this.bad = bad;
    }

    /** The measurements kept in {@code runDir}, none when it holds no bisect yet. */
    static SampleStore read(Path runDir, String good, String bad) throws IOException {
        SampleStore store = new SampleStore(good, bad);
        Path file = runDir.resolve(RunFolder.BISECT_SAMPLES_CSV);
        if (Files.exists(file)) {
            for (BisectSample s : BisectSamplesCsv.read(file)) {
                store.add(s);
            }
        }
        return store;
    }

    void add(BisectSample s) {
        of(s.commit(), s.key()).add(s.mbS());
    }

    /** The measurements of a point at a commit (or an end), oldest first; a live list. */
    List<Double> of(String commit, PointKey point) {
        return samples.computeIfAbsent(commit, c -> new HashMap<>()).computeIfAbsent(point, p -> new ArrayList<>());
    }

    /** One point's samples at the ends and, when given, at a commit, as the rule takes them. */
    BisectSamples at(PointKey point, Optional<String> commit) {
        return new BisectSamples(of(good, point), commit.map(c -> of(c, point)).orElse(List.of()), of(bad, point));
    }

    /**
     * A tested commit's row: per point the mean of its measurements and, except at the good
     * end, its change from the good end; points not in {@code measured} are left empty.
     */
    TestedCommit row(
            String commit,
            String subject,
            Side role,
            CommitVerdict verdict,
            OptionalInt builds,
            List<PointKey> all,
            List<PointKey> measured,
            double alpha) {
        List<PointResult> results = new ArrayList<>();
        int repeats = 0;
        for (PointKey p : all) {
            List<Double> values = of(commit, p);
            repeats = Math.max(repeats, values.size());
            if (!measured.contains(p) || values.isEmpty()) {
                results.add(PointResult.notMeasured(p));
                continue;
            }
            Optional<RelativeChange> change = role == Side.GOOD_END
                    ? Optional.empty()
                    : Optional.of(RelativeChange.between(of(good, p), values, alpha));
            results.add(new PointResult(
                    p,
                    OptionalDouble.of(values.stream()
                            .mapToDouble(Double::doubleValue)
                            .average()
                            .orElseThrow()),
                    change));
        }
        return new TestedCommit(commit, subject, role, verdict, repeats, builds, results);
    }
}
