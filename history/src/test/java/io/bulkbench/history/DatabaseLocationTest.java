package io.bulkbench.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatabaseLocationTest {
    private static final Path RESULTS = Path.of("results");

    @Test
    void theFlagWinsOverTheEnvironmentWhichWinsOverTheDefault() {
        Map<String, String> env = Map.of(DatabaseLocation.ENVIRONMENT, "jdbc:postgresql://lab/results");
        assertThat(DatabaseLocation.chosen(Optional.of("jdbc:sqlite:x.db"), env, RESULTS)
                        .url())
                .isEqualTo("jdbc:sqlite:x.db");
        assertThat(DatabaseLocation.chosen(Optional.empty(), env, RESULTS).kind())
                .isEqualTo(DatabaseLocation.Kind.POSTGRESQL);
        assertThat(DatabaseLocation.chosen(Optional.empty(), Map.of(), RESULTS).sqliteFile())
                .contains(Path.of("results", "bulkbench.db"));
    }

    @Test
    void aRunUnderTheResultsRootGoesToItsDatabaseAndOneElsewhereOnlyWhenADatabaseIsNamed() {
        Path under = RESULTS.resolve("snowball").resolve("20261130-021500");
        assertThat(DatabaseLocation.forRun(Optional.empty(), Map.of(), RESULTS, under))
                .hasValueSatisfying(l -> assertThat(l.sqliteFile()).contains(RESULTS.resolve("bulkbench.db")));
        assertThat(DatabaseLocation.forRun(Optional.empty(), Map.of(), RESULTS, Path.of("/tmp/elsewhere")))
                .isEmpty();
        assertThat(DatabaseLocation.forRun(
                        Optional.empty(),
                        Map.of(DatabaseLocation.ENVIRONMENT, "jdbc:sqlite:lab.db"),
                        RESULTS,
                        Path.of("/tmp/elsewhere")))
                .hasValueSatisfying(l -> assertThat(l.url()).isEqualTo("jdbc:sqlite:lab.db"));
    }

    @Test
    void aUrlOfAnotherKindIsRefusedWithTheFormsAccepted() {
        for (String url :
                new String[] {"jdbc:mysql://lab/results", "results/bulkbench.db", "jdbc:sqlite:", "postgresql://lab/x"
                }) {
            assertThatThrownBy(() -> DatabaseLocation.parse(url, "--db"))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--db '")
                    .hasMessageContaining("jdbc:sqlite:FILE")
                    .hasMessageContaining("jdbc:postgresql://HOST/DB");
        }
    }

    @Test
    void aPasswordIsNeverShown() {
        assertThat(DatabaseLocation.parse("jdbc:postgresql://lab/results?user=bb&password=s3cret", "--db")
                        .shown())
                .doesNotContain("s3cret")
                .contains("password=***");
        assertThat(DatabaseLocation.parse("jdbc:postgresql://bb:s3cret@lab/results", "--db")
                        .shown())
                .doesNotContain("s3cret");
        assertThatThrownBy(() -> DatabaseLocation.parse("jdbc:oracle://lab?password=s3cret", "--db"))
                .hasMessageNotContaining("s3cret");
    }

    @Test
    void aUrlTheDriverCannotReadIsNamedByWhereItCameFromWithoutItsPassword() {
        String url = "jdbc:postgresql://127.0.0.1:notaport/results?user=bb&password=s3cret";
        DatabaseLocation fromEnvironment =
                DatabaseLocation.chosen(Optional.empty(), Map.of(DatabaseLocation.ENVIRONMENT, url), RESULTS);
        DatabaseLocation fromFlag = DatabaseLocation.chosen(Optional.of(url), Map.of(), RESULTS);

        assertThat(fromEnvironment.origin()).isEqualTo(DatabaseLocation.ENVIRONMENT);
        assertThatThrownBy(() -> ResultsDatabase.openRecorded(fromEnvironment))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("BULKBENCH_DB '" + ShownUrl.UNREADABLE + "' is not a PostgreSQL URL")
                .hasMessageNotContaining("s3cret");
        assertThatThrownBy(() -> ResultsDatabase.open(fromFlag))
                .hasMessageStartingWith("--db '")
                .hasMessageNotContaining("s3cret");
    }
}
