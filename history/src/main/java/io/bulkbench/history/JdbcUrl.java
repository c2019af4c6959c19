package io.bulkbench.history;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one rule for printing or recording text that may quote a JDBC URL: the URL itself, a
 * command line that names it, or a driver's words about it. The URL is shown only as
 * {@link ShownUrl} rebuilds it from what it means; in other text, every piece of it that
 * rebuilding leaves out or masks, and every secret the reading below finds, becomes
 * {@code ***}:
 * <ul>
 *   <li>the password of the authority's user info, {@code //user:secret@host}, up to the
 *       last {@code @} that a host, a port and the path or query follow;
 *   <li>the value of every parameter whose name says it is a secret ({@code password},
 *       {@code sslpassword}, the passphrase of an {@code sslkey}, any name holding
 *       "pass", "secret", "token" or "key", in any case), up to the next {@code &} that
 *       starts another {@code name=}, so a raw {@code )}, quote, space or {@code ?} in it
 *       is masked too (the driver splits the query on {@code &} and {@code =} the same way).
 * </ul>
 * A driver may also quote a piece of the URL it could not parse (a "port" that is really
 * {@code secret@host}), so in other text every secret the URL holds is replaced wherever it
 * appears too, as written and as percent-decoded.
 */
public final class JdbcUrl {
    public static final String MASK = "***";

    private static final Pattern SECRET_NAME = Pattern.compile("(?i).*(pass|secret|token|key).*");
    /** A query parameter's start: the query's first character, or an {@code &} before {@code name=}. */
    private static final Pattern PARAMETER_START = Pattern.compile("(?:^|&)([A-Za-z_][A-Za-z0-9_.-]*)=");
    /** What follows the user info: a host (name, IPv4, [IPv6]) and port, then the path, the query or the end. */
    private static final Pattern HOST_THEN_REST = Pattern.compile("[A-Za-z0-9._~%\\[\\]:-]+(?:[/?]|$)");
    /** A URL quoted in other text, up to the first white space. */
    private static final Pattern QUOTED_URL = Pattern.compile("jdbc:[a-z0-9]+:\\S*");
    /** Shorter secrets are masked where the URL's structure finds them, not everywhere: "ab" would hide half a message. */
    private static final int LITERAL_MIN = 4;

    private JdbcUrl() {}

    /**
     * The database URL a command-line argument holds, {@code URL} or {@code --db=URL}: the
     * rest of it from {@code jdbc:} on; empty when it holds none.
     */
    public static Optional<String> inArgument(String arg) {
        int url = arg.indexOf("jdbc:");
        return url < 0 ? Optional.empty() : Optional.of(arg.substring(url));
    }

    /** {@code url} as it may be shown: rebuilt from what it means ({@link ShownUrl}). */
    public static String redacted(String url) {
        if (url == null) {
            return "";
        }
        return ShownUrl.of(url).text();
    }

    /**
     * {@code text} with no secret of {@code url} in it: the URL wherever it stands, each
     * secret as written and decoded, and any other JDBC URL the text quotes.
     */
    public static String redact(String text, String url) {
        if (text == null) {
            return "";
        }
        String masked = text;
        if (url != null && !url.isEmpty()) {
            masked = masked.replace(url, redacted(url));
        }
        Matcher quoted = QUOTED_URL.matcher(masked);
        masked = quoted.replaceAll(m -> Matcher.quoteReplacement(redacted(m.group())));
        for (String secret : secrets(url)) {
            masked = masked.replace(secret, MASK);
        }
        return masked;
    }

    /** Every piece to clear from text about {@code url}: its secrets and what {@link ShownUrl} hides, longest first. */
    private static Set<String> secrets(String url) {
        Set<String> found = new LinkedHashSet<>(readSecrets(url));
        if (url != null) {
            for (String piece : ShownUrl.of(url).hidden()) {
                for (String form : List.of(piece, percentDecoded(piece), formDecoded(piece))) {
                    if (form.length() >= LITERAL_MIN && !MASK.equals(form)) {
                        found.add(form);
                    }
                }
            }
        }
        List<String> longestFirst = new ArrayList<>(found);
        longestFirst.sort(Comparator.comparingInt(String::length).reversed());
        return new LinkedHashSet<>(longestFirst);
    }

    /** The secrets {@code url} holds, as written and decoded, longest first so no part of one is left. */
    static Set<String> readSecrets(String url) {
        Set<String> found = new LinkedHashSet<>();
        if (url == null) {
            return found;
        }
        for (int[] span : readings(url)) {
            String secret = url.substring(span[0], span[1]);
            for (String form : List.of(secret, percentDecoded(secret), formDecoded(secret))) {
                if (form.length() >= LITERAL_MIN) {
                    found.add(form);
                }
            }
        }
        List<String> longestFirst = new ArrayList<>(found);
        longestFirst.sort(Comparator.comparingInt(String::length).reversed());
        return new LinkedHashSet<>(longestFirst);
    }

    /** Each reading of a secret in {@code url}, as a [start, end) pair: the user info's password, each secret parameter's value. */
    private static List<int[]> readings(String url) {
        List<int[]> spans = new ArrayList<>();
        int authority = url.indexOf("//");
        if (authority >= 0) {
            int userEnd = authority + 2;
            while (userEnd < url.length() && "/?#@:".indexOf(url.charAt(userEnd)) < 0) {
                userEnd++;
            }
            if (userEnd < url.length() && url.charAt(userEnd) == ':') {
                int at = lastAtBeforeHost(url, userEnd + 1);
                if (at > userEnd) {
                    spans.add(new int[] {userEnd + 1, at});
                }
            }
        }
        int query = url.indexOf('?');
        if (query >= 0) {
            spans.addAll(parameterSpans(url, query + 1));
        }
        return spans;
    }

    /** The last {@code @} from {@code from} on that a host and the path, the query or the end follow; -1 if none. */
    private static int lastAtBeforeHost(String url, int from) {
        for (int at = url.lastIndexOf('@'); at >= from; at = url.lastIndexOf('@', at - 1)) {
            if (HOST_THEN_REST.matcher(url).region(at + 1, url.length()).lookingAt()) {
                return at;
            }
        }
        return -1;
    }

    private static List<int[]> parameterSpans(String url, int queryStart) {
        List<int[]> starts = new ArrayList<>();
        Matcher m = PARAMETER_START.matcher(url).region(queryStart, url.length());
        m.useTransparentBounds(false).useAnchoringBounds(true);
        while (m.find()) {
            starts.add(new int[] {m.start(), m.end(), m.start(1), m.end(1)});
        }
        List<int[]> spans = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            int[] s = starts.get(i);
            String name = url.substring(s[2], s[3]).toLowerCase(Locale.ROOT);
            int valueEnd = i + 1 < starts.size() ? starts.get(i + 1)[0] : url.length();
            if (SECRET_NAME.matcher(name).matches() && valueEnd > s[1]) {
                spans.add(new int[] {s[1], valueEnd});
            }
        }
        return spans;
    }

    /** {@code %XX} escapes decoded, as a URL's path reads them; a bad escape leaves the text as it is. */
    private static String percentDecoded(String text) {
        return formDecoded(text.replace("+", "%2B"));
    }

    /** Decoded as the PostgreSQL driver decodes a parameter ({@code +} is a space); a bad escape leaves it as it is. */
    private static String formDecoded(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
