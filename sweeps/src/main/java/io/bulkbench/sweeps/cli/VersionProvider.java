package io.bulkbench.sweeps.cli;

import picocli.CommandLine;

/** The version from the jar's manifest, or "development" when run from classes. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = BulkbenchCommand.class.getPackage().getImplementationVersion();
        return new String[] {"bulkbench " + (v == null ? "development" : v)};
    }
}
