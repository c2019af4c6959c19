package io.bulkbench.app.kernel;

import io.bulkbench.core.BadInputException;
import io.bulkbench.core.ByteSizeText;
import io.bulkbench.core.KconfigSymbol;
import io.bulkbench.inputs.InputFile;
import io.bulkbench.reports.patch.SubjectPrefix;
import io.bulkbench.sweeps.git.GitProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A kernel tree as {@code bulkbench patch} sees it, through git itself: files are read at
 * HEAD, and the change is committed in a temporary clone that shares the tree's objects
 * ({@code git clone --shared --no-checkout}) and written out by {@code git format-patch}.
 * The user's working tree, index, HEAD and object store are never written: the clone has
 * objects of its own and is deleted when the patch is made.
 */
public final class KernelTree {
    /** How many of a folder's latest subjects say which prefix its patches take. */
    private static final int PREFIX_SUBJECTS = 200;

    private static final String GIT = "git";

    private final Path dir;

    private KernelTree(Path dir) {
        this.dir = dir;
    }

    /** The tree at {@code dir}, refused in one sentence when git is missing or it is no repository with a commit. */
    public static KernelTree open(Path dir) {
        try {
            if (!GitProcess.run(List.of(GIT, "--version"), Path.of(".")).ok()) {
                throw new BadInputException("'git --version' failed; patch runs git, so install a working git");
            }
        } catch (IOException e) {
            throw new BadInputException("git is not installed (no 'git' on PATH); install git to make a patch");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("--tree " + dir + " is not a folder; give the folder of a kernel git checkout");
        }
        KernelTree tree = new KernelTree(dir.toAbsolutePath().normalize());
        GitProcess.Result gitDir = tree.query("rev-parse", "--git-dir");
        if (!gitDir.ok()) {
            throw gitDir.untrustedRepository()
                    .map(path -> GitProcess.untrusted("--tree " + dir, tree.dir, path))
                    .orElseGet(() -> new BadInputException(
                            "--tree " + dir + " is not a git repository; give a kernel checkout made with git clone"));
        }
        // A defconfig's path is the tree's, from its top: a folder inside the checkout would read it from there.
        String prefix = tree.query("rev-parse", "--show-prefix").out().strip();
        if (!prefix.isEmpty()) {
            String top = tree.query("rev-parse", "--show-toplevel").out().strip();
            throw new BadInputException("--tree " + dir + " is the folder " + prefix + " inside the checkout " + top
                    + "; give the checkout's top folder, --tree " + top);
        }
        if (!tree.query("rev-parse", "--verify", "--quiet", "HEAD^{commit}").ok()) {
            throw new BadInputException("--tree " + dir + " has no commit yet; the patch applies to its HEAD");
        }
        return tree;
    }

    public Path dir() {
        return dir;
    }

    /** HEAD's commit, whole: what the tree's state at HEAD is known by, never ambiguous. */
    public String head() {
        return query("rev-parse", "HEAD").out().strip();
    }

    /**
     * The text of the defconfig at {@code path} (from the tree's top, as git names it) at
     * HEAD, refused in one sentence unless HEAD holds a regular file there whose text is
     * UTF-8 and of a settings file's size: a folder, a symbolic link (whose target text
     * would be patched) and a submodule are named as what they are.
     */
    public String defconfigAtHead(String path) throws IOException {
        String given = "--defconfig " + path;
        checkDefconfig(path, given, entryAtHead(path));
        return InputFile.text(blob(path).bytes(), given + " (at HEAD of " + dir + ")");
    }

    /**
     * The texts of the defconfigs at {@code paths} at HEAD, by path, each refused as {@link
     * #defconfigAtHead} refuses it (its refusal naming {@code given} and the path), all read
     * by one {@code git ls-tree} and one {@code git cat-file --batch}: a lab's thousand
     * defconfigs are read in one go.
     */
    public Map<String, String> defconfigsAtHead(Collection<String> paths, String given) throws IOException {
        List<String> all = paths.stream().distinct().toList();
        if (all.isEmpty()) {
            return Map.of();
        }
        Map<String, Entry> entries = entriesAtHead(all);
        for (String path : all) {
            checkDefconfig(path, given + " " + path, Optional.ofNullable(entries.get(path)));
        }
        StringBuilder input = new StringBuilder();
        all.forEach(path -> input.append("HEAD:").append(path).append('\n'));
        GitProcess.Result r = git(dir, Map.of(), input.toString(), "cat-file", "--batch");
        if (!r.ok()) {
            throw new IOException(
                    "git cat-file --batch failed in " + dir + ": " + r.out().strip());
        }
        // Each object: "SHA blob SIZE\n", SIZE bytes, "\n".
        byte[] bytes = r.bytes();
        Map<String, String> texts = new LinkedHashMap<>();
        int at = 0;
        for (String path : all) {
            int eol = indexOf(bytes, (byte) '\n', at);
            String[] header = new String(bytes, at, eol - at, StandardCharsets.UTF_8).split(" ");
            if (header.length != 3 || !header[1].equals("blob")) {
                throw new IOException("git cat-file --batch answered '" + String.join(" ", header) + "' for HEAD:"
                        + path + " in " + dir);
            }
            int size = Integer.parseInt(header[2]);
            texts.put(
                    path,
                    InputFile.text(
                            Arrays.copyOfRange(bytes, eol + 1, eol + 1 + size),
                            given + " " + path + " (at HEAD of " + dir + ")"));
            at = eol + 1 + size + 1;
        }
        return texts;
    }

