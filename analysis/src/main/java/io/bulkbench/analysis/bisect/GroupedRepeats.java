package io.bulkbench.analysis.bisect;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a bisect measures next when every change of side costs a build (with
 * {@code make && make flash}, a flash): the side built now is measured while that can
 * still help, and a side not built now gets a block big enough that the walk need not come
 * back soon. A side first gets the policy's initial count. After that the side built now
 * stands in for the side the rule names (the one with fewer samples) until it holds twice
 * as many as that side or the most allowed; only then is the other side built, and brought
 * up to as many samples as the side built now holds. The good end's samples serve every
 * commit, so once it holds many, later commits are decided without building it again.
 * Pure: the caller builds and measures.
 */
public record GroupedRepeats(RepeatPolicy policy) {

    /** One point's question: the two sides it compares, the sides the rule names (empty once decided), its samples. */
    public record Ask(Side first, Side second, List<Side> needs, BisectSamples samples) {
        public Ask {
            needs = List.copyOf(needs);
        }

        Side other(Side side) {
            return side == first ? second : first;
        }
    }

    /** Measurements to take at one side: per point, how many. */
    public record Block<K>(Side side, Map<K, Integer> counts) {
        public Block {
            counts = Map.copyOf(counts);
        }
    }

    /**
     * The next block, empty when every point is decided or has every sample it may have;
     * {@code built} is the side built now (empty when none of the sides asked about is).
     */
    public <K> Optional<Block<K>> next(Optional<Side> built, Map<K, Ask> asks) {
        Map<Side, Map<K, Integer>> wanted = new EnumMap<>(Side.class);
        asks.forEach((point, ask) -> want(built, ask)
                .ifPresent(w -> wanted.computeIfAbsent(w.side(), s -> new LinkedHashMap<>())
                        .put(point, w.count())));
        if (wanted.isEmpty()) {
            return Optional.empty();
        }
        if (built.isPresent() && wanted.containsKey(built.get())) {
            return Optional.of(new Block<>(built.get(), wanted.get(built.get())));
        }
        // Of the sides not built, the one most points want: fewest builds.
        List<Side> sides = new ArrayList<>(wanted.keySet());
        sides.sort((a, b) -> wanted.get(b).size() - wanted.get(a).size());
        return Optional.of(new Block<>(sides.get(0), wanted.get(sides.get(0))));
    }

    private record Want(Side side, int count) {}

    private Optional<Want> want(Optional<Side> built, Ask ask) {
        if (ask.needs().isEmpty()) {
            return Optional.empty();
        }
        BisectSamples s = ask.samples();
        int initial = policy.initialRepeats();
        List<Side> unstarted = new ArrayList<>();
        for (Side side : List.of(ask.first(), ask.second())) {
            if (s.count(side) < initial) {
                unstarted.add(side);
            }
        }
        if (!unstarted.isEmpty()) {
            Side side = built.filter(unstarted::contains).orElse(unstarted.get(0));
            return Optional.of(new Want(side, initial - s.count(side)));
        }
        Side named = ask.needs().get(0);
        if (built.isPresent() && built.get() != named && ask.other(named) == built.get()) {
            int has = s.count(built.get());
            if (has < policy.maxRepeats() && has < 2 * s.count(named)) {
                named = built.get();
            }
        }
        if (built.isPresent() && built.get() == named) {
            Side here = named;
            return Optional.ofNullable(policy.next(List.of(here), s).get(here)).map(n -> new Want(here, n));
        }
        int target = Math.min(policy.maxRepeats(), Math.max(s.count(ask.other(named)), 2 * s.count(named)));
        int count = target - s.count(named);
        return count > 0 ? Optional.of(new Want(named, count)) : Optional.empty();
    }
}
