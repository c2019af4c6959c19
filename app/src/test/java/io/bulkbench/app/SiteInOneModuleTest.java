package io.bulkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The site is whole in its module, read from the main sources: no module but the
 * command line's imports it (the recording finds the site's summariser as a service, so
 * history never names it), and no main type outside {@code site} is used by the site
 * alone, directly or through other such types. A type the site alone uses belongs in it,
 * unless it is listed here with why.
 */
class SiteInOneModuleTest {
    /** Tests run in the module's folder; the sources are the repository's. */
    private static final Path ROOT = Path.of("..");

    private static final String SITE = "site";

    /** Types outside the site that the site alone uses, with why they stay. */
    private static final Map<String, String> STAYING = Map.of(
            "LatestNights",
            "a query of history's tables through its package-private readers (NightVerdicts, HistoryQuery);"
                    + " history keeps the queries, the site asks them");

    private static final Pattern COMMENT = Pattern.compile("//[^\\n]*|/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern NAME = Pattern.compile("\\b[A-Z][A-Za-z0-9_]*\\b");

    @Test
    void onlyTheCommandLineImportsTheSite() throws IOException {
        List<String> importing = new ArrayList<>();
        for (Source s : mainSources()) {
            if (!s.module().equals(SITE)
                    && !s.module().equals("app")
                    && s.code().contains("import io.bulkbench.site.")) {
                importing.add(s.module() + ": " + s.type());
            }
        }
        assertThat(importing)
                .as("main types below the command line that import the site")
                .isEmpty();
    }

    @Test
    void noTypeOutsideTheSiteIsUsedByTheSiteAlone() throws IOException {
        List<Source> sources = mainSources();
        Map<String, Source> byType = new TreeMap<>();
        sources.forEach(s -> byType.put(s.type(), s));
        Map<String, Set<String>> users = new TreeMap<>();
        for (Source s : sources) {
            users.put(s.type(), new TreeSet<>());
        }
        for (Source other : sources) {
            for (String name : other.names()) {
                if (users.containsKey(name) && !name.equals(other.type())) {
                    users.get(name).add(other.type());
                }
            }
        }

        // Grows until nothing joins: a type joins when every user is in the site or has joined.
        Set<String> siteAlone = new HashSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Source s : sources) {
                Set<String> by = users.get(s.type());
                if (s.module().equals(SITE)
                        || STAYING.containsKey(s.type())
                        || siteAlone.contains(s.type())
                        || by.isEmpty()) {
                    continue;
                }
                if (by.stream().allMatch(u -> byType.get(u).module().equals(SITE) || siteAlone.contains(u))) {
                    siteAlone.add(s.type());
                    grew = true;
                }
            }
        }
        Set<String> named = new TreeSet<>();
        siteAlone.forEach(t -> named.add(byType.get(t).module() + ": " + t + " (used by " + users.get(t) + ")"));
        assertThat(named)
                .as("main types outside the site that only the site uses: move them into site, or say here why not")
                .isEmpty();
        assertThat(byType)
                .as("every type kept outside the site exists")
                .containsKeys(STAYING.keySet().toArray(String[]::new));
    }

    /** A main source: its module, its type (the file's name), its code without comments and the type-like names in it. */
    private record Source(String module, String type, String code, Set<String> names) {}

    private static List<Source> mainSources() throws IOException {
        List<Source> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path f : files.filter(f -> f.toString().contains("/src/main/java/"))
                    .filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.endsWith("package-info.java"))
                    .filter(f -> !f.toString().contains("/target/"))
                    .sorted()
                    .toList()) {
                String module = ROOT.relativize(f).getName(0).toString();
                String type = f.getFileName().toString().replace(".java", "");
                String code = COMMENT.matcher(Files.readString(f)).replaceAll("");
                Set<String> names = new HashSet<>();
                NAME.matcher(code).results().forEach(m -> names.add(m.group()));
                out.add(new Source(module, type, code, names));
            }
        }
        return out;
    }
}
