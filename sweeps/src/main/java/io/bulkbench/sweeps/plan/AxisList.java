package io.bulkbench.sweeps.plan;

import io.bulkbench.core.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The LIST syntax of a sweep axis: {@code 2,4,8}, {@code A..B} (doubling from A up to
 * B) or {@code A..B+S} (step S). Sizes take K and M suffixes (KiB, MiB); counts are
 * plain integers. Items may be mixed: {@code 2..8,12,16..64+16}. The result is sorted
 * and free of duplicates, so a plan never measures a point twice.
 */
public final class AxisList {
    private static final Pattern RANGE = Pattern.compile("([^.+]+)\\.\\.([^.+]+)(?:\\+(.+))?");
    private static final Pattern NUMBER = Pattern.compile("(\\d+)([kKmM]?)");
    /** More values than any axis needs; a typo such as 1..2000000000+1 stops here, not in memory. */
    public static final int MAX_VALUES = 4096;

    private AxisList() {}

    /** Buffer counts; {@code what} names the flag or key in error messages. */
    public static List<Integer> counts(String text, String what) {
        return parse(text, what, false);
    }

    /** Request sizes in bytes, with K/M suffixes. */
    public static List<Integer> sizes(String text, String what) {
        return parse(text, what, true);
    }

    private static List<Integer> parse(String text, String what, boolean sizes) {
        if (text == null || text.isBlank()) {
            throw new BadInputException(what + " is empty; " + form(sizes));
        }
        TreeSet<Integer> values = new TreeSet<>();
        for (String item : text.split(",")) {
            String it = item.trim();
            Matcher range = RANGE.matcher(it);
            if (range.matches()) {
                addRange(values, text, range, what, sizes);
            } else {
                values.add(number(it, text, what, sizes));
            }
        }
        return List.copyOf(new ArrayList<>(values));
    }

    private static void addRange(TreeSet<Integer> values, String text, Matcher range, String what, boolean sizes) {
        int from = number(range.group(1), text, what, sizes);
        int to = number(range.group(2), text, what, sizes);
        if (to < from) {
            throw new BadInputException(what + " '" + text + "': range " + range.group(0)
                    + " runs backwards; write the smaller value first, e.g. " + (sizes ? "16K..256K" : "2..64"));
        }
        if (range.group(3) == null) {
            for (long v = from; v <= to; v *= 2) {
                add(values, (int) v, text, what);
            }
        } else {
            int step = number(range.group(3), text, what, sizes);
            for (long v = from; v <= to; v += step) {
                add(values, (int) v, text, what);
            }
        }
    }

    private static void add(TreeSet<Integer> values, int value, String text, String what) {
        values.add(value);
        if (values.size() > MAX_VALUES) {
            throw new BadInputException(what + " '" + text + "' gives more than " + MAX_VALUES
                    + " values; use a larger step or a shorter range, e.g. 2..64");
        }
    }

    private static int number(String token, String text, String what, boolean sizes) {
        Matcher m = NUMBER.matcher(token.trim());
        if (!m.matches() || (!sizes && !m.group(2).isEmpty())) {
            throw new BadInputException(what + " '" + text + "': '" + token.trim() + "' is not "
                    + (sizes ? "a size" : "a whole number") + "; " + form(sizes));
        }
        long multiplier = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K" -> 1024L;
            case "M" -> 1024L * 1024L;
            default -> 1L;
        };
        long value;
        try {
            value = Math.multiplyExact(Long.parseLong(m.group(1)), multiplier);
        } catch (NumberFormatException | ArithmeticException e) {
            value = Long.MAX_VALUE;
        }
        if (value > Integer.MAX_VALUE) {
            throw new BadInputException(what + " '" + text + "': '" + token.trim() + "' is too large; " + form(sizes));
        }
        if (value < 1) {
            throw new BadInputException(
                    what + " '" + text + "': '" + token.trim() + "' must be at least 1; " + form(sizes));
        }
        return (int) value;
    }

    private static String form(boolean sizes) {
        return sizes
                ? "use sizes such as 16K,64K or 16K..256K (doubling) or 16K..256K+16K (step); K = KiB, M = MiB"
                : "use counts such as 2,4,8 or 2..64 (doubling) or 2..16+2 (step)";
    }
}
