package io.bulkbench.analysis.bisect;

import io.bulkbench.core.PointKey;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import lombok.NonNull;

/**
 * A finished bisect as the results database keeps it: the board and points it measured,
 * the range it walked, how it ended, and every tested commit as bisect.csv has it. The
 * folder it was read from is its name: the same folder is one bisection.
 *
 * @param folder    the bisect's run folder, absolute
 * @param threshold the share beyond which a change counted (0.03 is 3 %)
 * @param commits   the tested commits in the order bisect.csv lists them (the ends first)
 */
public record RecordedBisection(
        @NonNull String board,
        @NonNull String device,
        List<PointKey> points,
        @NonNull Range range,
        @NonNull Conclusion conclusion,
        double threshold,
        @NonNull When when,
        @NonNull String folder,
        List<TestedCommit> commits) {

    public RecordedBisection {
        points = List.copyOf(points);
        commits = List.copyOf(commits);
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a bisection measures at least one point");
        }
    }

    /**
     * What was walked: the repository, the full SHAs of the ends, and the run whose
     * regressions were bisected ({@code --from}: that folder's name, its run id), if any.
     */
    public record Range(
            @NonNull String repo,
            @NonNull String good,
            @NonNull String bad,
            @NonNull Optional<String> fromRun) {}

    /** How a bisect ended, as the database and bisect-result.csv spell it. */
    public enum Outcome {
        /** The first bad commit is known. */
        FOUND,
        /** It is one of a few commits: skipped or undecided ones hide which. */
        ONE_OF,
        /** The ends do not differ beyond the threshold: nothing to bisect. */
        ENDS_ALIKE;

        /** "found", "one_of", "ends_alike". */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Outcome> parse(String text) {
            for (Outcome o : values()) {
                if (o.label().equals(text)) {
                    return Optional.of(o);
                }
            }
            return Optional.empty();
        }
    }

    /**
     * The end of a bisect: its outcome, the commits it names (the culprit, or the few it is
     * one of, oldest first; none when the ends are alike) and the culprit's subject.
     */
    public record Conclusion(
            @NonNull Outcome outcome,
            List<String> commits,
            @NonNull String subject) {
        public Conclusion {
            commits = List.copyOf(commits);
            int expected = outcome == Outcome.FOUND ? 1 : outcome == Outcome.ENDS_ALIKE ? 0 : -1;
            if (expected >= 0 ? commits.size() != expected : commits.isEmpty()) {
                throw new IllegalArgumentException(outcome.label() + " with " + commits.size() + " commits");
            }
        }

        public static Conclusion found(String commit, String subject) {
            return new Conclusion(Outcome.FOUND, List.of(commit), subject);
        }

        public static Conclusion oneOf(List<String> commits) {
            return new Conclusion(Outcome.ONE_OF, commits, "");
        }

        public static Conclusion endsAlike() {
            return new Conclusion(Outcome.ENDS_ALIKE, List.of(), "");
        }

        /** The first bad commit, when it is known. */
        public Optional<String> culprit() {
            return outcome == Outcome.FOUND ? Optional.of(commits.get(0)) : Optional.empty();
        }
    }

    /** When and where the bisect ran, and which bulkbench ran it (host and version empty when unknown). */
    public record When(
            @NonNull Instant started,
            @NonNull Instant finished,
            @NonNull String host,
            @NonNull String bulkbenchVersion) {}

    /** The conclusion as one line: "first bad commit: SHA SUBJECT", "... is one of: SHA ...", or the ends alike. */
    public String conclusionLine() {
        return switch (conclusion.outcome()) {
            case FOUND -> "first bad commit: " + conclusion.commits().get(0) + " " + conclusion.subject();
            case ONE_OF -> "first bad commit is one of: " + String.join(" ", conclusion.commits());
            case ENDS_ALIKE -> "the ends do not differ beyond the threshold at any point, nothing to bisect";
        };
    }
}
