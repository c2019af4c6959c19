package io.bulkbench.reports.patch;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The subsystem prefix a tree's own history uses for a folder ({@code ARM} for
 * arch/arm/configs, where the architecture's folder name would give {@code arm}): the
 * most common first word before a colon among the subjects of the commits that touched
 * it, the newest first on a tie. Pure: the subjects are given, newest first.
 */
public final class SubjectPrefix {
    /** A prefix is one word (letters, digits, '_', '-', '.', '/'), then ": ". */
    private static final Pattern FIRST = Pattern.compile("^([A-Za-z0-9_./-]{1,32}): ");

    private SubjectPrefix() {}

    public static Optional<String> of(List<String> subjectsNewestFirst) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String subject : subjectsNewestFirst) {
            Matcher m = FIRST.matcher(subject.strip());
            if (m.find()) {
                counts.merge(m.group(1), 1, Integer::sum);
            }
        }
        String best = null;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (best == null || e.getValue() > counts.get(best)) {
                best = e.getKey();
            }
        }
        return Optional.ofNullable(best);
    }
}
