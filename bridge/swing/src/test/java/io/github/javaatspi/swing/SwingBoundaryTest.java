package io.github.javaatspi.swing;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class SwingBoundaryTest {
    /** The toolkit side knows nothing of D-Bus, AT-SPI numbers, native code or the agent. */
    static final ArchRule NO_BUS_NO_NATIVE = noClasses()
            .that().resideInAPackage("io.github.javaatspi.swing..")
            .should().dependOnClassesThat().resideInAnyPackage("org.freedesktop..", "com.sun.jna..",
                    "io.github.javaatspi.atspi..", "io.github.javaatspi.bus..", "io.github.javaatspi.nativehooks..",
                    "io.github.javaatspi.agent..");

    @Test
    void swingDependsOnNeitherBusNorAtspiNorNativeCode() {
        JavaClasses swing = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.swing");

        assertThat(swing).isNotEmpty();
        NO_BUS_NO_NATIVE.check(swing);
    }

    @Test
    void ruleCatchesAtspiDependencies() {
        EvaluationResult result = NO_BUS_NO_NATIVE.evaluate(new ClassFileImporter().importClasses(UsesAtspi.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString())
                .contains("io.github.javaatspi.atspi.AtspiRoles", "io.github.javaatspi.atspi.AtspiStates");
    }

    @Test
    void ruleLetsTheModelAndTheToolkitThrough() {
        EvaluationResult result = NO_BUS_NO_NATIVE.evaluate(new ClassFileImporter().importClasses(UsesModel.class));

        assertThat(result.hasViolation()).isFalse();
    }

    @SuppressWarnings("unused")
    static final class UsesAtspi {
        io.github.javaatspi.atspi.AtspiRoles roles;
        io.github.javaatspi.atspi.AtspiStates states;
    }

    @SuppressWarnings("unused")
    static final class UsesModel {
        io.github.javaatspi.model.Role role;
        javax.swing.JButton button;
    }
}
