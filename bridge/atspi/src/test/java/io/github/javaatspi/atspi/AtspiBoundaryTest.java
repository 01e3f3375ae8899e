package io.github.javaatspi.atspi;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class AtspiBoundaryTest {
    /** AT-SPI semantics know neither the toolkit nor the D-Bus library. */
    static final ArchRule NO_TOOLKIT_NO_BUS = noClasses()
            .that().resideInAPackage("io.github.javaatspi.atspi..")
            .should().dependOnClassesThat().resideInAnyPackage("java.awt..", "javax.swing..",
                    "javax.accessibility..", "org.freedesktop..", "io.github.javaatspi.swing..",
                    "io.github.javaatspi.bus..");

    @Test
    void atspiDependsOnNeitherToolkitNorBus() {
        JavaClasses atspi = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.atspi");

        assertThat(atspi).isNotEmpty();
        NO_TOOLKIT_NO_BUS.check(atspi);
    }

    @Test
    void ruleCatchesToolkitDependencies() {
        EvaluationResult result = NO_TOOLKIT_NO_BUS.evaluate(new ClassFileImporter().importClasses(UsesToolkit.class));

        assertThat(result.getFailureReport().toString())
                .contains("java.awt.Point", "javax.swing.JButton", "javax.accessibility.AccessibleRole");
    }

    @SuppressWarnings("unused")
    static final class UsesToolkit {
        java.awt.Point point;
        javax.swing.JButton button;
        javax.accessibility.AccessibleRole role;
    }
}
