package io.bulkbench.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of the tests' own: {@code initdb} and {@code pg_ctl} (Debian's
 * postgresql package, under /usr/lib/postgresql/VERSION/bin) on a temporary folder,
 * listening on a free port of 127.0.0.1 only, trusting local logins. PostgreSQL refuses
 * to run as root, so a root test runs it as {@code nobody} (runuser). One server serves
 * the whole test JVM and stops with it; each test gets a database of its own.
 */
public final class TestPostgres {
    private static final String USER = "bulkbench";
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static TestPostgres server;

    private final Path dir;
    private final Path bin;
    private final int port;
    private final boolean asNobody;

    private TestPostgres(Path dir, Path bin, int port, boolean asNobody) {
        this.dir = dir;
        this.bin = bin;
        this.port = port;
        this.asNobody = asNobody;
    }

    /** The running server, started on first use; skips (or fails in CI) when PostgreSQL is not installed. */
    public static synchronized TestPostgres server() throws IOException, InterruptedException {
        if (server == null) {
            Optional<Path> bin = binaries();
            RequiredEnvironment.require(
                    "the PostgreSQL tests of the results database",
                    bin.isPresent() ? Optional.empty() : Optional.of("initdb and pg_ctl are not installed"),
                    "apt-get install -y postgresql");
            server = start(bin.orElseThrow());
        }
        return server;
    }

    /** A new, empty database on the server: its JDBC URL. */
    public String newDatabase() throws SQLException {
        String name = "results_" + DATABASES.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url("postgres"));
                Statement s = c.createStatement()) {
            s.executeUpdate("CREATE DATABASE " + name);
        }
        return url(name);
    }

    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
    }

    private static Optional<Path> binaries() throws IOException {
        Path debian = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(debian)) {
            try (Stream<Path> versions = Files.list(debian)) {
                Optional<Path> newest = versions.map(v -> v.resolve("bin"))
                        .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
                        .max(Comparator.comparing(
                                b -> versionOf(b.getParent().getFileName().toString())));
                if (newest.isPresent()) {
                    return newest;
                }
            }
        }
        for (String entry : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path b = Path.of(entry.isEmpty() ? "." : entry);
            if (Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl"))) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    private static int versionOf(String name) {
        try {
            return Integer.parseInt(name.replaceAll("\\..*", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static TestPostgres start(Path bin) throws IOException, InterruptedException {
        boolean root = ((Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid")) == 0;
        // Not JUnit's @TempDir: that is private to root, and the server may run as nobody.
        Path dir = Files.createTempDirectory(Path.of("/tmp"), "bulkbench-pg-");
        if (root) {
            UserPrincipal nobody =
                    dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            Files.setOwner(dir, nobody);
        }
        TestPostgres pg = new TestPostgres(dir, bin, freePort(), root);
        pg.runOnData("initdb", "-U", USER, "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C");
        Runtime.getRuntime().addShutdownHook(new Thread(pg::stop));
        pg.runOnData(
                "pg_ctl",
                "-l",
                dir.resolve("server.log").toString(),
                "-w",
                "-t",
                "60",
                "-o",
                "-c listen_addresses=127.0.0.1 -c port=" + pg.port + " -c unix_socket_directories=" + dir
                        + " -c fsync=off -c full_page_writes=off -c max_connections=50",
                "start");
        return pg;
    }

    private void stop() {
        try {
            runOnData("pg_ctl", "-m", "immediate", "-w", "stop");
        } catch (IOException | InterruptedException | AssertionError e) {
            // The JVM is going; the folder below goes with the server or stays in /tmp.
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover folder in /tmp is harmless.
        }
    }

    /** Runs one of the server's programs on its data folder ({@code -D}) with {@code arguments}. */
    private void runOnData(String program, String... arguments) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asNobody) {
            full.addAll(List.of("runuser", "-u", "nobody", "--"));
        }
        full.addAll(List.of(
                bin.resolve(program).toString(), "-D", dir.resolve("data").toString()));
        full.addAll(List.of(arguments));
        Path log = Files.createTempFile("bulkbench-pg-", ".log");
        Process p = new ProcessBuilder(full)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            String output = Files.readString(log);
            throw new AssertionError(String.join(" ", full) + " failed:\n" + output);
        }
        Files.delete(log);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
