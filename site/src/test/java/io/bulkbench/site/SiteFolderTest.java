package io.bulkbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RandomCases;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SiteFolderTest {

    @Test
    void aPlainBoardNameIsItsOwnFolder() {
        assertThat(SiteFolder.board("snowball-msc")).isEqualTo("boards/snowball-msc");
        assertThat(SiteFolder.runReport("20261130-021500")).isEqualTo("runs/20261130-021500/report.html");
    }

    @Test
    void namesThatAreNotPlainFileNamesBecomeHashesThatStayInside() {
        for (String hostile : new String[] {"..", ".", "../../etc", "a/b", "<script>", "", "x-looks-hashed"}) {
            String folder = SiteFolder.board(hostile);
            assertThat(folder).matches("boards/x-[0-9a-f]{16}");
            assertThat(Path.of("site").resolve(folder).normalize().startsWith(Path.of("site/boards")))
                    .isTrue();
        }
        assertThat(SiteFolder.board("<script>")).isNotEqualTo(SiteFolder.board("<script >"));
    }

    @Test
    void everyNameGivesOneFolderInsideTheBoardsFolder() {
        RandomCases.check(500, c -> {
            StringBuilder name = new StringBuilder();
            int length = c.intIn("length", 0, 80);
            for (int i = 0; i < length; i++) {
                name.append((char) c.intIn("char", 1, 0x2FF));
            }
            String folder = c.input("folder", SiteFolder.board(name.toString()));
            assertThat(folder).startsWith("boards/").doesNotContain("/..").hasSizeLessThanOrEqualTo(7 + 64);
            assertThat(folder.substring(7)).doesNotContain("/").isNotIn(".", "..");
            assertThat(SiteFolder.board(name.toString())).isEqualTo(folder);
        });
    }

    @Test
    void theWayBackToTheTopHasOneStepPerFolder() {
        assertThat(SiteFolder.up(SiteFolder.INDEX_HTML)).isEmpty();
        assertThat(SiteFolder.up(SiteFolder.boardPage("alpha"))).isEqualTo("../../");
        assertThat(SiteFolder.up(SiteFolder.board("alpha") + "/" + SiteFolder.runReport("20261130-021500")))
                .isEqualTo("../../../../");
    }
}
