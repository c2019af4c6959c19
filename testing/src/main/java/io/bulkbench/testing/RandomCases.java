package io.bulkbench.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Seeded randomized tests: a law is checked on a number of cases whose inputs come from a
 * {@link SplittableRandom} with a fixed seed, so every run checks the same cases and a
 * failure repeats. Case 0 draws every range at its low end and case 1 at its high end.
 * After that a number lands on an end or next to one, or on the value nearest zero, one
 * time in sixteen each; near that value, spread over the magnitudes, three or four times
 * in sixteen; and anywhere in its range otherwise. A case's {@link #toString()} names the
 * seed, the case number and every input drawn, for the assertion message:
 * {@code assertThat(x).as("%s", c)}.
 *
 * <p>The analysis module's test jar carries this class to the other modules' tests.
 */
public final class RandomCases {
    /** The seed of every law that names none of its own. */
    public static final long SEED = 20_261_130L;

    private final long seed;
    private final int index;
    private final SplittableRandom random;
    private final StringBuilder inputs = new StringBuilder();

    private RandomCases(long seed, int index, SplittableRandom random) {
        this.seed = seed;
        this.index = index;
        this.random = random;
    }

    /** A law checked on one case: it draws its inputs from the case and asserts. */
    @FunctionalInterface
    public interface Law {
        void check(RandomCases c) throws Exception;
    }

    /** Checks the law on {@code cases} cases drawn from {@link #SEED}. */
    public static void check(int cases, Law law) {
        check(SEED, cases, law);
    }

    /**
     * Checks the law on {@code cases} cases drawn from the seed; each case has a generator
     * of its own. An exception the law did not expect fails the case with its seed and inputs.
     */
    public static void check(long seed, int cases, Law law) {
        SplittableRandom generator = new SplittableRandom(seed);
        for (int i = 0; i < cases; i++) {
            RandomCases c = new RandomCases(seed, i, generator.split());
            try {
                law.check(c);
            } catch (Exception e) {
                throw new AssertionError(c + ": " + e, e);
            }
        }
    }

    /** This case's generator, for inputs that no method here draws; name them with {@link #input}. */
    public SplittableRandom random() {
        return random;
    }

    /** Records an input drawn or built outside this class, so the failure message shows it. */
    public <T> T input(String name, T value) {
        inputs.append(inputs.length() == 0 ? "" : ", ").append(name).append('=').append(shown(value));
        return value;
    }

    /**
     * The edge cases, one a case, in the first cases; then values from the generator. For
     * inputs whose edge cases are not the ends of a range.
     */
    public <T> T edgesFirst(String name, List<T> edges, Function<SplittableRandom, T> generator) {
        return input(name, index < edges.size() ? edges.get(index) : generator.apply(random));
    }

    public int intIn(String name, int min, int max) {
        return input(name, (int) draw(min, max));
    }

    public long longIn(String name, long min, long max) {
        return input(name, draw(min, max));
    }

