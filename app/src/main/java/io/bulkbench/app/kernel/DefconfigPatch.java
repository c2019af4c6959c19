package io.bulkbench.app.kernel;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.reports.patch.DefconfigEdit;
import io.bulkbench.reports.patch.KconfigDefault;
import io.bulkbench.reports.patch.MeasuredNeighbours;
import io.bulkbench.reports.patch.PatchSetting;
import io.bulkbench.reports.patch.SettingChange;
import io.bulkbench.reports.patch.SettingKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A defconfig's text with chosen recommendations set in it: each symbol the file already
 * gives that value is left as it is, every other is set ({@link DefconfigEdit}) and kept as
 * a change with what the tree had (the file's value, else its Kconfig default) and the
 * measured table around it ({@link MeasuredNeighbours}, from {@code points}).
 *
 * @param text      the defconfig after every change
 * @param changes   the symbols set, in the order chosen
 * @param unchanged "SYMBOL=VALUE" of those the file already set so
 */
public record DefconfigPatch(String path, String text, List<SettingChange> changes, List<String> unchanged) {

    public DefconfigPatch {
        changes = List.copyOf(changes);
        unchanged = List.copyOf(unchanged);
    }

    /**
     * {@code picked} set in the defconfig at {@code path} whose text is {@code text}, each
     * under its kernel name ({@code kernelNames}, by the run's symbol); the recommendation of
     * {@code requestSizeSymbol} counts KiB, every other buffers.
     */
    public static DefconfigPatch of(
            KernelTree kernel,
            String path,
            String text,
            List<Recommendation> picked,
            Map<String, String> kernelNames,
            String requestSizeSymbol,
            List<MeasuredPoint> points) {
        List<SettingChange> changes = new ArrayList<>();
        List<String> unchanged = new ArrayList<>();
        String edited = text;
        for (Recommendation r : picked) {
            String kernelSymbol = kernelNames.get(r.symbol());
            SettingKind kind =
                    r.symbol().equals(requestSizeSymbol) ? SettingKind.REQUEST_KIB : SettingKind.BUFFER_COUNT;
            PatchSetting setting = new PatchSetting(r, kernelSymbol, kind);
            DefconfigEdit edit = DefconfigEdit.set(edited, kernelSymbol, r.value());
            if (!edit.changes()) {
                unchanged.add(kernelSymbol + "=" + r.value());
                continue;
            }
            edited = edit.text();
            Optional<String> kconfigDefault = edit.was().isPresent()
                    ? Optional.empty()
                    : kernel.kconfigDefining(setting.shortName())
                            .flatMap(k -> KconfigDefault.of(k, setting.shortName()));
            SettingChange change = new SettingChange(setting, edit.was(), kconfigDefault, Optional.empty());
            changes.add(new SettingChange(
                    setting, edit.was(), kconfigDefault, MeasuredNeighbours.of(setting, points, change.current())));
        }
        return new DefconfigPatch(path, edited, changes, unchanged);
    }
}
