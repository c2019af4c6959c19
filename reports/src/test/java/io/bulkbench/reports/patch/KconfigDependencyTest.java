package io.bulkbench.reports.patch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KconfigDependencyTest {
    /** The shape of drivers/usb/gadget/Kconfig: the gadget's options inside "if USB_GADGET". */
    private static final String GADGET = """
            menuconfig USB_GADGET
            \ttristate "USB Gadget Support"

            if USB_GADGET

            config USB_GADGET_STORAGE_NUM_BUFFERS
            \tint "Number of storage pipeline buffers"
            \trange 2 256
            \tdefault 2

            config USB_MASS_STORAGE
            \ttristate "Mass Storage Gadget"
            \tdepends on BLOCK && (USB_F_MASS_STORAGE || !USB_LEGACY) # the legacy driver

            endif # USB_GADGET

            config USB_OUTSIDE
            \tbool "not in the if"
            """;

    @Test
    void anEnclosingIfAndDependsOnLinesAreTheDependency() {
        assertThat(KconfigDependency.of(GADGET, "USB_GADGET_STORAGE_NUM_BUFFERS"))
                .contains("USB_GADGET");
        assertThat(KconfigDependency.of(GADGET, "USB_MASS_STORAGE"))
                .contains("(USB_GADGET) && (BLOCK && (USB_F_MASS_STORAGE || !USB_LEGACY))");
        assertThat(KconfigDependency.of(GADGET, "USB_OUTSIDE")).isEmpty();
        assertThat(KconfigDependency.of(GADGET, "ABSENT")).isEmpty();
    }

    @Test
    void theSymbolsThatLeaveTheExpressionUnmetAreNamed() {
        assertThat(KconfigDependency.unmet("USB_GADGET", Set.of()::contains)).containsExactly("USB_GADGET");
        assertThat(KconfigDependency.unmet("USB_GADGET", Set.of("USB_GADGET")::contains))
                .isEmpty();
        assertThat(KconfigDependency.unmet("A && (B || !C)", Set.of("A", "C")::contains))
                .containsExactly("B");
        assertThat(KconfigDependency.unmet("A && (B || !C)", Set.of("A")::contains))
                .isEmpty();
        // a comparison is not read here, so it is never a warning
        assertThat(KconfigDependency.unmet("ARCH = \"arm\"", Set.of()::contains))
                .isEmpty();
    }

    @Test
    void aDefconfigWithoutTheGadgetIsWarnedAndOneWithItIsNot() {
        Map<String, String> kconfigs = Map.of("USB_GADGET_STORAGE_NUM_BUFFERS", GADGET, "USB_GADGET", GADGET);
        Optional<String> warning = DependencyWarning.of(
                "USB_GADGET_STORAGE_NUM_BUFFERS",
                "CONFIG_USB=y\n",
                "arch/arm/configs/u8500_defconfig",
                s -> Optional.ofNullable(kconfigs.get(s)));
        assertThat(warning)
                .hasValueSatisfying(w -> assertThat(w)
                        .contains("depends on USB_GADGET")
                        .contains("arch/arm/configs/u8500_defconfig does not enable CONFIG_USB_GADGET"));
        assertThat(DependencyWarning.of(
                        "USB_GADGET_STORAGE_NUM_BUFFERS",
                        "CONFIG_USB=y\nCONFIG_USB_GADGET=m\n",
                        "arch/arm64/configs/defconfig",
                        s -> Optional.ofNullable(kconfigs.get(s))))
                .isEmpty();
    }

    @Test
    void theTreesMostCommonPrefixWinsOverTheFolderName() {
        assertThat(SubjectPrefix.of(List.of(
                        "arm: fix a typo",
                        "ARM: u8500_defconfig: enable the PRCMU",
                        "ARM: configs: refresh",
                        "Revert x")))
                .contains("ARM");
        assertThat(SubjectPrefix.of(List.of("no prefix here", "Merge tag 'v6.12'")))
                .isEmpty();
    }
}
