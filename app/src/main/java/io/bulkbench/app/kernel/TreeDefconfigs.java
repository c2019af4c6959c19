package io.bulkbench.app.kernel;

import io.bulkbench.core.KconfigSymbol;
import io.bulkbench.reports.patch.DefconfigEdit;
import io.bulkbench.reports.patch.KconfigDefault;
import io.bulkbench.site.ShippedDefconfigs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a kernel tree's defconfigs ship at HEAD, read through git ({@link KernelTree}): the
 * value a defconfig sets, else the unconditional default of the Kconfig entry that defines
 * the symbol, else nothing. Each defconfig is read once.
 */
public final class TreeDefconfigs implements ShippedDefconfigs.Reader {
    private final KernelTree tree;
    private final Map<String, String> texts = new ConcurrentHashMap<>();
    private final Map<String, Optional<String>> kconfigDefaults = new ConcurrentHashMap<>();

    public TreeDefconfigs(KernelTree tree) {
        this.tree = tree;
    }

    /**
     * Reads every defconfig at {@code paths} at HEAD in one go ({@link KernelTree#defconfigsAtHead}),
     * refusing in one line one HEAD does not hold; {@code given} names where the paths came from.
     */
    public TreeDefconfigs readAll(Collection<String> paths, String given) {
        try {
            texts.putAll(tree.defconfigsAtHead(paths, given));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** The defconfig's text at HEAD, refused in one line when HEAD has no such file. */
    public String text(String path) {
        return texts.computeIfAbsent(path, p -> {
            try {
                return tree.defconfigAtHead(p);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    @Override
    public ShippedDefconfigs.Shipped shipped(String path, String symbol) {
        if (!KconfigSymbol.isName(KconfigSymbol.shortName(symbol))) {
            return new ShippedDefconfigs.Shipped(Optional.empty(), "not set");
        }
        Optional<String> set = DefconfigEdit.set(text(path), symbol, "0").was();
        if (set.isPresent()) {
            return new ShippedDefconfigs.Shipped(set, "defconfig");
        }
        String name = KconfigSymbol.shortName(symbol);
        // One search of the tree's Kconfig files per symbol, whatever the number of defconfigs.
        Optional<String> byDefault = kconfigDefaults.computeIfAbsent(
                name, n -> tree.kconfigDefining(n).flatMap(k -> KconfigDefault.of(k, n)));
        return byDefault
                .map(v -> new ShippedDefconfigs.Shipped(Optional.of(v), "Kconfig default"))
                .orElseGet(() -> new ShippedDefconfigs.Shipped(Optional.empty(), "not set"));
    }

    /** The tree as a reader finds it again: its folder and HEAD's commit. */
    public static String described(KernelTree tree) {
        return tree.dir() + " at " + tree.head();
    }
}
