package io.github.javaatspi.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class LinkPathsTest {
    @Test
    void aLinkIsNamedByItsHypertextAndItsIndexAndRoundTrips() {
        String path = LinkPaths.of(57, 3);

        assertThat(path).isEqualTo("/org/a11y/atspi/accessible/57/link/3");
        assertThat(LinkPaths.parse(path)).isEqualTo(new LinkPaths.LinkPath(57, 3));
        assertThat(LinkPaths.parse(LinkPaths.of(2, Integer.MAX_VALUE))).isEqualTo(
                new LinkPaths.LinkPath(2, Integer.MAX_VALUE));
    }

    @Test
    void aLinkPathNamesNoAccessible() {
        assertThat(ObjectPaths.idOf(LinkPaths.of(57, 0))).isZero();
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {
        "/org/a11y/atspi/accessible/57",
        "/org/a11y/atspi/accessible/57/link/",
        "/org/a11y/atspi/accessible/57/link/01",
        "/org/a11y/atspi/accessible/57/link/-1",
        "/org/a11y/atspi/accessible/57/link/1x",
        "/org/a11y/atspi/accessible/57/link/2147483648",
        "/org/a11y/atspi/accessible/57/link/99999999999",
        "/org/a11y/atspi/accessible/root/link/0",
        "/org/a11y/atspi/accessible/0/link/0",
        "/org/a11y/atspi/accessible/057/link/0",
        "/org/a11y/atspi/accessible/57/link/0/link/0",
        "/org/a11y/atspi/null/link/0",
        "/org/a11y/atspi/accessible/57/links/0",
    })
    void pathsThatNameNoLinkGiveNull(String path) {
        assertThat(LinkPaths.parse(path)).isNull();
    }
}
