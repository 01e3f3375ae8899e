package io.github.javaatspi.atspi.dispatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SignaturesTest {
    @Test
    void dictArrayIsOneTypeFollowedBySimpleTypes() {
        assertThat(Signatures.split("a{ss}ii")).containsExactly("a{ss}", "i", "i");
    }

    @Test
    void structIsOneType() {
        assertThat(Signatures.split("(so)")).containsExactly("(so)");
    }

    @Test
    void nestedArraysAndStructsAreOneType() {
        assertThat(Signatures.split("a(ua(so))")).containsExactly("a(ua(so))");
    }

    @Test
    void cacheItemSignatureIsOneType() {
        assertThat(Signatures.split("a((so)(so)(so)iiassusau)s")).containsExactly("a((so)(so)(so)iiassusau)", "s");
    }

    @Test
    void emptySignatureHasNoTypes() {
        assertThat(Signatures.split("")).isEmpty();
    }

    @Test
    void simpleTypesAreSplitOneByOne() {
        assertThat(Signatures.split("iiu")).containsExactly("i", "i", "u");
    }

    @Test
    void unbalancedSignatureIsRejected() {
        assertThatThrownBy(() -> Signatures.split("(so")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Signatures.split("(so}")).isInstanceOf(IllegalArgumentException.class);
    }
}
