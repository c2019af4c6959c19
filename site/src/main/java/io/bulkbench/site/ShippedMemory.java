package io.bulkbench.site;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the defconfigs shipped at the site's last build ({@link SiteFolder#SHIPPED}): the tree
 * and its HEAD, the fingerprint of the board configs, each board's defconfig and every value
 * read. What a defconfig ships at HEAD is fixed by HEAD's commit, so a build given the same
 * tree at the same HEAD and the same configs reads none of them again: a lab's thousand
 * configs parsed and defconfigs read cost more than the rest of a build with nothing new.
 * JSON, like the board list beside it; a file that cannot be read is no memory at all.
 */
public final class ShippedMemory {
    private ShippedMemory() {}

    /**
     * What the last build of {@code site} read, when it was told the same {@code tree} (folder
     * and HEAD) and {@code configs} (their fingerprint); {@code reader} reads what it did not.
     */
    public static Optional<ShippedDefconfigs> recall(
            Path site, String tree, String configs, ShippedDefconfigs.Reader reader) {
        Path file = site.resolve(SiteFolder.SHIPPED);
        try {
            if (!InputFile.exists(file)) {
                return Optional.empty();
            }
            JsonNode memory = IndexEntry.JSON.readTree(InputFile.read(file, InputFile.TABLE_LIMIT));
            if (!memory.path("tree").asText().equals(tree)
                    || !memory.path("configs").asText().equals(configs)) {
                return Optional.empty();
            }
            Map<String, String> defconfigs = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it =
                            memory.path("defconfigs").fields();
                    it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                defconfigs.put(e.getKey(), text(e.getValue()));
            }
            Map<ShippedDefconfigs.Asked, ShippedDefconfigs.Shipped> read = new HashMap<>();
            for (JsonNode r : memory.path("read")) {
                JsonNode value = r.path("value");
                read.put(
                        new ShippedDefconfigs.Asked(text(r.path("defconfig")), text(r.path("symbol"))),
                        new ShippedDefconfigs.Shipped(
                                value.isNull() ? Optional.empty() : Optional.of(text(value)), text(r.path("from"))));
            }
            return Optional.of(ShippedDefconfigs.recalled(tree, configs, defconfigs, read, reader));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A text field, refused (as no memory) when missing or not text. */
    private static String text(JsonNode node) {
        if (!node.isTextual()) {
            throw new IllegalArgumentException("not text: " + node);
        }
        return node.asText();
    }

    static byte[] bytes(ShippedDefconfigs shipped) {
        ObjectNode memory = IndexEntry.JSON.createObjectNode();
        memory.put("tree", shipped.tree());
        memory.put("configs", shipped.configs());
        ObjectNode defconfigs = memory.putObject("defconfigs");
        new TreeMap<>(shipped.defconfigs()).forEach(defconfigs::put);
        ArrayNode read = memory.putArray("read");
        shipped.read().entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.comparing(ShippedDefconfigs.Asked::defconfig)
                        .thenComparing(ShippedDefconfigs.Asked::symbol)))
                .forEach(e -> {
                    ObjectNode r = read.addObject();
                    r.put("defconfig", e.getKey().defconfig());
                    r.put("symbol", e.getKey().symbol());
                    r.put("value", e.getValue().value().orElse(null));
                    r.put("from", e.getValue().from());
                });
        try {
            return IndexEntry.JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(memory);
        } catch (IOException e) {
            throw new UncheckedIOException("the site's memory of the shipped defconfigs could not be written", e);
        }
    }
}
