package io.bulkbench.app.cli;

import picocli.CommandLine;

/** The version from the jar's manifest, or "development" when run from classes. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"bulkbench " + version()};
    }

    /** The bare version, e.g. 0.1.0, or "development". */
    static String version() {
        String v = BulkbenchCommand.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }
}
