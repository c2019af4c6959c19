package io.bulkbench.analysis.trend;

import io.bulkbench.analysis.ValueInterval;
import io.bulkbench.core.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import lombok.NonNull;

/**
 * A board's default for one symbol (per device, direction and copy mode) as its nights
 * say it, not one run: <em>held</em> when the last {@code nights} recorded nights of the
 * plan recommend the same value, each decided (no late point could have moved it) and with
 * intervals that share a value; otherwise <em>unsettled</em>, with why. The one owner of that
 * rule: the board page, index.json, the lab's defaults page, {@code patch --board} and
 * {@code patch --all} and the nightly's line all read it from here. Pure.
 *
 * @param trend   the default's nights, oldest first
 * @param nights  how many of the latest nights must agree ({@link #DEFAULT_NIGHTS})
 * @param last    the latest {@code nights} nights (fewer when fewer were recorded), oldest first
 * @param since   for a held default, the night on which it became held: from that night to the
 *                latest, every night's last {@code nights} nights agreed
 * @param sinceOrEarlier whether those agreeing nights may reach back before the nights read,
 *                so it may have been held since earlier
 */
public record HeldDefault(
        @NonNull DefaultTrend trend,
        int nights,
        List<DefaultTrend.Night> last,
        @NonNull Optional<DefaultTrend.Night> since,
        boolean sinceOrEarlier) {

    /** How many nights hold a default unless a lab says otherwise. */
    public static final int DEFAULT_NIGHTS = 5;

    /** The fewest: one night is a run, not a history. */
    public static final int MIN_NIGHTS = 2;

    /** The most: a summary reads at most this many of a board's latest nights for it. */
    public static final int MAX_NIGHTS = 50;

    public HeldDefault {
        last = List.copyOf(last);
    }

    /**
     * The default of {@code trend}, judged over its latest {@code nights} nights;
     * {@code earlierNights} says whether the board has nights of the plan before the
     * trend's first (a summary of its latest nights only).
     */
    public static HeldDefault of(DefaultTrend trend, int nights, boolean earlierNights) {
        requireNights(nights);
        List<DefaultTrend.Night> all = trend.nights();
        List<DefaultTrend.Night> last = all.subList(Math.max(0, all.size() - nights), all.size());
        // Held since the night whose window began the unbroken run of held windows that ends tonight.
        int k = all.size() - 1;
        if (!heldAt(all, k, nights)) {
            return new HeldDefault(trend, nights, last, Optional.empty(), false);
        }
        while (k - 1 >= nights - 1 && heldAt(all, k - 1, nights)) {
            k--;
        }
        return new HeldDefault(trend, nights, last, Optional.of(all.get(k)), k == nights - 1 && earlierNights);
    }

    /**
     * The held-or-unsettled defaults of a board's latest run (one per default it recommends,
     * in the trend's order), judged over the trend's nights.
     */
    public static List<HeldDefault> of(BoardTrend trend, int nights, boolean earlierNights) {
        List<HeldDefault> out = new ArrayList<>();
        for (DefaultTrend d : WholeHistoryFacts.current(trend)) {
            out.add(of(d, nights, earlierNights));
        }
        return out;
    }

    /** Refuses a count of nights no lab can hold a default over, in one sentence that names the flag. */
    public static int requireNights(int nights) {
        if (nights < MIN_NIGHTS || nights > MAX_NIGHTS) {
            throw new BadInputException("--held-nights " + nights + " is outside " + MIN_NIGHTS
                    + " to " + MAX_NIGHTS + "; give how many of the latest nights must agree, e.g. "
                    + DEFAULT_NIGHTS + " (the default)");
        }
        return nights;
    }

    /**
     * Whether the {@code nights} nights that end with night {@code k} agree: each decided, one
     * value, and intervals (where they have one) that share a value. Intervals on a line share
     * a value when every two of them do, so their intersection is checked.
     */
    private static boolean heldAt(List<DefaultTrend.Night> all, int k, int nights) {
        if (k - nights + 1 < 0) {
            return false;
        }
        String value = all.get(k).value();
        long low = Long.MIN_VALUE;
        long high = Long.MAX_VALUE;
        for (int i = k - nights + 1; i <= k; i++) {
            DefaultTrend.Night n = all.get(i);
            if (!n.decided() || !n.value().equals(value)) {
                return false;
            }
            if (n.interval().isPresent()) {
                low = Math.max(low, n.interval().get().low());
                high = Math.min(high, n.interval().get().high());
            }
        }
        return low <= high;
    }

    public boolean held() {
        return since.isPresent();
    }

    /** The held value; only for a held default. */
    public String value() {
        if (!held()) {
            throw new IllegalStateException(trend.symbol() + " is unsettled: " + why());
        }
        return latest().value();
    }

    /** The latest night. */
    public DefaultTrend.Night latest() {
        return last.get(last.size() - 1);
    }

    public String symbol() {
        return trend.symbol();
    }

    /** The values the latest nights recommended, each with how many nights, most nights first. */
    public Map<String, Integer> valuesSeen() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (int i = last.size() - 1; i >= 0; i--) {
            counts.merge(last.get(i).value(), 1, Integer::sum);
        }
        Map<String, Integer> sorted = new LinkedHashMap<>();
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** The latest nights that late points left undecided. */
    public List<DefaultTrend.Night> undecidedNights() {
        return last.stream().filter(n -> !n.decided()).toList();
    }

    /** The widest interval of the latest nights, where any has one. */
    public Optional<ValueInterval> widestInterval() {
        return last.stream().flatMap(n -> n.interval().stream()).max(Comparator.comparingLong(ValueInterval::width));
    }

    /** The lowest and highest knee the latest nights' intervals allow, as "4..12"; empty where none has one. */
    public Optional<ValueInterval> intervalsSpan() {
        List<ValueInterval> all =
                last.stream().flatMap(n -> n.interval().stream()).toList();
        if (all.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ValueInterval(
                all.stream().mapToLong(ValueInterval::low).min().orElseThrow(),
                all.stream().mapToLong(ValueInterval::high).max().orElseThrow()));
    }

    /**
     * One line a reader takes the default from: "held at 4 since run R (5 nights)" or
     * "unsettled: ..." with why.
     */
    public String text() {
        if (held()) {
            return "held at " + value() + " since run " + since.get().run().runId()
                    + (sinceOrEarlier ? " or earlier" : "") + " (the last " + nights + " nights agree)";
        }
        return "unsettled: " + why();
    }

    /**
     * Why a default is not held, in one sentence (empty for a held one): too few nights, the
     * values seen, the nights late points left undecided, and intervals that share no value,
     * with the widest.
     */
    public String why() {
        if (held()) {
            return "";
        }
        List<String> reasons = new ArrayList<>();
        if (last.size() < nights) {
            reasons.add("only " + last.size() + " of the " + nights + " nights it needs are recorded");
        }
        Map<String, Integer> seen = valuesSeen();
        if (seen.size() > 1) {
            List<String> parts = new ArrayList<>();
            seen.forEach((v, n) -> parts.add(v + " (" + n + (n == 1 ? " night)" : " nights)")));
            reasons.add("the last " + last.size() + " nights recommend " + String.join(", ", parts));
        }
        List<DefaultTrend.Night> open = undecidedNights();
        if (!open.isEmpty()) {
            reasons.add(open.size() + (open.size() == 1 ? " night was" : " nights were")
                    + " undecided (late points): run "
                    + String.join(", ", open.stream().map(n -> n.run().runId()).toList()));
        }
        if (reasons.isEmpty()) {
            reasons.add("the nights' knee intervals share no value"
                    + widestInterval().map(w -> " (widest " + w.text() + ")").orElse(""));
        } else {
            widestInterval().ifPresent(w -> reasons.add("widest knee interval " + w.text()));
        }
        return String.join("; ", reasons);
    }
}
