package io.bulkbench.reports;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file a person named for a command to write ({@code --junit FILE}, {@code calibrate --out}),
 * as the output gate (sweeps' {@code ResultsLayout.outputFile}) found it, so every writer
 * does what the gate decided: a file is written whole by {@link AtomicFile}; a stream (a FIFO
 * or a character device, named or reached through links: {@code /dev/stdout}, {@code
 * /dev/null}) is what the person means to be written into, so it is opened and written, and
 * neither it nor a link to it is ever renamed over.
 */
public record OutputFile(Path path, boolean stream) {

    /** A new or regular file, written whole under a temporary name and renamed into place. */
    public static OutputFile whole(Path path) {
        return new OutputFile(path, false);
    }

    /** A pipe or a character device, written into. */
    public static OutputFile stream(Path path) {
        return new OutputFile(path, true);
    }

    /** Writes UTF-8 text through {@code content}. */
    public void write(IOConsumer<Writer> content) throws IOException {
        if (!stream) {
            AtomicFile.write(path, content);
            return;
        }
        // WRITE alone: a stream exists already, and a pipe or a device has nothing to truncate.
        try (Writer out = new BufferedWriter(new OutputStreamWriter(
                Files.newOutputStream(path, StandardOpenOption.WRITE), StandardCharsets.UTF_8))) {
            content.accept(out);
        }
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
