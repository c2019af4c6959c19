package io.bulkbench.history;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one rule for printing text that may quote a database URL: the URL itself, or a
 * driver's words about it. A password given as a parameter ({@code password=},
 * {@code sslpassword=}) or as the user info of the authority ({@code //user:secret@host})
 * becomes {@code ***}. A driver may also quote a piece of the URL it could not parse (a
 * "port" that is really {@code secret@host}), so every password the URL holds is replaced
 * wherever it appears too, as written and as decoded.
 */
final class UrlRedaction {
    static final String MASK = "***";

    private static final Pattern PARAMETER = Pattern.compile("(?i)(password=)([^&\\s'\")]*)");
    /** {@code //user:secret@}: the password runs to the last {@code @} before the path. */
    private static final Pattern USER_INFO = Pattern.compile("(//[^/?#@\\s:]*:)([^/?#\\s]*)@");
    /** Shorter secrets are masked where the patterns find them, not everywhere: "ab" would hide half a message. */
    private static final int LITERAL_MIN = 4;

    private UrlRedaction() {}

    /** {@code text} with every password of {@code url}, and any that looks like one, replaced by {@code ***}. */
    static String redact(String text, String url) {
        if (text == null) {
            return "";
        }
        String masked = USER_INFO
                .matcher(PARAMETER.matcher(text).replaceAll("$1" + Matcher.quoteReplacement(MASK)))
                .replaceAll("$1" + Matcher.quoteReplacement(MASK) + "@");
        for (String secret : secrets(url)) {
            masked = masked.replace(secret, MASK);
        }
        return masked;
    }

    /** The passwords {@code url} holds, as written and decoded, longest first so no part of one is left. */
    static Set<String> secrets(String url) {
        Set<String> found = new LinkedHashSet<>();
        if (url == null) {
            return found;
        }
        for (Pattern p : new Pattern[] {PARAMETER, USER_INFO}) {
            Matcher m = p.matcher(url);
            while (m.find()) {
                String secret = m.group(2);
                if (secret.length() >= LITERAL_MIN) {
                    found.add(secret);
                    decoded(secret).filter(d -> d.length() >= LITERAL_MIN).ifPresent(found::add);
                }
            }
        }
        return found.stream()
                .sorted((a, b) -> Integer.compare(b.length(), a.length()))
                .collect(LinkedHashSet::new, Set::add, Set::addAll);
    }

    private static Optional<String> decoded(String secret) {
        try {
            return Optional.of(URLDecoder.decode(secret, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
