package io.bulkbench.benchmarks.sim;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in simulator profiles, shipped as resources under io/bulkbench/profiles/, and
 * the way from a {@code sim:} reference to a loaded profile: a built-in name or a path to
 * the user's own YAML file. The example profile documents every key and is a valid
 * profile itself, but is not listed as a built-in.
 */
public final class ProfileCatalog {
    private static final String FOLDER = "/io/bulkbench/profiles/";
    private static final List<String> BUILT_INS = List.of(
            "snowball-msc", "fastboot-ssp", "fastboot-ss", "usrp-netbsd-ugen", "usrp-linux-fusb", "hs", "ss", "ssp");

    private ProfileCatalog() {}

    /** Names of the built-in profiles, in listing order. */
    public static List<String> names() {
        return BUILT_INS;
    }

    /** Every built-in profile with its one-line description. */
    public static List<ProfileInfo> list() {
        List<ProfileInfo> infos = new ArrayList<>();
        for (String name : BUILT_INS) {
            infos.add(new ProfileInfo(name, builtIn(name).description()));
        }
        return infos;
    }

    /** Loads a built-in profile by name. */
    public static SimProfile builtIn(String name) {
        if (!BUILT_INS.contains(name) && !name.equals("example")) {
            throw new BadInputException("simulator profile '" + name + "' is not built in; use one of "
                    + String.join(", ", BUILT_INS) + " or a path to a .yaml file");
        }
        return ProfileLoader.parse(name, name + ".yaml", resourceText(name + ".yaml"));
    }

    /** A built-in name, or a path to a YAML file when {@code isFile}. */
    public static SimProfile resolve(String reference, boolean isFile) {
        return isFile ? ProfileLoader.load(Path.of(reference)) : builtIn(reference);
    }

    /** The text of a resource in the profiles folder (the example profile, for documentation). */
    public static String resourceText(String fileName) {
        try (InputStream in = ProfileCatalog.class.getResourceAsStream(FOLDER + fileName)) {
            if (in == null) {
                throw new IllegalStateException(
                        "built-in profile resource " + FOLDER + fileName + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
