package io.bulkbench.site;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.AtomicFile;
import io.bulkbench.reports.WriteTarget;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Writes the site's files incrementally: a file whose bytes are already there is left
 * alone (not rewritten, its time unchanged), every other one is written atomically. A run
 * report is copied only when its size or time differs from the copy's. After a build, the
 * files the last build wrote and this one did not (charts of data that moved on, a board
 * gone from the database) are removed, as its {@link SiteManifest} lists them; a file the
 * site did not write is never removed. Nothing is written or removed through a symbolic link
 * inside the site (its {@code assets} or a board's folder made a link to elsewhere): the
 * build is refused in one sentence instead, before it writes anything when the link is
 * where the site's own folders go.
 */
final class SiteFiles {
    private final Path root;
    private final SiteManifest previous;
    private final Set<String> produced = new HashSet<>();
    /** The site's folders found to be no links, so each is looked at once a build. */
    private final Set<String> unlinkedFolders = new HashSet<>();

    private int written;
    private int unchanged;

    /**
     * The files of the site in {@code root}; its manifest is read (and a hostile one refused)
     * before any write. A folder with no manifest gets an empty one first: a first build of
     * a large lab takes hours, and one stopped half way (a kill, a power cut) must leave a
     * folder the next build takes for a site's and goes on with, not one of foreign files.
     */
    SiteFiles(Path root) throws IOException {
        this.root = root;
        this.previous = manifestOf(root);
        requireNoLinkedFolders();
        if (!InputFile.exists(root.resolve(SiteFolder.MANIFEST))) {
            Files.createDirectories(root);
            writeManifest(previous);
        }
    }

    /**
     * A file in {@code folder} that no site build wrote, when the folder is not a site yet
     * (it has no manifest) and is not empty; a site is only built there when asked to be.
     */
    static Optional<Path> foreignFile(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        if (InputFile.exists(folder.resolve(SiteFolder.MANIFEST))) {
            manifestOf(folder);
            return Optional.empty();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.sorted().findFirst();
        }
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

    /**
     * Copies a run's report.html unless the copy has its size and modification time, and
     * with its permissions, so a report is never more visible in the site than in its run
     * folder. A report that is a symbolic link, not a regular file, or over the limit is not
     * copied; the sentence saying why is returned, since one report never stops a build.
     */
    Optional<String> copy(Path source, String relative, ReportCopies limits) throws IOException {
        Path target = produce(relative);
        try {
            InputFile.checkUnlinked(source, limits.maxBytes(), limits.overLimitFix());
            if (isCopyOf(source, relative)) {
                unchanged++;
                return Optional.empty();
            }
            try (InputStream in = Files.newInputStream(source, LinkOption.NOFOLLOW_LINKS)) {
                AtomicFile.writeStream(target, out -> copyAtMost(in, out, limits.maxBytes(), source));
            }
        } catch (BadInputException e) {
            produced.remove(relative);
            return Optional.of(e.getMessage());
        }
        Files.setLastModifiedTime(target, Files.getLastModifiedTime(source));
        keepPermissions(source, target);
        written++;
        return Optional.empty();
    }

    /** Whether {@code relative} is a copy of {@code source} as {@link #copy} leaves one: same size and time. */
    boolean isCopyOf(Path source, String relative) throws IOException {
        Path target = root.resolve(relative);
        return Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(source, LinkOption.NOFOLLOW_LINKS)
                && Files.size(target) == Files.size(source)
                && Files.getLastModifiedTime(target).equals(Files.getLastModifiedTime(source));
    }

    /** A file that grew past the limit after it was checked is not copied either. */
    private static void copyAtMost(InputStream in, OutputStream out, long limit, Path source) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long copied = 0;
        for (int n; (n = in.read(buffer)) > 0; ) {
            copied += n;
            if (copied > limit) {
                throw new BadInputException(source + " grew over the " + ByteSizeText.of(limit)
                        + " a report may have while it was copied; build the site again once its run is done");
            }
            out.write(buffer, 0, n);
        }
    }

    private static void keepPermissions(Path source, Path target) throws IOException {
        if (Files.getFileStore(target).supportsFileAttributeView(PosixFileAttributeView.class)) {
            Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(source, LinkOption.NOFOLLOW_LINKS));
        }
    }

    /**
     * Keeps every file the last build wrote under {@code folder} (a board's folder, with its
     * trailing slash) as it is: they count as this build's, unchanged, without being read.
     */
    void keep(String folder) {
        for (String file : previous.files().subSet(folder, folder + Character.MAX_VALUE)) {
            produced.add(file);
            unchanged++;
        }
    }

    /**
     * Removes the files the last build listed in its manifest and this one did not write,
     * and the folders that leaves empty; then writes this build's manifest. Returns how many
     * files were removed.
     */
    int removeStale() throws IOException {
        SiteManifest current = SiteManifest.of(produced);
        int removed = 0;
        for (String stale : previous.staleIn(current)) {
            Path file = root.resolve(stale);
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    && linkOnTheWay(stale).isEmpty()) {
                Files.delete(file);
                removed++;
                removeEmptyFolders(file.getParent());
            }
        }
        writeManifest(current);
        return removed;
    }

    /**
     * After a build that failed half way: the manifest lists what the last build and this
     * one wrote, so the next build removes what it no longer writes of either.
     */
    void keepTrackAfterFailure() throws IOException {
        SortedSet<String> both = new TreeSet<>(previous.files());
        both.addAll(produced);
        writeManifest(SiteManifest.of(both));
    }

    private static SiteManifest manifestOf(Path root) throws IOException {
        Path file = root.resolve(SiteFolder.MANIFEST);
        return InputFile.exists(file)
                ? SiteManifest.parse(InputFile.read(file, InputFile.TABLE_LIMIT), file.toString())
                : SiteManifest.none();
    }

    private void writeManifest(SiteManifest manifest) throws IOException {
        byte[] text = manifest.text().getBytes(StandardCharsets.UTF_8);
        Path file = root.resolve(SiteFolder.MANIFEST);
        if (!holds(file, text)) {
            AtomicFile.writeBytes(file, text);
        }
    }

    /**
     * The site's own folders ({@code boards}, {@code assets}, {@code devices}, and each board's
     * and device's) and top files, checked before the build writes anything: one of them made
     * a link (to a folder elsewhere, say) would have the build write there.
     */
    private void requireNoLinkedFolders() throws IOException {
        for (String name : SiteFolder.TOP_LEVEL) {
            requireNoLink(name);
        }
        for (String folder : List.of(SiteFolder.BOARDS, SiteFolder.DEVICES)) {
            if (Files.isDirectory(root.resolve(folder), LinkOption.NOFOLLOW_LINKS)) {
                try (Stream<Path> entries = Files.list(root.resolve(folder))) {
                    for (Path entry : entries.sorted().toList()) {
                        requireNoLink(folder + "/" + entry.getFileName());
                    }
                }
            }
        }
    }

    /** Refuses {@code relative} when it, or a folder on its way from the site's top, is a symbolic link. */
    private void requireNoLink(String relative) {
        linkOnTheWay(relative).ifPresent(WriteTarget::requireNoLink);
    }

    /**
     * The first part of {@code relative}, from the site's top down to its own name, that is a
     * symbolic link: a folder of the site replaced by a link (to /etc, say) takes no write
     * and no removal elsewhere.
     */
    private Optional<Path> linkOnTheWay(String relative) {
        Path p = root;
        String folder = "";
        String[] parts = relative.split("/");
        for (int i = 0; i < parts.length; i++) {
            p = p.resolve(parts[i]);
            folder = folder.isEmpty() ? parts[i] : folder + "/" + parts[i];
            boolean last = i == parts.length - 1;
            if (!last && unlinkedFolders.contains(folder)) {
                continue;
            }
            if (Files.isSymbolicLink(p)) {
                return Optional.of(p);
            }
            if (!last && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                unlinkedFolders.add(folder);
            }
        }
        return Optional.empty();
    }

    private void removeEmptyFolders(Path folder) throws IOException {
        Path top = root.toAbsolutePath().normalize();
        for (Path p = folder.toAbsolutePath().normalize(); p.startsWith(top) && !p.equals(top); p = p.getParent()) {
            try (Stream<Path> left = Files.list(p)) {
                if (left.findAny().isPresent()) {
                    return;
                }
            }
            Files.delete(p);
        }
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
        if (!SiteManifest.insideTheSite(relative)) {
            throw new IllegalStateException(relative + " is not inside the site " + root);
        }
        requireNoLink(relative);
        produced.add(relative);
        return root.resolve(relative);
    }
}
