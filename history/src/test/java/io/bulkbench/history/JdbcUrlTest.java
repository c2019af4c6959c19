package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every way a password can stand in a database URL, and in a driver's words about it, comes out as ***. */
class JdbcUrlTest {

    @Test
    void anArgumentHoldsAUrlAloneOrAsAFlagsValue() {
        assertThat(JdbcUrl.inArgument("jdbc:postgresql://h/lab?password=s"))
                .contains("jdbc:postgresql://h/lab?password=s");
        assertThat(JdbcUrl.inArgument("--db=jdbc:sqlite:lab.db")).contains("jdbc:sqlite:lab.db");
        assertThat(JdbcUrl.inArgument("--db")).isEmpty();
        assertThat(JdbcUrl.inArgument("results/lab.db")).isEmpty();
    }

    @Test
    void aPasswordParameterIsMaskedAndTheRestKept() {
        String url = "jdbc:postgresql://127.0.0.1:5432/bulkbench?user=u&password=S3cr3t&ssl=true";
        assertThat(JdbcUrl.redacted(url))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/bulkbench?user=u&password=***&ssl=true");
        assertThat(JdbcUrl.redacted("jdbc:postgresql://127.0.0.1:notaport/bulkbench?user=u&password=S3cr3t"))
                .isEqualTo(ShownUrl.UNREADABLE);
    }

    @Test
    void anSslKeyPasswordAndAnyCaseOfTheNameAreMasked() {
        String url = "jdbc:postgresql://lab/db?sslpassword=KeyPass1&PASSWORD=Other22";
        // A name the drivers do not list (any other case of one) is left out, its value with it.
        assertThat(JdbcUrl.redacted(url)).isEqualTo("jdbc:postgresql://lab:5432/db?sslpassword=***");
    }

    @Test
    void userInfoBeforeTheHostIsMaskedUpToItsLastAt() {
        String url = "jdbc:postgresql://bb:p@ss:w0rd@lab:5432/results";
        assertThat(JdbcUrl.redacted(url)).isEqualTo("jdbc:postgresql://***@lab:5432/results");
    }

    @Test
    void aPieceOfTheUrlADriverQuotesIsMaskedWhereverItStands() {
        String url = "jdbc:postgresql://bb:Tr0ub4dor@lab/results";
        // What the PostgreSQL driver says of such a URL: it takes the user info for a host and a port.
        assertThat(JdbcUrl.redact("JDBC URL invalid port number: Tr0ub4dor@lab", url))
                .isEqualTo("JDBC URL invalid port number: ***");
    }

    @Test
    void aPasswordIsMaskedAsWrittenAndAsDecoded() {
        String url = "jdbc:postgresql://lab/results?password=s%40fe%2Bsecret";
        assertThat(JdbcUrl.redact("login as bb with s@fe+secret failed; URL " + url, url))
                .isEqualTo("login as bb with *** failed; URL jdbc:postgresql://lab:5432/results?password=***");
    }

    @Test
    void aBadEscapeInThePasswordStillLeavesNoPasswordInTheUrl() {
        String url = "jdbc:postgresql://lab/results?user=u&password=ab%zzcdef";
        assertThat(JdbcUrl.redact("URL invalid " + url, url)).isEqualTo("URL invalid " + ShownUrl.UNREADABLE);
    }

    @Test
    void textWithoutAPasswordIsLeftAlone() {
        String url = "jdbc:postgresql://lab:5432/results?user=bb";
        assertThat(JdbcUrl.redact("Connection to lab:5432 refused. " + url, url))
                .isEqualTo("Connection to lab:5432 refused. " + url);
        assertThat(JdbcUrl.redact("jdbc:sqlite:/srv/lab/bulkbench.db", "jdbc:sqlite:/srv/lab/bulkbench.db"))
                .isEqualTo("jdbc:sqlite:/srv/lab/bulkbench.db");
    }

    @Test
    void aShortPasswordIsMaskedInTheUrlButNotInEveryWord() {
        String url = "jdbc:postgresql://lab/results?password=ab";
        assertThat(JdbcUrl.redact("table ab: " + url, url))
                .isEqualTo("table ab: jdbc:postgresql://lab:5432/results?password=***");
    }

