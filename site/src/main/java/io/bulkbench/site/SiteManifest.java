package io.bulkbench.site;

import io.bulkbench.core.BadInputException;
import java.util.Collection;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The files a site build wrote, kept in the site's folder ({@link SiteFolder#MANIFEST}):
 * one path relative to the site per line, sorted. A rebuild removes the files the last
 * build wrote and this one did not, and nothing else, so a folder the site shares with
 * other files loses none of them. The manifest is read back from disk, where anyone may
 * have edited it, so a line that is not a plain relative path inside the site is refused.
 */
record SiteManifest(SortedSet<String> files) {

    SiteManifest {
        files = new TreeSet<>(files);
    }

    /** The manifest of a folder no build wrote into yet. */
    static SiteManifest none() {
        return new SiteManifest(new TreeSet<>());
    }

    static SiteManifest of(Collection<String> files) {
        return new SiteManifest(new TreeSet<>(files));
    }

    /** Reads a manifest's text; {@code source} names its file in the one sentence a bad line gets. */
    static SiteManifest parse(String text, String source) {
        SortedSet<String> files = new TreeSet<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isEmpty()) {
                continue;
            }
            if (!insideTheSite(line)) {
                throw new BadInputException(source + " line " + (i + 1) + ": '" + line + "' is not a path inside the"
                        + " site, so it was not written by a site build; delete " + source + " and build again with"
                        + " --force (only files a build wrote are ever removed)");
            }
            files.add(line);
        }
        return new SiteManifest(files);
    }

    /** The manifest as its file holds it. */
    String text() {
        StringBuilder out = new StringBuilder();
        files.forEach(f -> out.append(f).append('\n'));
        return out.toString();
    }

    /** The files this manifest lists that {@code next} does not: what the new build no longer writes. */
    SortedSet<String> staleIn(SiteManifest next) {
        SortedSet<String> stale = new TreeSet<>(files);
        stale.removeAll(next.files);
        return stale;
    }

    /** Relative, with no empty, {@code .} or {@code ..} part: it resolves inside the site and only there. */
    static boolean insideTheSite(String path) {
        if (path.startsWith("/") || path.contains("\\") || path.contains("\0")) {
            return false;
        }
        for (String part : path.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                return false;
            }
        }
        return true;
    }
}
