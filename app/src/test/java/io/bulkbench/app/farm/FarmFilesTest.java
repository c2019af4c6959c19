package io.bulkbench.app.farm;

import static org.assertj.core.api.Assertions.assertThat;

import io.bulkbench.reports.RunFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** The farm's files parse, and hold what LAVA, GitLab and Jenkins need of them. */
class FarmFilesTest {
    /** lava_common's rule for a test definition's name (lava_common/schemas/test/definition.py). */
    private static final String LAVA_NAME = "[-_a-zA-Z0-9.]+";

    @Test
    void theLavaTestDefinitionRunsTheNightlyAndReportsIt() throws Exception {
        Map<String, Object> testdef = yaml(FarmFiles.farm("lava/bulkbench-nightly.yaml"));
        Map<String, Object> metadata = map(testdef.get("metadata"));
        assertThat(metadata.get("format")).isEqualTo("Lava-Test Test Definition 1.0");
        assertThat((String) metadata.get("name")).matches(LAVA_NAME);
        List<String> steps = strings(map(testdef.get("run")).get("steps"));
        assertThat(steps).hasSize(3);
        assertThat(steps.get(0))
                .startsWith("code=0; ./bulkbench nightly --config \"$BOARD_CONFIG\"")
                .contains("--junit")
                .contains("|| code=$?");
        // nightly's outcome is a case of its own: the job is green only when the night is.
        assertThat(steps.get(1))
                .contains("lava-test-case bulkbench-nightly --result \"$result\" --measurement \"$code\"");
        assertThat(steps.get(2)).startsWith("./bulkbench lava ");
        assertThat(map(testdef.get("params"))).containsKeys("BOARD_CONFIG", "BOARD", "RESULTS", "BULKBENCH_DB");
    }

    @Test
    void theLavaJobRunsTheDefinitionInDockerOnATaggedBoard() throws Exception {
        Map<String, Object> job = yaml(FarmFiles.farm("lava/job.yaml"));
        assertThat(job).containsKeys("job_name", "device_type", "timeouts", "visibility", "actions");
        assertThat(strings(job.get("tags"))).isNotEmpty();
        assertThat(map(job.get("timeouts"))).containsKey("job");
        List<Object> actions = list(job.get("actions"));
        Map<String, Object> test = map(map(actions.get(actions.size() - 1)).get("test"));
        assertThat(map(test.get("docker"))).containsKey("image");
        Map<String, Object> definition = map(list(test.get("definitions")).get(0));
        assertThat(definition).containsKeys("repository", "from", "path", "name");
        assertThat((String) definition.get("name")).matches(LAVA_NAME);
        assertThat(FarmFiles.repository().resolve((String) definition.get("path")))
                .isRegularFile();
        Path config = FarmFiles.repository()
                .resolve((String) map(definition.get("params")).get("BOARD_CONFIG"));
        assertThat(config).isRegularFile();
        assertThat(Files.readString(FarmFiles.farm("lava/device-dictionary.jinja2")))
                .contains("set device_info = [{'board_id':");
    }

    @Test
    void gitLabHasAJobPerBoardOnItsTaggedRunnerWithJunitReports() throws Exception {
        Map<String, Object> ci = yaml(FarmFiles.farm(".gitlab-ci.yml"));
        List<String> stages = strings(ci.get("stages"));
        Map<String, Object> template = map(ci.get(".nightly"));
        assertThat(strings(template.get("script"))).anyMatch(s -> s.startsWith("./bulkbench nightly "));
        assertThat(map(map(template.get("artifacts")).get("reports"))).containsEntry("junit", "junit-$BOARD.xml");
        assertThat(template).containsEntry("resource_group", "$BOARD");
        for (String board : boards()) {
            Map<String, Object> job = map(ci.get(board));
            assertThat(job).as(board).containsEntry("extends", ".nightly");
            assertThat(strings(job.get("tags"))).as(board).contains(board);
            assertThat(map(job.get("variables"))).as(board).containsEntry("BOARD", board);
        }
        Set<String> reserved = Set.of("stages", "variables", "default", "workflow", "include", "image", "services");
        ci.forEach((name, value) -> {
            if (!reserved.contains(name) && !name.startsWith(".")) {
                Map<String, Object> job = map(value);
                assertThat(job.containsKey("script") || job.containsKey("extends"))
                        .as(name)
                        .isTrue();
                assertThat(stages).as(name).contains((String) job.getOrDefault("stage", template.get("stage")));
            }
        });
    }

    @Test
    void jenkinsLocksEachBoardAndPublishesJunitJmhAndTheSite() throws Exception {
        String jenkinsfile = Files.readString(FarmFiles.farm("Jenkinsfile"));
        assertThat(jenkinsfile)
                .contains("lock(label: board.name")
                .contains("junit testResults:")
                .contains("jmhReport ")
                .contains("/" + RunFolder.JMH_JSON)
                .contains("publishHTML(")
                .contains("./bulkbench site --out site");
        for (String board : boards()) {
            assertThat(jenkinsfile).contains("[name: '" + board + "'").contains("boards/" + board + ".yaml");
        }
    }

    /** The boards shipped in boards/, by file name. */
    private static List<String> boards() throws Exception {
        try (Stream<Path> files = Files.list(FarmFiles.repository().resolve("boards"))) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".yaml"))
                    .map(n -> n.substring(0, n.length() - ".yaml".length()))
                    .sorted()
                    .toList();
        }
    }

    private static Map<String, Object> yaml(Path file) throws Exception {
        return map(new Yaml().load(Files.readString(file)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        assertThat(value).isInstanceOf(Map.class);
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        assertThat(value).isInstanceOf(List.class);
        return (List<Object>) value;
    }

    private static List<String> strings(Object value) {
        return list(value).stream().map(String.class::cast).toList();
    }
}
