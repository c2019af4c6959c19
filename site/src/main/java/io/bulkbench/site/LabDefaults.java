package io.bulkbench.site;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The lab's defaults, one row per board and default its latest night recommends: held or
 * unsettled over the board's nights ({@link IndexEntry.Default}), with MB/s and CPU per MB at
 * the value and, where a kernel tree is configured, what the board's defconfig ships and
 * whether the held value contradicts it (not where the boards sharing that defconfig hold
 * different values: it is patched for none of them). Made from the index rows alone (no history is read),
 * for the defaults page and its data file. Contradicted rows first, then by board and symbol.
 */
record LabDefaults(String tree, List<Row> rows) {

    LabDefaults {
        rows = List.copyOf(rows);
    }

    /**
     * One board's default with what its defconfig ships (both null where no tree or
     * defconfig is configured), and the values held by the boards that share the defconfig,
     * when they differ ({@code shared}, by board: such a defconfig is patched for none of them).
     */
    record Row(
            String board,
            String page,
            IndexEntry.Default held,
            String defconfig,
            ShippedDefconfigs.Shipped shipped,
            Map<String, String> shared) {

        Row {
            // by board, as the page names them
            shared = Collections.unmodifiableMap(new TreeMap<>(shared));
        }

        /** Whether the nights hold a value the defconfig ships otherwise, and no board sharing it holds another. */
        boolean contradicts() {
            return held.holds() && shipped != null && shipped.contradicts(held.value()) && shared.isEmpty();
        }
    }

    static LabDefaults of(List<IndexEntry> boards, ShippedDefconfigs shipped) {
        // defconfig and symbol -> the value each board sharing it holds
        Map<String, Map<String, String>> heldIn = new HashMap<>();
        for (IndexEntry b : boards) {
            Optional<String> defconfig = shipped.defconfigOf(b.board());
            for (IndexEntry.Default d : b.defaults()) {
                if (defconfig.isPresent() && d.holds()) {
                    heldIn.computeIfAbsent(defconfig.get() + "\n" + d.symbol(), k -> new TreeMap<>())
                            .merge(b.board(), d.value(), (x, y) -> x.equals(y) ? x : x + ", " + y);
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (IndexEntry b : boards) {
            Optional<String> defconfig = shipped.defconfigOf(b.board());
            for (IndexEntry.Default d : b.defaults()) {
                Map<String, String> sharing = defconfig
                        .map(p -> heldIn.getOrDefault(p + "\n" + d.symbol(), Map.of()))
                        .orElse(Map.of());
                boolean differ = sharing.values().stream().distinct().count() > 1;
                rows.add(new Row(
                        b.board(),
                        b.page(),
                        d,
                        defconfig.orElse(null),
                        shipped.shipped(b.board(), d.symbol()).orElse(null),
                        differ ? sharing : Map.of()));
            }
        }
        rows.sort(Comparator.comparing((Row r) -> !r.contradicts())
                .thenComparing(Row::board)
                .thenComparing(r -> r.held().symbol())
                .thenComparing(r -> r.held().device())
                .thenComparing(r -> r.held().direction())
                .thenComparing(r -> r.held().copyMode()));
        return new LabDefaults(shipped.tree(), rows);
    }

    /** The boards with a row whose held value its defconfig contradicts, by name. */
    List<String> contradictedBoards() {
        return rows.stream()
                .filter(Row::contradicts)
                .map(Row::board)
                .distinct()
                .sorted()
                .toList();
    }
}
