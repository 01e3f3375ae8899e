package io.github.javaatspi.bus;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class BusBoundaryTest {
    /** D-Bus plumbing knows neither the toolkit nor native code nor the agent that composes it. */
    static final ArchRule NO_TOOLKIT_NO_NATIVE = noClasses()
            .that().resideInAPackage("io.github.javaatspi.bus..")
            .should().dependOnClassesThat().resideInAnyPackage("java.awt..", "javax.swing..", "javax.accessibility..",
                    "io.github.javaatspi.swing..", "com.sun.jna..", "io.github.javaatspi.nativehooks..",
                    "io.github.javaatspi.agent..");

    @Test
    void busDependsOnNeitherToolkitNorNativeCode() {
        JavaClasses busClasses = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.bus");

        assertThat(busClasses).isNotEmpty();
        assertThat(busClasses.containPackage("io.github.javaatspi.bus.wire")).isTrue();
        NO_TOOLKIT_NO_NATIVE.check(busClasses);
    }

    @Test
    void ruleCatchesToolkitDependencies() {
        EvaluationResult result = NO_TOOLKIT_NO_NATIVE.evaluate(new ClassFileImporter().importClasses(UsesToolkit.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString())
                .contains("java.awt.Point", "javax.swing.JButton", "javax.accessibility.AccessibleRole");
    }

    @Test
    void ruleLetsDbusJavaAndAtspiThrough() {
        EvaluationResult result = NO_TOOLKIT_NO_NATIVE.evaluate(new ClassFileImporter().importClasses(UsesBusSide.class));

        assertThat(result.hasViolation()).isFalse();
    }

    @SuppressWarnings("unused")
    static final class UsesToolkit {
        java.awt.Point point;
        javax.swing.JButton button;
        javax.accessibility.AccessibleRole role;
    }

    @SuppressWarnings("unused")
    static final class UsesBusSide {
        org.freedesktop.dbus.messages.Message message;
        io.github.javaatspi.atspi.AtspiRoles roles;
    }
}
