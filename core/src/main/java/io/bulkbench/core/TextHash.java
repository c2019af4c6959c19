package io.bulkbench.core;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The lower-case hex SHA-256 of a text's UTF-8 bytes: what a plan's fingerprint is, and
 * what a name that cannot be shown as it is (a site folder of a hostile board name, a LAVA
 * id cut to its length) is told apart by.
 */
public final class TextHash {
    private TextHash() {}

    public static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
