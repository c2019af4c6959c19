package io.bulkbench.testing;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The java binary and classpath of this test run, to start the program in another process. */
public final class TestJvm {
    private TestJvm() {}

    public static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Surefire runs tests from a manifest-only jar; the real classpath is in its own property. */
    public static String classpath() {
        String surefire = System.getProperty("surefire.test.class.path");
        String cp = surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
        List<String> absolute = new ArrayList<>();
        for (String entry : cp.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                absolute.add(Path.of(entry).toAbsolutePath().toString());
            }
        }
        return String.join(File.pathSeparator, absolute);
    }
}
