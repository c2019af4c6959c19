package io.bulkbench.inputs;

import io.bulkbench.core.BadInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes a stream as UTF-8 and refuses what is not: a byte that is no UTF-8 becomes
 * one {@link BadInputException} with the file and the line it is on (Java's own
 * decoder names neither). It counts the newline bytes it has decoded, which in UTF-8
 * never occur inside a character, and stops a file that grows past its limit while it
 * is read.
 */
final class StrictUtf8Reader extends Reader {
    private final InputStream in;
    private final String file;
    private final long limit;
    private final String limitText;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
    private long line = 1;
    private long total;
    private boolean endOfInput;
    private boolean flushed;

    StrictUtf8Reader(InputStream in, String file, long limit, String limitText) {
        this.in = in;
        this.file = file;
        this.limit = limit;
        this.limitText = limitText;
    }

    @Override
    public int read(char[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        CharBuffer out = CharBuffer.wrap(target, offset, length);
        while (out.position() == offset) {
            if (flushed) {
                return -1;
            }
            int start = bytes.position();
            CoderResult result = decoder.decode(bytes, out, endOfInput);
            countLines(start, bytes.position());
            if (result.isError()) {
                throw new BadInputException(file + " line " + line + ": byte 0x"
                        + String.format("%02x", bytes.get(bytes.position()) & 0xff)
                        + " is not UTF-8 text; save the file as UTF-8 (or give the file that was meant)");
            }
            if (result.isOverflow()) {
                break;
            }
            if (endOfInput) {
                decoder.flush(out);
                flushed = true;
            } else {
                fill();
            }
        }
        return out.position() - offset;
    }

    private void countLines(int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes.get(i) == '\n') {
                line++;
            }
        }
    }

    private void fill() throws IOException {
        bytes.compact();
        int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        if (n < 0) {
            endOfInput = true;
        } else {
            bytes.position(bytes.position() + n);
            total += n;
            if (total > limit) {
                throw new BadInputException(
                        file + " grew past " + limitText + " while it was read; give a file that is not being written");
            }
        }
        bytes.flip();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
