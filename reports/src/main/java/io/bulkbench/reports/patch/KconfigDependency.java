package io.bulkbench.reports.patch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Kconfig file says a symbol depends on: the {@code depends on} lines of its
 * {@code config} entry and the {@code if} blocks around it, joined with {@code &&}; and
 * whether a defconfig meets that, with the symbols it lacks. Only what the file itself
 * declares is read (not the menus of the files that source it), and an expression with a
 * comparison ({@code =}, {@code !=}) or anything else not read here counts as met: a
 * warning must not cry wolf. Pure: the texts are given.
 */
public final class KconfigDependency {
    private static final Pattern ENTRY = Pattern.compile("^\\s*(menu)?config\\s+(\\w+)\\s*$");
    private static final Pattern ENDS_ENTRY =
            Pattern.compile("^\\s*(menu|endmenu|choice|endchoice|if|endif|source|comment|menuconfig|config)\\b.*");
    private static final Pattern DEPENDS = Pattern.compile("^\\s*depends\\s+on\\s+(.+?)\\s*$");
    private static final Pattern IF = Pattern.compile("^\\s*if\\s+(.+?)\\s*$");
    private static final Pattern ENDIF = Pattern.compile("^\\s*endif\\b.*");
    private static final Pattern TOKEN = Pattern.compile("\\s*(&&|\\|\\||!=|[!()=]|\\w+)");

    private KconfigDependency() {}

    /** The dependency of {@code name} (without CONFIG_) in {@code kconfig}, when it declares one. */
    public static Optional<String> of(String kconfig, String name) {
        Deque<String> ifs = new ArrayDeque<>();
        List<String> parts = new ArrayList<>();
        boolean inEntry = false;
        boolean found = false;
        for (String raw : kconfig.split("\n", -1)) {
            String line = raw.replaceAll("#.*", "");
            Matcher entry = ENTRY.matcher(line);
            if (entry.matches()) {
                inEntry = entry.group(2).equals(name);
                if (inEntry && !found) {
                    found = true;
                    parts.addAll(ifs);
                }
                continue;
            }
            if (ENDS_ENTRY.matcher(line).matches()) {
                inEntry = false;
            }
            Matcher ifLine = IF.matcher(line);
            if (ifLine.matches()) {
                ifs.addLast(ifLine.group(1));
            } else if (ENDIF.matcher(line).matches() && !ifs.isEmpty()) {
                ifs.removeLast();
            }
            Matcher depends = DEPENDS.matcher(line);
            if (inEntry && depends.matches()) {
                parts.add(depends.group(1));
            }
        }
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                parts.size() == 1
                        ? parts.get(0)
                        : String.join(
                                " && ", parts.stream().map(p -> "(" + p + ")").toList()));
    }

    /**
     * The symbols of {@code expression} that are not {@code enabled}, when the expression
     * is unmet because of them; empty when it is met or cannot be read here.
     */
    public static List<String> unmet(String expression, Predicate<String> enabled) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(expression);
        int at = 0;
        while (at < expression.length() && m.find(at) && m.start() == at) {
            tokens.add(m.group(1));
            at = m.end();
        }
        if (!expression.substring(at).isBlank() || tokens.contains("=") || tokens.contains("!=")) {
            return List.of();
        }
        Parser p = new Parser(tokens, enabled);
        Optional<Boolean> value = p.or();
        if (value.isEmpty() || p.at != tokens.size() || value.get()) {
            return List.of();
        }
        return tokens.stream()
                .filter(t -> t.matches("\\w+") && !t.equals("y") && !t.equals("m") && !t.equals("n"))
                .filter(enabled.negate())
                .distinct()
                .toList();
    }

    /** or := and ('||' and)*; and := not ('&&' not)*; not := '!' not | '(' or ')' | SYMBOL. */
    private static final class Parser {
        private final List<String> tokens;
        private final Predicate<String> enabled;
        private int at;

        Parser(List<String> tokens, Predicate<String> enabled) {
            this.tokens = tokens;
            this.enabled = enabled;
        }

        Optional<Boolean> or() {
            Optional<Boolean> v = and();
            while (v.isPresent() && next("||")) {
                boolean left = v.get();
                v = and().map(b -> b || left);
            }
            return v;
        }

        Optional<Boolean> and() {
            Optional<Boolean> v = not();
            while (v.isPresent() && next("&&")) {
                boolean left = v.get();
                v = not().map(b -> b && left);
            }
            return v;
        }

        Optional<Boolean> not() {
            if (at >= tokens.size()) {
                return Optional.empty();
            }
            String t = tokens.get(at++);
            if (t.equals("!")) {
                return not().map(b -> !b);
            }
            if (t.equals("(")) {
                Optional<Boolean> v = or();
                return next(")") ? v : Optional.empty();
            }
            if (!t.matches("\\w+")) {
                return Optional.empty();
            }
            return Optional.of(t.equals("y") || t.equals("m") || (!t.equals("n") && enabled.test(t)));
        }

        private boolean next(String token) {
            if (at < tokens.size() && tokens.get(at).equals(token)) {
                at++;
                return true;
            }
            return false;
        }
    }
}
