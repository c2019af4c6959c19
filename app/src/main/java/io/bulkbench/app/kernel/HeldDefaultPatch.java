package io.bulkbench.app.kernel;

import io.bulkbench.analysis.AnalysisSettings;
import io.bulkbench.core.BadInputException;
import io.bulkbench.reports.patch.DefconfigPath;
import io.bulkbench.reports.patch.PatchMessage;
import io.bulkbench.reports.patch.SettingChange;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code patch --board}: one defconfig patch from the defaults a board's nights hold
 * ({@link BoardPatchPlan}), its message carrying the nights' evidence ({@link NightsEvidence})
 * beside the latest night's measured table. An unsettled default is refused in one line
 * that says why.
 */
public final class HeldDefaultPatch {
    private HeldDefaultPatch() {}

    /** The patch, or empty changes when the defconfig already sets every held value. */
    public record Result(DefconfigPatch edited, KernelTree.PatchFile file) {}

    public static Result of(KernelTree kernel, String path, BoardNights board, BoardPatchPlan plan, int nights)
            throws IOException {
        if (!plan.unsettled().isEmpty()) {
            throw new BadInputException("board '" + board.board() + "' holds no value of "
                    + plan.unsettled().get(0)
                    + "; a default is held when its last " + nights
                    + " nights agree (--held-nights), so patch it once they do");
        }
        DefconfigPatch edited = DefconfigPatch.of(
                kernel,
                path,
                kernel.defconfigAtHead(path),
                plan.recommendations(),
                plan.kernelNames(),
                AnalysisSettings.defaults().requestSizeSymbol(),
                board.points());
        if (edited.changes().isEmpty()) {
            return new Result(edited, null);
        }
        String kind = DeviceKind.of(board.latestRun().device());
        Map<String, String> evidence = new LinkedHashMap<>();
        for (SettingChange c : edited.changes()) {
            String symbol = c.setting().recommendation().symbol();
            evidence.put(c.setting().kernelSymbol(), NightsEvidence.of(board.board(), plan.holdOf(symbol), c, kind));
        }
        String message = PatchMessage.of(
                path,
                edited.changes(),
                new PatchMessage.Run(
                        board.latestRun().runId(),
                        board.board(),
                        board.latestRun().device(),
                        kind,
                        board.latestRun().info().bulkbenchVersion()),
                kernel.subjectPrefix(DefconfigPath.folderOf(path)),
                evidence);
        return new Result(edited, kernel.formatPatch(path, edited.text(), message, kernel.author()));
    }

    static List<String> summaries(DefconfigPatch edited) {
        return edited.changes().stream().map(PatchMessage::summary).toList();
    }
}
