package io.bulkbench.app.farm;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.testing.RequiredEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** farm/'s LAVA job and test definitions pass LAVA's own schemas (lava_common, Debian's lava-dispatcher). */
class LavaSchemasIT {
    private static final String PYTHON = "/usr/bin/python3";
    private static final String VALIDATE = """
            import sys, yaml
            from lava_common.schemas import validate
            from lava_common.schemas.test.testdef import validate as validate_testdef
            validate(yaml.safe_load(open(sys.argv[1], encoding="utf-8")), strict=True)
            validate_testdef(yaml.safe_load(open(sys.argv[2], encoding="utf-8")))
            """;

    @Test
    void theJobAndTheTestDefinitionAreValidForLava(@TempDir Path dir) throws Exception {
        requireLavaCommon();
        Path job = FarmFiles.farm("lava/job.yaml");
        Path testdef = FarmFiles.farm("lava/bulkbench-nightly.yaml");
        Validation valid = validate(job, testdef);
        assertThat(valid.code()).as(valid.output()).isZero();
        // The kernel USB lab's definition (farm/lava/lab/); lava-run itself checks its job in LavaJobIT.
        Validation lab = validate(job, FarmFiles.farm("lava/lab/bulkbench-lab.yaml"));
        assertThat(lab.code()).as(lab.output()).isZero();

        // The validators bite: a job of a visibility LAVA does not know, a definition of another format.
        Path badJob = Files.writeString(
                dir.resolve("job.yaml"), Files.readString(job).replace("visibility: public", "visibility: everyone"));
        assertThat(validate(badJob, testdef).output()).contains("data['visibility']");
        Path otherFormat = Files.writeString(
                dir.resolve("testdef.yaml"), Files.readString(testdef).replace("Definition 1.0", "Definition 2.0"));
        assertThat(validate(job, otherFormat).output()).contains("format");
    }

    private record Validation(int code, String output) {}

    private static Validation validate(Path job, Path testdef) throws Exception {
        Process p = new ProcessBuilder(PYTHON, "-c", VALIDATE, job.toString(), testdef.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Validation(p.waitFor(), output);
    }

    private static void requireLavaCommon() throws Exception {
        boolean present = Files.isExecutable(Path.of(PYTHON))
                && new ProcessBuilder(PYTHON, "-c", "import lava_common.schemas, yaml")
                                .redirectErrorStream(true)
                                .start()
                                .waitFor()
                        == 0;
        RequiredEnvironment.require(
                "the LAVA schema tests",
                present ? Optional.empty() : Optional.of("Debian's lava-dispatcher (lava_common) is not installed"),
                "apt-get install -y --no-install-recommends lava-dispatcher");
    }
}
