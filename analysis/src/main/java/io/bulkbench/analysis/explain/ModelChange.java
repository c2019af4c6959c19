package io.bulkbench.analysis.explain;

import io.bulkbench.core.PercentText;
import io.bulkbench.core.SignificantFigures;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every calibrated parameter of two runs compared, in the order the calibrations list
 * them, and the line a kernel engineer acts on: what changed and by how much, then which
 * stages did not move, then which the runs cannot tell.
 */
public record ModelChange(List<ParameterChange> parameters) {

    public ModelChange {
        parameters = List.copyOf(parameters);
    }

    /**
     * The parameters both calibrations fitted, by YAML path; one fitted in only one run (a
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
     * One line, e.g. "the host's per-request turnaround rose from 52.0 to 71.0 us (+36.5 %);
     * the link and the device are unchanged".
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        for (ParameterChange c : changed()) {
            parts.add(moved(c));
        }
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
        if (parts.isEmpty()) {
            parts.add("no parameter the runs identify moved beyond its interval");
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

    private static String moved(ParameterChange c) {
        String unit = c.after().unit().isEmpty() ? "" : " " + c.after().unit();
        String percent = c.changePercent().isPresent()
                ? " (" + PercentText.signed(c.changePercent().getAsDouble() / 100) + ")"
                : "";
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
