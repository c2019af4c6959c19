package io.bulkbench.reports;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a user names a board, the page shows that name and nothing else happens. */
class EscapingTest {

    @Property(tries = 200)
    void escapedHtmlShowsExactlyTheText(@ForAll @StringLength(max = 60) String text) {
        Assume.that(text.indexOf('\0') < 0 && text.indexOf('\r') < 0);
        String escaped = HtmlText.escape(text);

        Document page = Jsoup.parseBodyFragment("<p title=\"" + escaped + "\">" + escaped + "</p>");

        assertThat(escaped).doesNotContain("<", ">", "\"");
        assertThat(page.body().children()).hasSize(1);
        assertThat(page.selectFirst("p").wholeText()).isEqualTo(text);
        assertThat(page.selectFirst("p").attr("title")).isEqualTo(text);
    }

    @Property(tries = 200)
    void escapedMarkdownStaysInOneTableCell(@ForAll @StringLength(max = 60) String text) {
        String escaped = MarkdownText.escape(text);

        assertThat(escaped).doesNotContain("\n", "\r", "<", ">");
        assertThat(escaped.replace("\\|", "")).doesNotContain("|");
    }
}
