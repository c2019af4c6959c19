package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Every way a password can stand in a database URL, and in a driver's words about it, comes out as ***. */
class UrlRedactionTest {

    @Test
    void aPasswordParameterIsMaskedAndTheRestKept() {
        String url = "jdbc:postgresql://127.0.0.1:notaport/bulkbench?user=u&password=S3cr3t&ssl=true";
        assertThat(UrlRedaction.redact(url, url))
                .isEqualTo("jdbc:postgresql://127.0.0.1:notaport/bulkbench?user=u&password=***&ssl=true");
    }

    @Test
    void anSslKeyPasswordAndAnyCaseOfTheNameAreMasked() {
        String url = "jdbc:postgresql://lab/db?sslpassword=KeyPass1&PASSWORD=Other22";
        assertThat(UrlRedaction.redact(url, url)).isEqualTo("jdbc:postgresql://lab/db?sslpassword=***&PASSWORD=***");
    }

    @Test
    void userInfoBeforeTheHostIsMaskedUpToItsLastAt() {
        String url = "jdbc:postgresql://bb:p@ss:w0rd@lab:5432/results";
        assertThat(UrlRedaction.redact(url, url)).isEqualTo("jdbc:postgresql://bb:***@lab:5432/results");
    }

    @Test
    void aPieceOfTheUrlADriverQuotesIsMaskedWhereverItStands() {
        String url = "jdbc:postgresql://bb:Tr0ub4dor@lab/results";
        // What the PostgreSQL driver says of such a URL: it takes the user info for a host and a port.
        assertThat(UrlRedaction.redact("JDBC URL invalid port number: Tr0ub4dor@lab", url))
                .isEqualTo("JDBC URL invalid port number: ***@lab");
    }

    @Test
    void aPasswordIsMaskedAsWrittenAndAsDecoded() {
        String url = "jdbc:postgresql://lab/results?password=s%40fe%2Bsecret";
        assertThat(UrlRedaction.redact("login as bb with s@fe+secret failed; URL " + url, url))
                .isEqualTo("login as bb with *** failed; URL jdbc:postgresql://lab/results?password=***");
    }

    @Test
    void aBadEscapeInThePasswordStillLeavesNoPasswordInTheUrl() {
        String url = "jdbc:postgresql://lab/results?user=u&password=ab%zzcdef";
        assertThat(UrlRedaction.redact("URL invalid " + url, url))
                .isEqualTo("URL invalid jdbc:postgresql://lab/results?user=u&password=***");
    }

    @Test
    void textWithoutAPasswordIsLeftAlone() {
        String url = "jdbc:postgresql://lab:5432/results?user=bb";
        assertThat(UrlRedaction.redact("Connection to lab:5432 refused. " + url, url))
                .isEqualTo("Connection to lab:5432 refused. " + url);
        assertThat(UrlRedaction.redact("jdbc:sqlite:/srv/lab/bulkbench.db", "jdbc:sqlite:/srv/lab/bulkbench.db"))
                .isEqualTo("jdbc:sqlite:/srv/lab/bulkbench.db");
    }

    @Test
    void aShortPasswordIsMaskedInTheUrlButNotInEveryWord() {
        String url = "jdbc:postgresql://lab/results?password=ab";
        assertThat(UrlRedaction.redact("table ab: " + url, url))
                .isEqualTo("table ab: jdbc:postgresql://lab/results?password=***");
    }
}
