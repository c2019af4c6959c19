package io.bulkbench.site;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import lombok.NonNull;

/**
 * What a kernel tree's defconfigs ship today, per board: the tree (its folder and HEAD, as a
 * reader finds it again), the board configs it was told (their fingerprint), each configured
 * board's defconfig, and a reader of the value a defconfig gives a symbol, asked once per
 * defconfig and symbol. Made by whoever has the tree ({@code bulkbench site --tree}), or
 * recalled from the last build's {@link ShippedMemory}; {@link #NONE} when no tree is configured.
 */
public final class ShippedDefconfigs {
    /** Reads what the defconfig at {@code path} ships for {@code symbol}. */
    @FunctionalInterface
    public interface Reader {
        Shipped shipped(String path, String symbol);
    }

    /** No tree configured: the pages show no shipped value. */
    public static final ShippedDefconfigs NONE =
            new ShippedDefconfigs("", "", Map.of(), (path, symbol) -> new Shipped(Optional.empty(), "not set"));

    /** One defconfig's value of one symbol, as asked. */
    record Asked(@NonNull String defconfig, @NonNull String symbol) {}

    private final String tree;
    private final String configs;
    private final Map<String, String> defconfigs;
    private final Reader reader;
    private final Map<Asked, Shipped> read = new ConcurrentHashMap<>();

    /**
     * @param tree       the tree as a reader finds it again, e.g. "/src/linux at " and HEAD's commit
     * @param configs    the fingerprint of the board configs {@code defconfigs} was read from
     * @param defconfigs each configured board's defconfig, its path in the tree, by board name
     */
    public ShippedDefconfigs(String tree, String configs, Map<String, String> defconfigs, Reader reader) {
        this.tree = Objects.requireNonNull(tree, "tree");
        this.configs = Objects.requireNonNull(configs, "configs");
        this.defconfigs = Map.copyOf(defconfigs);
        this.reader = Objects.requireNonNull(reader, "reader");
    }

    /** As {@code remembered} read it; {@code reader} reads only what it did not. */
    static ShippedDefconfigs recalled(
            String tree,
            String configs,
            Map<String, String> defconfigs,
            Map<Asked, Shipped> remembered,
            Reader reader) {
        ShippedDefconfigs recalled = new ShippedDefconfigs(tree, configs, defconfigs, reader);
        recalled.read.putAll(remembered);
        return recalled;
    }

    /**
     * What the defconfig ships for one symbol: its value (none when neither the defconfig nor
     * a Kconfig default gives one) and from where ("defconfig", "Kconfig default", "not set").
     */
    public record Shipped(
            @NonNull Optional<String> value, @NonNull String from) {

        /** Whether a held value says otherwise: the defconfig ships a value, and not this one. */
        public boolean contradicts(String held) {
            return value.isPresent() && !value.get().equals(held);
        }

        /** "2 (Kconfig default)", "4 (defconfig)" or "not set". */
        public String text() {
            return value.map(v -> v + " (" + from + ")").orElse(from);
        }
    }

    public String tree() {
        return tree;
    }

    String configs() {
        return configs;
    }

    /** Whether a tree is configured: {@link #NONE} is not. */
    boolean configured() {
        return !tree.isEmpty();
    }

    Map<String, String> defconfigs() {
        return defconfigs;
    }

    /** Every value read so far, for the next build to recall. */
    Map<Asked, Shipped> read() {
        return Map.copyOf(read);
    }

    public Optional<String> defconfigOf(String board) {
        return Optional.ofNullable(defconfigs.get(board));
    }

    /** What board {@code board}'s defconfig ships for {@code symbol}; empty where no defconfig is configured. */
    public Optional<Shipped> shipped(String board, String symbol) {
        return defconfigOf(board)
                .map(path -> read.computeIfAbsent(new Asked(path, symbol), k -> reader.shipped(path, symbol)));
    }
}
