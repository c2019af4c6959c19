package io.bulkbench.site;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The lab's defaults, one row per board and default its latest night recommends: held or
 * unsettled over the board's nights ({@link IndexEntry.Default}), with MB/s and CPU per MB at
 * the value and, where a kernel tree is configured, what the board's defconfig ships and
 * whether the held value contradicts it. Made from the index rows alone (no history is read),
 * for the defaults page and its data file. Contradicted rows first, then by board and symbol.
 */
record LabDefaults(String tree, List<Row> rows) {

    LabDefaults {
        rows = List.copyOf(rows);
    }

    /** One board's default with what its defconfig ships (both null where no tree or defconfig is configured). */
    record Row(
            String board, String page, IndexEntry.Default held, String defconfig, ShippedDefconfigs.Shipped shipped) {

        /** Whether the nights hold a value the defconfig ships otherwise. */
        boolean contradicts() {
            return held.isHeld() && shipped != null && shipped.contradicts(held.value());
        }
    }

    static LabDefaults of(List<IndexEntry> boards, ShippedDefconfigs shipped) {
        List<Row> rows = new ArrayList<>();
        for (IndexEntry b : boards) {
            for (IndexEntry.Default d : b.defaults()) {
                rows.add(new Row(
                        b.board(),
                        b.page(),
                        d,
                        shipped.defconfigOf(b.board()).orElse(null),
                        shipped.shipped(b.board(), d.symbol()).orElse(null)));
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