    private static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        throw new IllegalStateException("git's answer ended early");
    }

    /** Refuses, in one sentence, a defconfig path HEAD holds no regular file of a settings file's size at. */
    private void checkDefconfig(String path, String given, Optional<Entry> found) {
        Entry entry = found.orElseThrow(() -> new BadInputException(given + " is no file of " + dir
                + " at HEAD; give its path inside the tree, e.g. arch/arm64/configs/defconfig"));
        switch (entry.mode()) {
            case Entry.FOLDER ->
                throw new BadInputException(given + " is a folder of " + dir
                        + "; give the defconfig file in it, e.g. arch/arm64/configs/defconfig");
            case Entry.LINK ->
                throw new BadInputException(given + " is a symbolic link in " + dir + " (to "
                        + blob(path).out() + "); give the path of the file it names, which the patch then changes");
            case Entry.SUBMODULE ->
                throw new BadInputException(
                        given + " is a submodule of " + dir + "; give a defconfig file of the tree itself");
            default -> {}
        }
        if (entry.size() > InputFile.SETTINGS_LIMIT) {
            throw new BadInputException(given + " is " + ByteSizeText.of(entry.size()) + " at HEAD, over the "
                    + ByteSizeText.of(InputFile.SETTINGS_LIMIT) + " a defconfig may have; give the defconfig file");
        }
    }

    /** One entry of HEAD's tree: its mode (100644, 100755, 120000 a link, 040000 a folder, 160000 a submodule). */
    private record Entry(String mode, long size) {
        static final String FOLDER = "040000";
        static final String LINK = "120000";
        static final String SUBMODULE = "160000";
    }

    /** HEAD's entry at exactly {@code path}, or empty when HEAD has none. */
    private Optional<Entry> entryAtHead(String path) {
        return Optional.ofNullable(entriesAtHead(List.of(path)).get(path));
    }

    /** HEAD's entries at exactly {@code paths}, by path; a path HEAD has none at is left out. */
    private Map<String, Entry> entriesAtHead(List<String> paths) {
        List<String> args = new ArrayList<>(List.of("ls-tree", "-l", "-z", "--full-tree", "HEAD", "--"));
        args.addAll(paths);
        // -z: paths come unquoted, each record ends in NUL; "MODE TYPE SHA SIZE\tPATH".
        GitProcess.Result r = query(args.toArray(String[]::new));
        Set<String> wanted = new HashSet<>(paths);
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (String record : r.out().split("\0")) {
            int tab = record.indexOf('\t');
            if (tab > 0 && wanted.contains(record.substring(tab + 1))) {
                String[] fields = record.substring(0, tab).trim().split("\\s+");
                long size = fields[3].equals("-") ? 0 : Long.parseLong(fields[3]);
                entries.put(record.substring(tab + 1), new Entry(fields[0], size));
            }
        }
        return entries;
    }

    private GitProcess.Result blob(String path) {
        GitProcess.Result r = query("cat-file", "blob", "HEAD:" + path);
        if (!r.ok()) {
            throw new IllegalStateException("git cat-file blob HEAD:" + path + " failed in " + dir + ": " + r.out());
        }
        return r;
    }

    /**
     * The text of the Kconfig file at HEAD that defines {@code name} ({@code config NAME},
     * without CONFIG_), or empty when none does.
     */
    public Optional<String> kconfigDefining(String name) {
        // git grep reads POSIX regular expressions, which have no \Q..\E quoting; a Kconfig
        // symbol is letters, digits and underscores, which need none.
        if (!KconfigSymbol.isName(name)) {
            return Optional.empty();
        }
        GitProcess.Result r = query(
                "grep",
                "-l",
                "-E",
                "^[[:space:]]*(menu)?config[[:space:]]+" + name + "[[:space:]]*$",
                "HEAD",
                "--",
                "*Kconfig*");
        return Arrays.stream(r.out().split("\n"))
                .filter(l -> l.startsWith("HEAD:"))
                .findFirst()
                .map(l -> blob(l.substring("HEAD:".length())).out());
    }

    /** The prefix the patches of {@code folder} take, as its latest subjects say ({@link SubjectPrefix}); none when they agree on none. */
    public Optional<String> subjectPrefix(String folder) {
        return SubjectPrefix.of(subjectsTouching(folder, PREFIX_SUBJECTS));
    }

    /** The subjects of the last {@code max} commits at HEAD that touched {@code path}, newest first. */
    public List<String> subjectsTouching(String path, int max) {
        GitProcess.Result r = query("log", "--format=%s", "-n", Integer.toString(max), "HEAD", "--", path);
        if (!r.ok()) {
            return List.of();
        }
        return Arrays.stream(r.out().split("\n")).filter(l -> !l.isBlank()).toList();
    }

    /**
     * Who the tree's git says the user is ({@code user.name}, {@code user.email}): the
     * patch's author. Refused when either is unset, since a patch must name its author.
     */
    public Author author() {
        String name = query("config", "--get", "user.name").out().strip();
        String email = query("config", "--get", "user.email").out().strip();
        if (name.isEmpty() || email.isEmpty()) {
            throw new BadInputException("git in " + dir + " has no " + (name.isEmpty() ? "user.name" : "user.email")
                    + " for the patch's author; set it, e.g. git -C " + dir
                    + " config user.name 'Your Name' and user.email you@example.org");
        }
        return new Author(name, email);
    }

    /** The person a commit is by, as git's config names them. */
    public record Author(String name, String email) {
        /** The author and committer, as git's environment names them. */
        Map<String, String> environment() {
            return Map.of(
                    "GIT_AUTHOR_NAME", name,
                    "GIT_AUTHOR_EMAIL", email,
                    "GIT_COMMITTER_NAME", name,
                    "GIT_COMMITTER_EMAIL", email);
        }
    }

    /**
     * A patch as git format-patch wrote it: its file name and text, and whether the file it
     * changes ends its lines in CRLF. {@code git am} takes a CR before a line's end for the
     * mail's and drops it, so such a patch would no longer match the file: it is applied with
     * {@code --keep-cr}.
     */
    public record PatchFile(String fileName, String text, boolean carriageReturns) {
        /** The command that applies the patch at {@code file} to the tree at {@code tree}. */
        public String amCommand(Path tree, Path file) {
            return "git -C " + tree + " am " + (carriageReturns ? "--keep-cr " : "") + file;
        }
    }

    /**
     * Commits {@code text} as the new content of {@code path} on top of HEAD with
     * {@code message}, by {@code author}, in a temporary clone, and returns
     * {@code git format-patch -1} of that commit.
     */
    public PatchFile formatPatch(String path, String text, String message, Author author) throws IOException {
        Path work = Files.createTempDirectory("bulkbench-patch");
        try {
            Path clone = cloneIn(work);
            String mode = fileMode(path);
            String blob = require(git(clone, Map.of(), text, "hash-object", "-w", "--stdin"), "hash-object")
                    .strip();
            require(git(clone, Map.of(), null, "read-tree", "HEAD"), "read-tree");
            require(
                    git(clone, Map.of(), null, "update-index", "--cacheinfo", mode + "," + blob + "," + path),
                    "update-index");
            String newTree = require(git(clone, Map.of(), null, "write-tree"), "write-tree")
                    .strip();
            Map<String, String> who = author.environment();
            String commit = require(
                            git(clone, who, message, "commit-tree", newTree, "-p", "HEAD", "-F", "-"), "commit-tree")
                    .strip();
            Path out = work.resolve("out");
            // --no-signoff: the person who sends the patch signs it, whatever format.signOff says.
            String written = require(
                            git(
                                    clone,
                                    Map.of(),
                                    null,
                                    "format-patch",
                                    "--no-signoff",
                                    "-1",
                                    "-o",
                                    out.toString(),
                                    commit),
                            "format-patch")
                    .strip();
            Path file = Path.of(written.lines().reduce((a, b) -> b).orElseThrow());
            return new PatchFile(file.getFileName().toString(), Files.readString(file), text.contains("\r\n"));
        } finally {
            GitProcess.removeFolder(work);
        }
    }

    /** One commit of a series: a defconfig's new text and its message. */
    public record Commit(String path, String text, String message) {}

    /**
     * Commits each of {@code commits} in turn on top of HEAD, by {@code author}, in a
     * temporary clone, and returns {@code git format-patch --cover-letter} of them: the
     * cover letter first (its subject and blurb filled with {@code coverSubject} and
     * {@code coverBlurb}), then the patches numbered in order, which {@code git am} applies
     * one after another.
     */
    public List<PatchFile> formatSeries(List<Commit> commits, String coverSubject, String coverBlurb, Author author)
            throws IOException {
        Path work = Files.createTempDirectory("bulkbench-series");
        try {
            Path clone = cloneIn(work);
            Map<String, String> who = author.environment();
            String head = require(git(clone, Map.of(), null, "rev-parse", "HEAD"), "rev-parse")
                    .strip();
            Map<String, Entry> entries =
                    entriesAtHead(commits.stream().map(Commit::path).distinct().toList());
            // One git fast-import makes every commit, a lab's thousand of them in one process.
            String branch = "refs/heads/bulkbench-series";
            long when = System.currentTimeMillis() / 1000;
            StringBuilder stream = new StringBuilder();
            int mark = 0;
            for (Commit c : commits) {
                int blob = ++mark;
                stream.append("blob\nmark :").append(blob).append('\n');
                data(stream, c.text());
                stream.append("commit ")
                        .append(branch)
                        .append("\nmark :")
                        .append(++mark)
                        .append('\n');
                String ident = author.name() + " <" + author.email() + "> " + when + " +0000\n";
                stream.append("author ").append(ident).append("committer ").append(ident);
                data(stream, c.message());
                stream.append(mark == 2 ? "from " + head : "from :" + (mark - 2))
                        .append('\n');
                Entry entry = entries.get(c.path());
                stream.append("M ")
                        .append(entry == null ? "100644" : entry.mode())
                        .append(" :")
                        .append(blob)
                        .append(' ')
                        .append(c.path())
                        .append("\n\n");
            }
            require(git(clone, Map.of(), stream.toString(), "fast-import", "--quiet"), "fast-import");
            String parent = branch;
            Path out = work.resolve("out");
            String written = require(
                            git(
                                    clone,
                                    who,
                                    null,
                                    "format-patch",
                                    "--no-signoff",
                                    "--cover-letter",
                                    "-o",
                                    out.toString(),
                                    "HEAD.." + parent),
                            "format-patch")
                    .strip();
            List<PatchFile> files = new ArrayList<>();
            for (String line : written.lines().toList()) {
                Path file = Path.of(line);
                String text = Files.readString(file);
                if (files.isEmpty()) {
                    text = text.replace("*** SUBJECT HERE ***", coverSubject)
                            .replace("*** BLURB HERE ***", coverBlurb.strip());
                }
                files.add(new PatchFile(file.getFileName().toString(), text, false));
            }
            return files;
        } finally {
            GitProcess.removeFolder(work);
        }
    }

    /** A clone of the tree in {@code work} that shares its objects and checks nothing out. */
    private Path cloneIn(Path work) throws IOException {
        Path clone = work.resolve("tree");
        require(
                GitProcess.run(
                        List.of(GIT, "clone", "--quiet", "--shared", "--no-checkout", dir.toString(), clone.toString()),
                        work),
                "clone");
        return clone;
    }

    /** A fast-import {@code data} command: the text's length in bytes, then the text. */
    private static void data(StringBuilder stream, String text) {
        stream.append("data ")
                .append(text.getBytes(StandardCharsets.UTF_8).length)
                .append('\n')
                .append(text)
                .append('\n');
    }

    /** The file's mode in HEAD's tree (100644 or 100755). */
    private String fileMode(String path) {
        String line = query("ls-tree", "HEAD", "--", path).out().strip();
        return line.isEmpty() ? "100644" : line.substring(0, line.indexOf(' '));
    }

    private static String require(GitProcess.Result r, String step) throws IOException {
        if (!r.ok()) {
            throw new IOException("git " + step + " failed (exit " + r.code() + "): "
                    + r.out().strip());
        }
        return r.out();
    }

    private static GitProcess.Result git(Path repo, Map<String, String> env, String input, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(GIT, "-C", repo.toString()));
        command.addAll(List.of(args));
        return GitProcess.run(command, repo, env, input);
    }

    private GitProcess.Result query(String... args) {
        try {
            return git(dir, Map.of(), null, args);
        } catch (IOException e) {
            throw new IllegalStateException("git could not be run: " + e.getMessage(), e);
        }
    }
}
