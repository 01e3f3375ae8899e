package io.github.javaatspi.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.NodeId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class ObjectPathsTest {
    @Test
    void rootHasTheFixedPathAndRoundTrips() {
        assertThat(ObjectPaths.of(NodeId.ROOT)).isEqualTo("/org/a11y/atspi/accessible/root");
        assertThat(ObjectPaths.idOf("/org/a11y/atspi/accessible/root")).isEqualTo(NodeId.ROOT);
    }

    @Test
    void numericIdsRoundTrip() {
        assertThat(ObjectPaths.of(1234)).isEqualTo("/org/a11y/atspi/accessible/1234");
        assertThat(ObjectPaths.idOf(ObjectPaths.of(1234))).isEqualTo(1234);
        assertThat(ObjectPaths.idOf(ObjectPaths.of(NodeId.FIRST_DYNAMIC))).isEqualTo(NodeId.FIRST_DYNAMIC);
        assertThat(ObjectPaths.idOf(ObjectPaths.of(999_999_999_999_999_999L))).isEqualTo(999_999_999_999_999_999L);
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {
        "/org/a11y/atspi/accessible/abc",
        "/org/a11y/atspi/accessible/",
        "/org/a11y/atspi/accessible/0",
        "/org/a11y/atspi/accessible/1",
        "/org/a11y/atspi/accessible/0002",
        "/org/a11y/atspi/accessible/-5",
        "/org/a11y/atspi/accessible/12x",
        "/org/a11y/atspi/accessible/9223372036854775807",
        "/org/a11y/atspi/accessible/99999999999999999999999",
        "/org/a11y/atspi/cache",
        "/org/a11y/atspi/null",
        "/com/example/accessible/12",
        "org/a11y/atspi/accessible/12",
    })
    void pathsThatNameNoAccessibleGiveNone(String path) {
        assertThat(ObjectPaths.idOf(path)).isEqualTo(NodeId.NONE);
    }

    @Test
    void noneIsTheNullPath() {
        assertThat(ObjectPaths.of(NodeId.NONE)).isEqualTo("/org/a11y/atspi/null");
    }
}
