package io.bulkbench.analysis.explain;

import io.bulkbench.core.PercentText;
import io.bulkbench.core.SignificantFigures;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import lombok.With;

/**
 * Every compared parameter of two runs, the path's costs first ({@link PathCosts}), then the
 * calibrated stages' in the order the calibrations list them, and the line a kernel
 * engineer acts on: what changed and by how much, which stage owns it where the points
 * tell, then which stages are shown unchanged and which the runs cannot tell.
 *
 * @param pointsChanged how many points compare's rule calls a significant change between
 *     the two runs, 0 when none or not known (a comparison read back from a file)
 */
public record ModelChange(
        List<ParameterChange> parameters, @With int pointsChanged) {

    public ModelChange {
        parameters = List.copyOf(parameters);
        if (pointsChanged < 0) {
            throw new IllegalArgumentException("pointsChanged " + pointsChanged + " is negative");
        }
    }

    /** A comparison without compare's count, as explain.csv and the database keep it. */
    public ModelChange(List<ParameterChange> parameters) {
        this(parameters, 0);
    }

    /**
     * The parameters both sides estimated, by YAML path; one estimated on one side only (a
     * copy cost fitted where only one run measured both copy modes) is undetermined, its
     * other side empty.
     */
    public static ModelChange of(List<StageEstimate> before, List<StageEstimate> after) {
        Map<String, StageEstimate> afterByName = new LinkedHashMap<>();
        after.forEach(e -> afterByName.put(e.parameter(), e));
        List<ParameterChange> changes = new ArrayList<>();
        for (StageEstimate b : before) {
            StageEstimate a = afterByName.remove(b.parameter());
            changes.add(new ParameterChange(b, a != null ? a : StageEstimate.notFitted(b.parameter())));
        }
        afterByName.values().forEach(a -> changes.add(new ParameterChange(StageEstimate.notFitted(a.parameter()), a)));
        return new ModelChange(changes);
    }

    /** The parameters that changed. */
    public List<ParameterChange> changed() {
        return parameters.stream()
                .filter(p -> p.verdict() == ChangeVerdict.CHANGED)
                .toList();
    }

    /**
     * One line, e.g. "the per-request cost of the path rose from 440 to 468 us (+6.4 %);
     * these points cannot tell the link's share from the host's", or "the host's per-request
     * turnaround rose from 52.0 to 71.0 us (+36.5 %); the link is unchanged".
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        changed().forEach(c -> parts.add(moved(c)));
        Set<PipelineStage> moved = EnumSet.noneOf(PipelineStage.class);
        Set<PipelineStage> steady = EnumSet.noneOf(PipelineStage.class);
        Set<PipelineStage> unknown = EnumSet.noneOf(PipelineStage.class);
        for (ParameterChange c : parameters) {
            PipelineStage stage = PipelineStage.of(c.parameter());
            switch (c.verdict()) {
                case CHANGED -> moved.add(stage);
                case UNCHANGED -> steady.add(stage);
                case UNDETERMINED -> unknown.add(stage);
            }
        }
        steady.removeAll(moved);
        unknown.removeAll(moved);
        // a stage the runs identify only in part is unchanged only as far as they tell
        Set<PipelineStage> partly = EnumSet.noneOf(PipelineStage.class);
        partly.addAll(steady);
        partly.retainAll(unknown);
        steady.removeAll(partly);
        unknown.removeAll(partly);
        if (moved.equals(EnumSet.of(PipelineStage.PATH))) {
            // the path moved and no stage did: say whose share the points cannot tell
            Set<PipelineStage> owners = EnumSet.noneOf(PipelineStage.class);
            owners.addAll(unknown);
            owners.addAll(partly);
            owners.remove(PipelineStage.PATH);
            parts.add(unplaced(owners));
            unknown.removeAll(owners);
            partly.removeAll(owners);
        }
        if (parts.isEmpty()) {
            parts.add(
                    pointsChanged > 0
                            ? "the runs differ (compare finds " + pointsChanged
                                    + (pointsChanged == 1 ? " point" : " points")
                                    + " changed) but the model cannot place the change with these points"
                            : "no parameter the runs identify moved beyond its interval");
        }
        if (!steady.isEmpty()) {
            parts.add(nouns(steady) + (steady.size() == 1 ? " is" : " are") + " unchanged");
        }
        if (!partly.isEmpty()) {
            parts.add(nouns(partly) + (partly.size() == 1 ? " is" : " are")
                    + " unchanged where these runs tell, the rest cannot be told");
        }
        if (!unknown.isEmpty()) {
            parts.add(nouns(unknown) + " cannot be told from these runs");
        }
        return String.join("; ", parts);
    }

    /** "these points cannot tell the link's share from the host's", or that no stage can be named. */
    private static String unplaced(Set<PipelineStage> owners) {
        List<String> shares = owners.stream().map(PipelineStage::possessive).toList();
        if (shares.size() == 2) {
            return "these points cannot tell " + shares.get(0) + " share from " + shares.get(1);
        }
        if (shares.size() > 2) {
            return "these points cannot tell " + String.join(", ", shares.subList(0, shares.size() - 1)) + " and "
                    + shares.get(shares.size() - 1) + " shares apart";
        }
        return "these points cannot place it in a stage";
    }

    private static String moved(ParameterChange c) {
        String unit = c.after().unit().isEmpty() ? "" : " " + c.after().unit();
        String percent =
                c.change().isPresent() ? " (" + PercentText.signed(c.change().getAsDouble()) + ")" : "";
        return PipelineStage.phrase(c.parameter())
                + (c.after().value() > c.before().value() ? " rose from " : " fell from ")
                + SignificantFigures.of(c.before().value()) + " to "
                + SignificantFigures.of(c.after().value()) + unit
                + percent;
    }

    private static String nouns(Set<PipelineStage> stages) {
        List<String> nouns = stages.stream().map(PipelineStage::noun).toList();
        if (nouns.size() == 1) {
            return nouns.get(0);
        }
        return String.join(", ", nouns.subList(0, nouns.size() - 1)) + " and " + nouns.get(nouns.size() - 1);
    }
}