    /** Any long at all, {@link Long#MIN_VALUE} to {@link Long#MAX_VALUE}. */
    public long anyLong(String name) {
        return longIn(name, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public double doubleIn(String name, double min, double max) {
        return input(name, drawDouble(min, max));
    }

    /** False in case 0, true in case 1, either after that. */
    public boolean bool(String name) {
        return oneOf(name, false, true);
    }

    /** One of the values: case 0 takes the first, case 1 the last, the others any. */
    public <T> T oneOf(String name, List<T> values) {
        int last = values.size() - 1;
        return input(name, values.get(index < 2 ? index * last : random.nextInt(last + 1)));
    }

    @SafeVarargs
    public final <T> T oneOf(String name, T... values) {
        return oneOf(name, List.of(values));
    }

    /** Between minSize and maxSize ints, each in min..max. */
    public List<Integer> intsIn(String name, int minSize, int maxSize, int min, int max) {
        int size = (int) draw(minSize, maxSize);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            values.add((int) draw(min, max));
        }
        return input(name, List.copyOf(values));
    }

    /** {@code size} doubles, each in min..max. */
    public List<Double> doublesIn(String name, int size, double min, double max) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            values.add(drawDouble(min, max));
        }
        return input(name, List.copyOf(values));
    }

    /**
     * Between minSize and maxSize distinct ints in min..max, ascending; case 0 takes the
     * lowest ones, case 1 the highest.
     */
    public List<Integer> distinctIntsIn(String name, int minSize, int maxSize, int min, int max) {
        if ((long) max - min + 1 < maxSize) {
            throw new IllegalArgumentException(maxSize + " distinct values do not fit in " + min + ".." + max);
        }
        int size = (int) draw(minSize, maxSize);
        TreeSet<Integer> values = new TreeSet<>();
        while (values.size() < size) {
            values.add(index == 0 ? min + values.size() : index == 1 ? max - values.size() : (int) draw(min, max));
        }
        return input(name, List.copyOf(values));
    }

    @Override
    public String toString() {
        return "seed " + seed + " case " + index + ": " + inputs;
    }

    /** A long in min..max, both included. Distances are unsigned: the whole long range is 2^64 - 1 wide. */
    private long draw(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("empty range " + min + ".." + max);
        }
        if (index < 2) {
            return index == 0 ? min : max;
        }
        long span = max - min;
        long target = Math.max(min, Math.min(max, 0));
        return switch (random.nextInt(16)) {
            case 0 -> min;
            case 1 -> max;
            case 2 -> min + atMost(random.nextInt(4), span);
            case 3 -> max - atMost(random.nextInt(4), span);
            case 4 -> target;
            case 5, 6, 7 -> {
                long up = max - target;
                long down = target - min;
                boolean upwards = down == 0 || (up != 0 && random.nextBoolean());
                yield upwards ? target + anyMagnitudeUpTo(up) : target - anyMagnitudeUpTo(down);
            }
            default -> min + uniformUpTo(span);
        };
    }

    /**
     * 0..limit (unsigned) with every bit length as likely: as many values under 10 as
     * between 1000 and 10000.
     */
    private long anyMagnitudeUpTo(long limit) {
        int bits = 64 - Long.numberOfLeadingZeros(limit);
        if (bits == 0) {
            return 0;
        }
        int length = random.nextInt(1, bits + 1);
        while (true) {
            long offset = random.nextLong() >>> (64 - length);
            if (Long.compareUnsigned(offset, limit) <= 0) {
                return offset;
            }
        }
    }

    private static long atMost(long offset, long limit) {
        return Long.compareUnsigned(offset, limit) > 0 ? limit : offset;
    }

    /** Uniform in 0..span, span read as unsigned. */
    private long uniformUpTo(long span) {
        if (span >= 0 && span < Long.MAX_VALUE) {
            return random.nextLong(span + 1);
        }
        while (true) {
            long offset = random.nextLong();
            if (Long.compareUnsigned(offset, span) <= 0) {
                return offset;
            }
        }
    }

    /**
     * A double in min..max: the ends, the value nearest zero, values spread evenly over
     * the decades near that value (a positive range such as 0.001..100000 gets as many
     * below 1 as above 1000), or uniform.
     */
    private double drawDouble(double min, double max) {
        if (!(min <= max) || Double.isInfinite(max - min)) {
            throw new IllegalArgumentException("range " + min + ".." + max + " is empty or not finite");
        }
        if (index < 2 || min == max) {
            return index == 0 ? min : max;
        }
        double target = Math.max(min, Math.min(max, 0));
        double value = switch (random.nextInt(16)) {
            case 0 -> min;
            case 1 -> max;
            case 2 -> target;
            case 3, 4, 5, 6 ->
                target == min
                        ? nearLow(min, max)
                        : target == max
                                ? -nearLow(-max, -min)
                                : random.nextBoolean() ? nearLow(0, max) : -nearLow(0, -min);
            default -> min + (max - min) * random.nextDouble();
        };
        return Math.max(min, Math.min(max, value));
    }

    /**
     * From low (0 or more) up to high (above low), evenly over the decades: from low on
     * when low is above 0, over the twelve decades under high otherwise.
     */
    private double nearLow(double low, double high) {
        double bottom = low > 0 ? Math.log(low) : Math.log(high) - 12 * Math.log(10);
        return Math.exp(bottom + (Math.log(high) - bottom) * random.nextDouble());
    }

    private static String shown(Object value) {
        if (value instanceof String s) {
            StringBuilder out = new StringBuilder("\"");
            s.chars()
                    .forEach(c -> out.append(
                            c >= 0x20 && c < 0x7f && c != '"' && c != '\\'
                                    ? String.valueOf((char) c)
                                    : String.format("\\u%04x", c)));
            return out.append('"').toString();
        }
        return String.valueOf(value);
    }
}
