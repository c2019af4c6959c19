package io.bulkbench.app.kernel;

import io.bulkbench.analysis.Recommendation;
import io.bulkbench.analysis.trend.RunInfo;
import io.bulkbench.core.BadInputException;
import io.bulkbench.core.MeasuredPoint;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.RunFolder;
import io.bulkbench.reports.patch.DefconfigPath;
import io.bulkbench.reports.patch.DependencyWarning;
import io.bulkbench.reports.patch.PatchMessage;
import io.bulkbench.reports.patch.PatchSymbols;
import io.bulkbench.reports.patch.RecommendationChoice;
import io.bulkbench.reports.patch.SettingChange;
import io.bulkbench.sweeps.plan.RunManifest;
import io.bulkbench.sweeps.plan.Settings;
import io.bulkbench.sweeps.run.ResultsLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code patch RUN_DIR}: a run folder's recommended defaults as one git format-patch file
 * against a kernel tree's defconfig. A value the run left undecided (late points could have
 * moved it) is refused in one line unless the request allows it, and then warned of.
 */
public final class RunFolderPatch {
    private RunFolderPatch() {}

    /**
     * What is asked: the run, the tree and its defconfig (relative to the tree), the symbols
     * chosen, where the file goes (the run folder when empty), and whether an undecided value
     * may be written.
     */
    public record Request(
            Path runDir,
            Path tree,
            String defconfig,
            SymbolChoice choice,
            Optional<Path> out,
            boolean allowUndecided) {}

    /**
     * What was made: the defconfig's path, the file (none when the defconfig already sets
     * every value), the changes and the values left as they were, warnings, the symbols left
     * out for want of a kernel name, and the command that applies the file.
     */
    public record Made(
            String defconfig,
            Optional<Path> file,
            List<SettingChange> changes,
            List<String> unchanged,
            List<String> warnings,
            List<String> leftOut,
            String applyCommand) {}

    public static Made make(Request r) throws IOException {
        Path runDir = r.runDir();
        RunFolder.requireFolder(runDir, "RUN_DIR");
        if (!InputFile.exists(runDir.resolve(RunFolder.RECOMMENDATIONS_CSV))) {
            throw new BadInputException(runDir + " has no " + RunFolder.RECOMMENDATIONS_CSV
                    + "; analyse it first: bulkbench analyze " + runDir);
        }
        List<Recommendation> recommendations = RunFolder.readRecommendations(runDir);
        if (recommendations.isEmpty()) {
            throw new BadInputException(runDir + "/" + RunFolder.RECOMMENDATIONS_CSV + " recommends nothing ("
                    + Recommendation.WHY_NONE + "); there is no value to patch");
        }
        SymbolChoice choice = r.choice();
        Map<String, String> chosen = PatchSymbols.choose(choice.symbols(), recommendations);
        List<Recommendation> picked = new ArrayList<>();
        chosen.keySet()
                .forEach(s -> picked.add(
                        RecommendationChoice.choose(s, recommendations, choice.direction(), choice.copyMode())));
        if (!r.allowUndecided()) {
            picked.stream().filter(p -> !p.decided()).findFirst().ifPresent(p -> {
                throw new BadInputException(runDir + " leaves " + p.symbol() + "=" + p.value() + " "
                        + p.undecided().orElseThrow().why() + "; sweep again on a quieter machine,"
                        + " or patch it all the same with --allow-undecided");
            });
        }
        String path = DefconfigPath.of(r.defconfig(), "--defconfig");
        KernelTree kernel = KernelTree.open(r.tree());
        String text = kernel.defconfigAtHead(path);
        KernelTree.Author author = kernel.author();
        Path target = ResultsLayout.outputFolder(r.out().orElse(runDir), r.out().isPresent() ? "--out" : "run folder");

        List<MeasuredPoint> points = RunFolder.readPoints(runDir);
        String sizeSymbol =
                Settings.analysisSettings(RunManifest.readIfAny(runDir), points).requestSizeSymbol();
        DefconfigPatch edited = DefconfigPatch.of(kernel, path, text, picked, chosen, sizeSymbol, points);
        List<SettingChange> changes = edited.changes();
        List<String> leftOut = PatchSymbols.leftOut(chosen, recommendations);
        if (changes.isEmpty()) {
            return new Made(path, Optional.empty(), changes, edited.unchanged(), List.of(), leftOut, "");
        }
        Recommendation first = changes.get(0).setting().recommendation();
        String version =
                RunFolder.readRunInfo(runDir).map(RunInfo::bulkbenchVersion).orElse("");
        String message = PatchMessage.of(
                path,
                changes,
                new PatchMessage.Run(
                        RunFolder.id(runDir), first.board(), first.device(), DeviceKind.of(first.device()), version),
                kernel.subjectPrefix(DefconfigPath.folderOf(path)));
        KernelTree.PatchFile patch = kernel.formatPatch(path, edited.text(), message, author);
        Path file = target.resolve(patch.fileName());
        AtomicFile.write(file, w -> w.write(patch.text()));

        List<String> warnings = new ArrayList<>();
        for (SettingChange c : changes) {
            DependencyWarning.of(c.setting().shortName(), edited.text(), path, kernel::kconfigDefining)
                    .ifPresent(warnings::add);
        }
        picked.stream()
                .filter(p -> !p.decided())
                .forEach(p -> warnings.add(p.symbol() + "=" + p.value() + " is "
                        + p.undecided().orElseThrow().why() + ", written as --allow-undecided asks"));
        return new Made(
                path,
                Optional.of(file),
                changes,
                edited.unchanged(),
                warnings,
                leftOut,
                patch.amCommand(kernel.dir(), file.toAbsolutePath()));
    }
}
