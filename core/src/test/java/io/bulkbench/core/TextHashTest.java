package io.bulkbench.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The SHA-256 of a text, checked against the published test vectors and coreutils' sha256sum. */
class TextHashTest {

    @Test
    void theFipsTestVectorsHashToTheirPublishedDigests() {
        // FIPS 180-2, appendix B.1 and B.2: one block and two blocks.
        assertThat(TextHash.sha256("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assertThat(TextHash.sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
                .isEqualTo("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    @Test
    void theEmptyTextHasTheDigestOfNoBytes() {
        assertThat(TextHash.sha256("")).isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }

    @Test
    void textIsHashedAsItsUtf8Bytes() {
        // printf 'é' | sha256sum hashes the two UTF-8 bytes c3 a9; the one Latin-1 byte e9 hashes
        // to de2e331d..., which a platform-charset encoding would give on some machines.
        assertThat(TextHash.sha256("\u00e9"))
                .isEqualTo("4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
    }

    @Test
    void theDigestIsSixtyFourLowerCaseHexDigits() {
        assertThat(TextHash.sha256("snowball-msc")).matches("[0-9a-f]{64}");
    }
}
