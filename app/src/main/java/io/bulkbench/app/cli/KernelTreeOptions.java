package io.bulkbench.app.cli;

import io.bulkbench.app.kernel.BoardDefconfigs;
import io.bulkbench.app.kernel.KernelTree;
import io.bulkbench.app.kernel.TreeDefconfigs;
import io.bulkbench.site.ShippedDefconfigs;
import io.bulkbench.site.ShippedMemory;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --tree} and {@code --configs}: a kernel tree and the lab's board configs, whose
 * {@code defconfig:} keys say which defconfig each board ships, for the commands that set
 * held defaults beside what the defconfigs ship ({@code site}).
 */
final class KernelTreeOptions {

    @Option(
            names = "--tree",
            paramLabel = "KERNEL_TREE",
            description = "A kernel git checkout: the defaults page shows what each configured board's defconfig"
                    + " ships at its HEAD and marks the boards whose held default contradicts it.")
    private Path tree;

    @Option(
            names = "--configs",
            paramLabel = "DIR",
            defaultValue = "boards",
            description = "The lab's board configs (*.yaml); a config's defconfig: key names its board's"
                    + " defconfig in --tree (default ${DEFAULT-VALUE}).")
    private Path configs;

    /**
     * What the configured boards' defconfigs ship, or {@link ShippedDefconfigs#NONE} without
     * --tree: recalled from the last build of {@code site} when it was told the same tree at
     * the same HEAD and the same configs (unless {@code full}), else read.
     */
    ShippedDefconfigs shipped(Path site, boolean full) {
        if (tree == null) {
            return ShippedDefconfigs.NONE;
        }
        KernelTree kernel = KernelTree.open(tree);
        String described = TreeDefconfigs.described(kernel);
        Optional<String> fingerprint = BoardDefconfigs.fingerprint(configs, "--configs");
        if (fingerprint.isPresent() && !full) {
            Optional<ShippedDefconfigs> recalled =
                    ShippedMemory.recall(site, described, fingerprint.get(), new TreeDefconfigs(kernel));
            if (recalled.isPresent()) {
                return recalled.get();
            }
        }
        Map<String, String> defconfigs = BoardDefconfigs.read(configs, "--configs");
        TreeDefconfigs read = new TreeDefconfigs(kernel).readAll(defconfigs.values(), configs + ": defconfig");
        return new ShippedDefconfigs(described, fingerprint.orElse(""), defconfigs, read);
    }

    Optional<Path> tree() {
        return Optional.ofNullable(tree);
    }

    Path configs() {
        return configs;
    }
}
