package io.bulkbench.reports.chart;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The JSON charts.js and the site's pages read, safe to put inside a
 * {@code <script type="application/json">} element: {@code <}, {@code >} and {@code &} are
 * written as {@code \u003c} and so on, so a label holding {@code </script>} cannot end the
 * element, and the browser's JSON.parse still reads the same string.
 */
public final class ChartJson {
    static final ObjectMapper JSON = new ObjectMapper();

    private ChartJson() {}

    /** An empty JSON object to fill and pass to {@link #text}. */
    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    /** {@code root} as text, with the markup characters escaped (for every chart's and data file's JSON). */
    public static String text(ObjectNode root) {
        StringWriter out = new StringWriter();
        try (JsonGenerator generator = JSON.getFactory().createGenerator(out)) {
            generator.setCharacterEscapes(new MarkupEscapes());
            JSON.writeTree(generator, root);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory failed", e);
        }
        return out.toString();
    }

    /** Escapes the characters that could start markup ({@code </script>} in a label stays inside the JSON). */
    private static final class MarkupEscapes extends CharacterEscapes {
        private final int[] ascii = CharacterEscapes.standardAsciiEscapesForJSON();

        MarkupEscapes() {
            ascii['<'] = CharacterEscapes.ESCAPE_STANDARD;
            ascii['>'] = CharacterEscapes.ESCAPE_STANDARD;
            ascii['&'] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }
}
