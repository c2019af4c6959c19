package io.bulkbench.benchmarks.file;

import io.bulkbench.core.BadInputException;
import io.bulkbench.inputs.InputFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The number of bytes a file device can read. A regular file knows its size; a block
 * device reports 0 through stat, so its size is read where Linux publishes it,
 * {@code /sys/class/block/NAME/size} in 512-byte sectors.
 */
final class FileSize {
    private FileSize() {}

    static long of(Path path) {
        try {
            long size = Files.size(path);
            if (size > 0) {
                return size;
            }
            Path real = path.toRealPath();
            Path sectors = Path.of("/sys/class/block", real.getFileName().toString(), "size");
            if (Files.isReadable(sectors)) {
                long blockSize = Long.parseLong(InputFile.read(sectors, InputFile.SETTINGS_LIMIT)
                                .trim())
                        * 512L;
                if (blockSize > 0) {
                    return blockSize;
                }
            }
        } catch (IOException | NumberFormatException e) {
            throw new BadInputException("cannot tell the size of " + path + " (" + e.getMessage() + "); give a readable"
                    + " file or block device");
        }
        throw new BadInputException("file " + path + " is empty; give a file or block device with data to read");
    }
}
