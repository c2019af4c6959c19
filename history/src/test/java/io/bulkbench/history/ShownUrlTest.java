package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A database URL is shown only as rebuilt from what it means: the shapes nobody listed (several
 * hosts, a fragment, an empty host, '#' in the user, '$' in the host, parameter names outside
 * any pattern) show no password, and neither does a driver's message quoting the URL's pieces.
 */
class ShownUrlTest {
    private static final String PW = "Pa55wOrd";

    /** A URL and a piece of it a driver's message may quote. */
    private record Quoted(String url, String piece) {}

    @Test
    void theShapesNobodyListedShowNoPassword() {
        for (Quoted q : List.of(
                new Quoted("jdbc:postgresql://u:" + PW + "@127.0.0.1:1,127.0.0.2:1/lab", "u:" + PW + "@127.0.0.1"),
                new Quoted("jdbc:postgresql://u:" + PW + "@host:1#x", PW + "@host:1#x"),
                new Quoted("jdbc:postgresql://u:" + PW + "@/lab", PW + "@"),
                new Quoted("jdbc:postgresql://u#x:" + PW + "@host/lab", "u#x:" + PW),
                new Quoted("jdbc:postgresql://u:" + PW + "@ho$t/lab", "u:" + PW + "@ho$t"),
                new Quoted("jdbc:postgresql://lab/db?1password=" + PW, "1password=" + PW),
                new Quoted("jdbc:postgresql://lab/db?my+token=" + PW, "my token=" + PW),
                new Quoted("jdbc:postgresql://lab/db?ApplicationName=" + PW + "%20x", PW + " x"),
                new Quoted("jdbc:sqlite:/srv/lab.db?key=" + PW, "key=" + PW),
                // A raw & splits the password: its tail would read as a parameter's name.
                new Quoted("jdbc:postgresql://lab/db?user=bob&password=abc&" + PW, PW),
                // Digits and a comma in user info would read as a port and a second host.
                new Quoted("jdbc:postgresql://u:12345," + PW + "@h:5432/db", "12345," + PW),
                new Quoted("jdbc:sqlite://u:" + PW + "@h/db", "u:" + PW + "@h"))) {
            ShownUrl shown = ShownUrl.of(q.url());
            assertThat(shown.text()).as(q.url()).doesNotContain(PW).doesNotContain("12345");
            assertThat(JdbcUrl.redact("could not reach " + q.url() + " (" + q.piece() + ")", q.url()))
                    .as(q.url())
                    .doesNotContain(PW);
        }
    }

    @Test
    void whatIsShownIsTheUrlsMeaning() {
        assertThat(ShownUrl.of("jdbc:postgresql://u:" + PW + "@127.0.0.1:1,127.0.0.2:1/lab")
                        .text())
                .isEqualTo("jdbc:postgresql://***@127.0.0.1:1,127.0.0.2:1/lab");
        assertThat(ShownUrl.of("jdbc:postgresql://lab:5433/results?user=bb&ssl=true&password=" + PW + "&1password=x")
                        .text())
                .isEqualTo("jdbc:postgresql://lab:5433/results?user=bb&ssl=true&password=***");
        assertThat(ShownUrl.of("jdbc:postgresql://[::1]:5432/db").text()).isEqualTo("jdbc:postgresql://[::1]:5432/db");
        assertThat(ShownUrl.of("jdbc:postgresql:db").text()).isEqualTo("jdbc:postgresql:db");
        assertThat(ShownUrl.of("jdbc:sqlite:results/bulkbench.db?journal_mode=WAL&password=" + PW)
                        .text())
                .isEqualTo("jdbc:sqlite:results/bulkbench.db?journal_mode=WAL&password=***");
        assertThat(ShownUrl.of("jdbc:postgresql://u:" + PW + "@/lab").text()).isEqualTo(ShownUrl.UNREADABLE);
        assertThat(ShownUrl.of("jdbc:mysql://u:" + PW + "@h/db").text()).isEqualTo(ShownUrl.UNREADABLE);
    }

    /** Every printable ASCII character. */
    private static final String PRINTABLE;

    static {
        StringBuilder all = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            all.append(c);
        }
        PRINTABLE = all.toString();
    }

    private static String drawn(RandomCases c, String name, int min, int max) {
        int length = c.intIn(name + " length", min, max);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append(PRINTABLE.charAt(c.random().nextInt(PRINTABLE.length())));
        }
        return c.input(name, text.toString());
    }

    /**
     * Seeded: random host lists, fragments, user names and parameter names of every printable
     * ASCII character, around a secret written raw and percent-encoded. No byte run of the
     * secret, raw or encoded, is in what is shown, or in a message that quotes the URL and the
     * piece of it the secret stands in.
     */
    @Test
    void noSecretOfAnyShapeIsShown() {
        RandomCases.check(1000, c -> {
            String secret = "Zq" + drawn(c, "secret", 6, 16).replace(" ", "x") + "9k";
            String encoded = URLEncoder.encode(secret, StandardCharsets.UTF_8);
            List<String> hosts = new ArrayList<>();
            int n = c.intIn("hosts", 1, 4);
            for (int i = 0; i < n; i++) {
                hosts.add(drawn(c, "host", 0, 12) + (c.bool("port") ? ":" + c.intIn("port number", 0, 70000) : ""));
            }
            String user = drawn(c, "user", 0, 10);
            String parameter = drawn(c, "parameter", 1, 10);
            String fragment = c.bool("fragment") ? "#" + drawn(c, "after #", 0, 6) : "";
            String hostList = String.join(",", hosts);
            String userInfo = user + ":" + secret + "@" + hosts.get(0);
            List<Quoted> quoted = List.of(
                    new Quoted(
                            "jdbc:postgresql://" + user + ":" + secret + "@" + hostList + "/lab" + fragment, userInfo),
                    new Quoted("jdbc:postgresql://" + user + ":" + encoded + "@" + hostList + "/lab", encoded),
                    new Quoted(
                            "jdbc:postgresql://" + hostList + "/lab?" + parameter + "=" + encoded + fragment,
                            parameter + "=" + encoded),
                    new Quoted("jdbc:postgresql://" + hostList + "/lab?" + parameter + "=" + secret, secret),
                    new Quoted("jdbc:postgresql://" + hostList + "/lab?user=" + user + "&password=" + secret, secret),
                    new Quoted("jdbc:sqlite:/lab.db?" + parameter + "=" + secret, parameter + "=" + secret));
            for (Quoted q : quoted) {
                String shown = ShownUrl.of(q.url()).text();
                assertThat(shown)
                        .as("%s: %s", c, q.url())
                        .doesNotContain(secret)
                        .doesNotContain(encoded);
                String said = "connection to " + q.url() + " failed: " + q.piece();
                assertThat(JdbcUrl.redact(said, q.url()))
                        .as("%s: %s", c, q.url())
                        .doesNotContain(secret)
                        .doesNotContain(encoded);
            }
        });
    }
}
