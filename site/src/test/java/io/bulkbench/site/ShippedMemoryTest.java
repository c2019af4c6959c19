package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's memory of what the defconfigs shipped: recalled for the same tree and configs only. */
class ShippedMemoryTest {
    private static final String TREE = "/src/linux at 0123456789abcdef0123456789abcdef01234567";
    private static final String SYMBOL = "CONFIG_USB_GADGET_STORAGE_NUM_BUFFERS";

    private static ShippedDefconfigs read(AtomicInteger asked) {
        return new ShippedDefconfigs(
                TREE,
                "configs-1",
                Map.of("alpha", "arch/arm64/configs/alpha_defconfig", "beta", "arch/arm64/configs/beta_defconfig"),
                (path, symbol) -> {
                    asked.incrementAndGet();
                    return path.contains("alpha")
                            ? new ShippedDefconfigs.Shipped(Optional.of("4"), "defconfig")
                            : new ShippedDefconfigs.Shipped(Optional.empty(), "not set");
                });
    }

    private static void remember(Path site, ShippedDefconfigs shipped) throws Exception {
        Files.createDirectories(site);
        Files.write(site.resolve(SiteFolder.SHIPPED), ShippedMemory.bytes(shipped));
    }

    @Test
    void whatWasReadIsRecalledWithoutAskingAgainAndTheRestIsAsked(@TempDir Path site) throws Exception {
        AtomicInteger asked = new AtomicInteger();
        ShippedDefconfigs first = read(asked);
        assertThat(first.shipped("alpha", SYMBOL))
                .contains(new ShippedDefconfigs.Shipped(Optional.of("4"), "defconfig"));
        assertThat(first.shipped("beta", SYMBOL)).contains(new ShippedDefconfigs.Shipped(Optional.empty(), "not set"));
        assertThat(asked).hasValue(2);
        remember(site, first);

        AtomicInteger again = new AtomicInteger();
        ShippedDefconfigs recalled = ShippedMemory.recall(site, TREE, "configs-1", (path, symbol) -> {
                    again.incrementAndGet();
                    return new ShippedDefconfigs.Shipped(Optional.of("9"), "Kconfig default");
                })
                .orElseThrow();
        assertThat(recalled.tree()).isEqualTo(TREE);
        assertThat(recalled.defconfigOf("alpha")).contains("arch/arm64/configs/alpha_defconfig");
        assertThat(recalled.defconfigOf("gamma")).isEmpty();
        assertThat(recalled.shipped("alpha", SYMBOL))
                .contains(new ShippedDefconfigs.Shipped(Optional.of("4"), "defconfig"));
        assertThat(recalled.shipped("beta", SYMBOL))
                .contains(new ShippedDefconfigs.Shipped(Optional.empty(), "not set"));
        assertThat(again).hasValue(0);
        // A symbol the last build did not ask about is read.
        assertThat(recalled.shipped("alpha", "CONFIG_OTHER"))
                .contains(new ShippedDefconfigs.Shipped(Optional.of("9"), "Kconfig default"));
        assertThat(again).hasValue(1);
    }

    @Test
    void anotherHeadOtherConfigsOrAnUnreadableFileRecallNothing(@TempDir Path site) throws Exception {
        ShippedDefconfigs.Reader never = (path, symbol) -> {
            throw new AssertionError("not asked");
        };
        assertThat(ShippedMemory.recall(site, TREE, "configs-1", never)).isEmpty();
        ShippedDefconfigs first = read(new AtomicInteger());
        first.shipped("alpha", SYMBOL);
        remember(site, first);
        assertThat(ShippedMemory.recall(site, TREE.replace("0123", "3210"), "configs-1", never))
                .isEmpty();
        assertThat(ShippedMemory.recall(
                        site, "/src/other at " + TREE.substring(TREE.indexOf(" at ") + 4), "configs-1", never))
                .isEmpty();
        assertThat(ShippedMemory.recall(site, TREE, "configs-2", never)).isEmpty();
        assertThat(ShippedMemory.recall(site, TREE, "configs-1", never)).isPresent();
        for (String broken : new String[] {
            "{ not json",
            "[]",
            "{\"tree\": \"" + TREE + "\", \"configs\": \"configs-1\", \"defconfigs\": {\"alpha\": 3}, \"read\": []}",
            "{\"tree\": \"" + TREE
                    + "\", \"configs\": \"configs-1\", \"defconfigs\": {}, \"read\": [{\"symbol\": \"X\"}]}"
        }) {
            Files.writeString(site.resolve(SiteFolder.SHIPPED), broken);
            assertThat(ShippedMemory.recall(site, TREE, "configs-1", never))
                    .as(broken)
                    .isEmpty();
        }
    }
}
