package io.github.javaatspi.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class ModelBoundaryTest {
    /** java.base only: no desktop, no javax, no libraries, no other module of the bridge. */
    static final ArchRule JAVA_BASE_ONLY = noClasses()
            .should().dependOnClassesThat().resideOutsideOfPackages("java..", "io.github.javaatspi.model..")
            .orShould().dependOnClassesThat().resideInAnyPackage("java.awt..", "java.beans..", "java.applet..",
                    "java.sql..", "java.rmi..", "java.net.http..");

    @Test
    void modelDependsOnJavaBaseOnly() {
        JavaClasses model = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.model");

        assertThat(model).isNotEmpty();
        JAVA_BASE_ONLY.check(model);
    }

    @Test
    void ruleCatchesDesktopAndBeansDependencies() {
        EvaluationResult result = JAVA_BASE_ONLY.evaluate(new ClassFileImporter().importClasses(UsesDesktop.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString()).contains("java.awt.Point", "java.beans.PropertyChangeEvent");
    }

    @SuppressWarnings("unused")
    static final class UsesDesktop {
        java.awt.Point point;
        java.beans.PropertyChangeEvent event;
    }
}