    @Test
    void aRawParenthesisQuoteSpaceOrQuestionMarkStaysInsideTheMask() {
        for (String secret : List.of("ab)S3cr3t", "ab'S3cr3t", "ab S3cr3t", "ab?S3cr3t", "ab\"S3cr3t")) {
            String url = "jdbc:postgresql://127.0.0.1:1/lab?user=u&password=" + secret + "&ssl=true";
            assertThat(JdbcUrl.redacted(url))
                    .as(secret)
                    .isEqualTo("jdbc:postgresql://127.0.0.1:1/lab?user=u&password=***&ssl=true");
        }
    }

    @Test
    void aParameterNamingAnyKindOfSecretIsMasked() {
        String url = "jdbc:postgresql://lab/db?sslkey=/k/client.pk8&sslpassphrase=Phrase99&apiToken=T0k3n9&user=bb";
        assertThat(JdbcUrl.redacted(url)).isEqualTo("jdbc:postgresql://lab:5432/db?sslkey=***&user=bb");
    }

    /** Every printable ASCII character, a few beyond it, and the URL's own delimiters, more often. */
    private static final String ALPHABET = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
            + "abcdefghijklmnopqrstuvwxyz{|}~ éß€@&?=%/:";

    static String randomSecret(Random random) {
        StringBuilder secret = new StringBuilder();
        int length = 8 + random.nextInt(17);
        while (secret.length() < length) {
            secret.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return secret.toString();
    }

    /** The ways a person may write a secret into a URL: raw where the URL's grammar lets it stand, else encoded. */
    static List<String> urlsHolding(String secret) {
        String encoded = URLEncoder.encode(secret, StandardCharsets.UTF_8).replace("+", "%20");
        List<String> urls = new java.util.ArrayList<>(List.of(
                "jdbc:postgresql://127.0.0.1:1/lab?user=u&password=" + encoded,
                "jdbc:postgresql://127.0.0.1:1/lab?sslpassword=" + encoded + "&user=u",
                "jdbc:postgresql://u:" + encoded + "@127.0.0.1:1/lab",
                "jdbc:postgresql://u:" + secret + "@127.0.0.1:1/lab?ssl=true",
                "jdbc:sqlite:/srv/lab/bulkbench.db?password=" + encoded));
        // Raw in a parameter only where no "&name=" inside it starts another parameter, as the driver reads it.
        if (!secret.matches("(?s).*&[A-Za-z_][A-Za-z0-9_.-]*=.*")) {
            urls.add("jdbc:postgresql://127.0.0.1:1/lab?user=u&password=" + secret);
            urls.add("jdbc:postgresql://127.0.0.1:1/lab?password=" + secret + "&user=u");
        }
        return urls;
    }

    @Test
    void noRandomSecretSurvivesInAnyFormOfUrl() {
        long seed = 20261204L;
        Random random = new Random(seed);
        for (int i = 0; i < 2000; i++) {
            String secret = randomSecret(random);
            for (String url : urlsHolding(secret)) {
                String said = "could not reach " + url + " (invalid port: " + secret + "@127.0.0.1)";
                assertThat(JdbcUrl.redacted(url))
                        .as("seed %d, %s", seed, url)
                        .doesNotContain(secret)
                        .satisfiesAnyOf(
                                shown -> assertThat(shown).contains(JdbcUrl.MASK),
                                shown -> assertThat(shown).isEqualTo(ShownUrl.UNREADABLE));
                assertThat(JdbcUrl.redact(said, url))
                        .as("seed %d, %s", seed, url)
                        .doesNotContain(secret);
                // Quoted in text nobody parsed, a URL ends at white space; a raw space in it is read where the URL is
                // known.
                if (url.chars().noneMatch(Character::isWhitespace)) {
                    assertThat(JdbcUrl.redact("tried " + url + " twice", ""))
                            .as("seed %d, a URL quoted in text: %s", seed, url)
                            .doesNotContain(secret);
                }
            }
        }
    }
}
