package io.bulkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * DESIGN.md's "Words: one per concept" is checked against the main code: every type the
 * table names exists, and a main type whose name uses one of the words below is one the
 * table names for that word (or for a longer word that holds it), or one of the few listed
 * here with why its name means something else. A new type that takes a word for another
 * concept fails here until it is renamed or the glossary says what it is.
 */
class GlossaryTest {
    /** Tests run in the module's folder; the sources and docs are the repository's. */
    private static final Path ROOT = Path.of("..");

    private static final String SECTION = "## Words: one per concept";

    /** The words checked, each as a part of a type's name says it. */
    private static final Map<String, String> WORDS = Map.of(
            "verdict", "Verdict",
            "model", "Model",
            "night", "Night",
            "profile", "Profile",
            "trend", "Trend",
            "knee", "Knee",
            "twin", "Twin",
            "baseline", "Baseline",
            "board summary", "BoardSummar");

    /** Types whose name holds a word for another concept, with why. */
    private static final Map<String, String> ELSEWHERE = Map.of(
            "ProfileLikelihood", "the statistics term: a likelihood profiled over one parameter (a fit's intervals)",
            "CpuCostProfiler", "a JMH profiler, JMH's word for what it plugs into a run");

    @Test
    void everyTypeTheGlossaryNamesExistsAndEveryTypeUsingAWordIsOneItNames() throws IOException {
        Map<String, Set<String>> named = glossary();
        Set<String> types = mainTypes();

        Set<String> allNamed = new TreeSet<>();
        named.values().forEach(allNamed::addAll);
        assertThat(types).as("types DESIGN.md's glossary names").containsAll(allNamed);

        Map<String, List<String>> misnamed = new TreeMap<>();
        WORDS.forEach((word, part) -> {
            assertThat(named).as("a row for '" + word + "'").containsKey(word);
            for (String type : types) {
                if (type.contains(part) && !namedFor(named, part, type) && !ELSEWHERE.containsKey(type)) {
                    misnamed.computeIfAbsent(word, w -> new ArrayList<>()).add(type);
                }
            }
        });
        assertThat(misnamed)
                .as("main types whose name uses a glossary word the glossary does not give them: rename"
                        + " them, or say in DESIGN.md's glossary what they are")
                .isEmpty();
    }

    /** A change is a share wherever the code keeps one; only a contract's field says percent. */
    @Test
    void aChangeIsAShareInTheCode() throws IOException {
        List<String> percent = new ArrayList<>();
        Pattern changePercent = Pattern.compile("\\bchangePercent\\b");
        for (Path file : mainSources()) {
            String text = Files.readString(file);
            // index.json's change_percent, a published field, keeps its name.
            if (changePercent.matcher(text).find() && !file.endsWith("site/IndexEntry.java")) {
                percent.add(ROOT.relativize(file).toString());
            }
        }
        assertThat(percent).as("main sources keeping a change in percent").isEmpty();
    }

    /** Whether a row whose word holds {@code part} names {@code type}. */
    private static boolean namedFor(Map<String, Set<String>> named, String part, String type) {
        return named.entrySet().stream()
                .filter(e -> camel(e.getKey()).contains(part))
                .anyMatch(e -> e.getValue().contains(type));
    }

    /** "night's verdict" as a type's name would say it: NightVerdict. */
    private static String camel(String word) {
        StringBuilder out = new StringBuilder();
        for (String part : word.replace("'s", "").split("[ -]")) {
            if (!part.isEmpty()) {
                out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return out.toString();
    }

    /** Each word of the glossary's table with the types its "in the code" column names. */
    private static Map<String, Set<String>> glossary() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("docs/DESIGN.md"));
        int from = lines.indexOf(SECTION);
        assertThat(from).as(SECTION + " in DESIGN.md").isNotNegative();
        Map<String, Set<String>> words = new TreeMap<>();
        Pattern code = Pattern.compile("`([A-Z][A-Za-z0-9]*)");
        for (int i = from + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
            String[] cells = lines.get(i).split("\\|");
            if (cells.length < 4
                    || cells[1].isBlank()
                    || cells[1].contains("---")
                    || cells[1].strip().equals("word")) {
                continue;
            }
            Set<String> types = new TreeSet<>();
            Matcher m = code.matcher(cells[3]);
            while (m.find()) {
                types.add(m.group(1));
            }
            words.put(cells[1].strip(), types);
        }
        return words;
    }

    /** The simple names of the main code's types: each file's, and each type declared inside one. */
    private static Set<String> mainTypes() throws IOException {
        Set<String> types = new TreeSet<>();
        Pattern declared = Pattern.compile("\\b(?:class|record|enum|interface)\\s+([A-Z][A-Za-z0-9]*)");
        for (Path file : mainSources()) {
            types.add(file.getFileName().toString().replace(".java", ""));
            Matcher m = declared.matcher(Files.readString(file));
            while (m.find()) {
                types.add(m.group(1));
            }
        }
        return types;
    }

    private static List<Path> mainSources() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(f -> f.toString().contains("/src/main/java/"))
                    .filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.toString().contains("/target/"))
                    .sorted()
                    .toList();
        }
    }
}
