package io.bulkbench.benchmarks.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Profiles load only when every key is known and in range; errors name the key's path. */
class ProfileLoaderTest {
    private static final String VALID = """
            description: a test board
            swept: host_queue
            seed: 3
            link:
              bandwidth_mb_s: 40
              per_request_us: 10
              duplex: half
            host:
              submit_us: 20
            """;

    private static SimProfile parse(String yaml) {
        return ProfileLoader.parse("x", "x.yaml", yaml);
    }

    @Test
    void aMinimalProfileLoadsWithDefaults() {
        SimProfile p = parse(VALID);
        assertThat(p.link().bandwidthMbS()).isEqualTo(40);
        assertThat(p.host().submitUs()).isEqualTo(20);
        assertThat(p.host().jitterUs()).isZero();
        assertThat(p.copy()).isSameAs(CopyCostModel.NONE);
        assertThat(p.faults().any()).isFalse();
        assertThat(p.deviceStage()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "missing key            | '  per_request_us: 10\\n' | ''                                   | link.per_request_us is missing",
                "negative bandwidth     | 'bandwidth_mb_s: 40'      | 'bandwidth_mb_s: -3'                 | link.bandwidth_mb_s must be from 0.01 to 1000000, was -3",
                "unknown key            | 'submit_us: 20'           | 'submit_us: 20\\n  sumbit_us_per_kib: 1' | host.sumbit_us_per_kib is not a known key",
                "unknown duplex         | 'duplex: half'            | 'duplex: both'                       | link.duplex must be one of half | full, was 'both'",
                "above the ceiling      | 'duplex: half'            | 'duplex: half\\n  speed: high\\n  bandwidth_mb_s: 60' | x",
                "queue depth misplaced  | 'submit_us: 20'           | 'submit_us: 20\\n  queue_depth: 2'   | host.queue_depth only applies to swept: device_buffers",
                "fractional seed        | 'seed: 3'                 | 'seed: 3.5'                          | seed must be a whole number",
                "not a number           | 'submit_us: 20'           | 'submit_us: fast'                    | host.submit_us must be a number, was 'fast'",
            })
    void aBadProfileIsRejectedWithOneLineNamingTheKey(String why, String find, String replace, String message) {
        String yaml = VALID.replace(find.replace("\\n", "\n"), replace.replace("\\n", "\n"));
        if (why.equals("above the ceiling")) {
            yaml = VALID.replace("bandwidth_mb_s: 40", "bandwidth_mb_s: 60\n  speed: high");
            message = "link.bandwidth_mb_s must not exceed the high ceiling of 53.248 MB/s, was 60";
        }
        String expected = message;
        String bad = yaml;
        assertThatThrownBy(() -> parse(bad))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("profile x.yaml: ")
                .hasMessageContaining(expected)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "stall_probability: 1.5                              | faults.stall_probability must be a probability between 0 and 1, was 1.5",
                "enomem_above_kib: 8                                  | faults.enomem_above_kib must be >= 16, was 8",
                "timeout_probability: 0.1                             | faults.timeout_ms is missing",
                "stall_probability: 0.6\\n  short_probability: 0.6   | faults.corrupt_probability makes the fault probabilities sum to more than 1",
                "disconnect_after_requests: 0                         | faults.disconnect_after_requests must be a whole number from 1",
                "crash_after_requests: -5                             | faults.crash_after_requests must be a whole number from 1",
                "timeout_probability: 0.1\\n  timeout_ms: 0           | faults.timeout_ms must be > 0, was 0",
            })
    void aFaultThatCannotFireIsRejected(String faults, String message) {
        String yaml = VALID + "faults:\n  " + faults.replace("\\n", "\n").trim() + "\n";
        assertThatThrownBy(() -> parse(yaml))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void aDelayWithoutLengthIsRejected() {
        assertThatThrownBy(() -> parse(VALID + "  delay_probability: 0.1\n"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("host.delay_us must be > 0");
    }

    @Test
    void aDeviceBuffersProfileNeedsAHostQueueAndADevice() {
        String yaml = VALID.replace("host_queue", "device_buffers");
        assertThatThrownBy(() -> parse(yaml)).hasMessageContaining("host.queue_depth is missing");
        assertThatThrownBy(() -> parse(yaml + "  queue_depth: 2\n")).hasMessageContaining("device is missing");
        SimProfile p = parse(yaml + "  queue_depth: 2\ndevice:\n  storage_mb_s: 20\n");
        assertThat(p.host().queueDepth()).isEqualTo(2);
        assertThat(p.deviceStage()).isPresent();
    }

    @Test
    void notYamlOrNotAMappingIsRejected() {
        assertThatThrownBy(() -> parse("link: [unclosed"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("profile x.yaml is not valid YAML");
        assertThatThrownBy(() -> parse("- a\n- b\n"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("must be a mapping");
    }

    @Test
    void everyBuiltInLoadsAndIsListedWithADescription() {
        assertThat(ProfileCatalog.list())
                .hasSize(ProfileCatalog.names().size())
                .allSatisfy(info -> assertThat(info.description()).isNotBlank().doesNotContain("\n"));
        assertThat(ProfileCatalog.names())
                .contains("snowball-msc", "fastboot-ssp", "fastboot-ss", "usrp-netbsd-ugen", "hs", "ss", "ssp");
        assertThat(ProfileCatalog.builtIn("snowball-msc").swept()).isEqualTo(SweptParameter.DEVICE_BUFFERS);
        assertThat(ProfileCatalog.builtIn("ssp").link().bandwidthMbS()).isLessThanOrEqualTo(1212);
        assertThatThrownBy(() -> ProfileCatalog.builtIn("snowbal"))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'snowbal'");
    }

    @Test
    void theExampleLoadsAndDocumentsEveryKeyTheLoaderKnows() throws IOException {
        SimProfile example = ProfileCatalog.builtIn("example");
        assertThat(example.deviceStage()).isPresent();
        assertThat(example.copy()).isNotSameAs(CopyCostModel.NONE);
        String text = ProfileCatalog.resourceText("example.yaml");
        String loader = Files.readString(Path.of("src/main/java/io/bulkbench/benchmarks/sim/ProfileLoader.java"));
        Matcher keys = Pattern.compile(
                        "\\.(?:string|choice|whole|positive|nonNegative|probability|number|section|requiredSection|has|forbid)\\(\"([a-z_]+)\"")
                .matcher(loader);
        int count = 0;
        while (keys.find()) {
            count++;
            assertThat(text)
                    .as("example.yaml documents " + keys.group(1))
                    .containsPattern("(?m)^\\s*#?\\s*" + keys.group(1) + ":");
        }
        assertThat(count).isGreaterThan(25);
    }

    @Test
    void aUsersFileLoadsAndIsNamedAfterIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("my-board.yaml");
        Files.writeString(file, VALID);
        SimProfile p = ProfileCatalog.resolve(file.toString(), true);
        assertThat(p.name()).isEqualTo("my-board");
        assertThatThrownBy(() -> ProfileLoader.load(dir.resolve("absent.yaml")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("absent.yaml");
    }
}
