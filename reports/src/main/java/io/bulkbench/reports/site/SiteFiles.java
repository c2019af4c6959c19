package io.bulkbench.reports.site;

import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes the site's files incrementally: a file whose bytes are already there is left
 * alone (not rewritten, its time unchanged), every other one is written atomically. A run
 * report is copied only when its size or time differs from the copy's. After a build,
 * files under {@code boards/} that this build did not produce (charts of data that moved
 * on, a board gone from the database) are removed; nothing outside {@code boards/} is.
 */
final class SiteFiles {
    private final Path root;
    private final Set<Path> produced = new HashSet<>();
    private int written;
    private int unchanged;

    SiteFiles(Path root) {
        this.root = root;
    }

    /** Writes {@code content} to {@code relative} unless the same bytes are there. */
    void write(String relative, byte[] content) throws IOException {
        Path target = produce(relative);
        if (holds(target, content)) {
            unchanged++;
            return;
        }
        AtomicFile.writeBytes(target, content);
        written++;
    }

    /**
     * Writes {@code relative} from {@code content} unless the file is there and was made
     * from the same source: a hidden {@code .NAME.source} beside it keeps the source's
     * digest, so a large file (a board's history.csv) is neither made nor read again.
     */
    void writeUnlessSame(String relative, String sourceDigest, IOSupplier<byte[]> content) throws IOException {
        String name = relative.substring(relative.lastIndexOf('/') + 1);
        String source = relative.substring(0, relative.length() - name.length()) + "." + name + ".source";
        Path target = produce(relative);
        byte[] digest = sourceDigest.getBytes(StandardCharsets.UTF_8);
        if (Files.isRegularFile(target) && holds(produce(source), digest)) {
            unchanged++;
            return;
        }
        write(relative, content.get());
        write(source, digest);
    }

    /** Makes bytes, and may fail as I/O does. */
    @FunctionalInterface
    interface IOSupplier<T> {
        T get() throws IOException;
    }

    /**
     * True when {@code relative} exists already: a file named by a hash of its content is
     * not drawn again. It counts as produced either way.
     */
    boolean has(String relative) {
        Path target = produce(relative);
        boolean there = Files.isRegularFile(target);
        if (there) {
            unchanged++;
        }
        return there;
    }

    /** Copies a file (a run's report.html) unless the copy has its size and modification time. */
    void copy(Path source, String relative) throws IOException {
        Path target = produce(relative);
        InputFile.check(source, InputFile.TABLE_LIMIT);
        if (Files.isRegularFile(target)
                && Files.size(target) == Files.size(source)
                && Files.getLastModifiedTime(target).equals(Files.getLastModifiedTime(source))) {
            unchanged++;
            return;
        }
        AtomicFile.writeBytes(target, Files.readAllBytes(source));
        Files.setLastModifiedTime(target, Files.getLastModifiedTime(source));
        written++;
    }

    /** Removes the files under {@code boards/} this build did not produce, and folders left empty. */
    int removeStale() throws IOException {
        Path boards = root.resolve(SiteFolder.BOARDS);
        if (!Files.isDirectory(boards)) {
            return 0;
        }
        List<Path> all;
        try (Stream<Path> walk = Files.walk(boards)) {
            all = walk.sorted(Comparator.reverseOrder()).toList();
        }
        int removed = 0;
        for (Path p : all) {
            if (Files.isRegularFile(p) && !produced.contains(p.toAbsolutePath().normalize())) {
                Files.delete(p);
                removed++;
            } else if (Files.isDirectory(p) && !p.equals(boards)) {
                try (Stream<Path> left = Files.list(p)) {
                    if (left.findAny().isEmpty()) {
                        Files.delete(p);
                    }
                }
            }
        }
        return removed;
    }

    int written() {
        return written;
    }

    int unchanged() {
        return unchanged;
    }

    /** Whether {@code target} holds exactly {@code content}: the size first, so most changed files are not read. */
    static boolean holds(Path target, byte[] content) throws IOException {
        return Files.isRegularFile(target)
                && Files.size(target) == content.length
                && Arrays.equals(Files.readAllBytes(target), content);
    }

    private Path produce(String relative) {
        Path target = root.resolve(relative).toAbsolutePath().normalize();
        if (!target.startsWith(root.toAbsolutePath().normalize())) {
            throw new IllegalStateException(relative + " is not inside the site " + root);
        }
        produced.add(target);
        return target;
    }
}
