package io.github.javaatspi.agent.runtime;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

class AgentBoundaryTest {
    /**
     * The runtime is loaded by the bridge's own class loader, the bootstrap by the application's:
     * a reference from runtime to bootstrap would load a second, unrelated copy of the class.
     */
    static final ArchRule RUNTIME_DOES_NOT_SEE_THE_BOOTSTRAP = noClasses()
            .that().resideInAnyPackage("io.github.javaatspi.agent.runtime..", "io.github.javaatspi.agent.cli..")
            .should().dependOnClassesThat().resideInAPackage("io.github.javaatspi.agent");

    @Test
    void runtimeNeverReferencesBootstrapClasses() {
        JavaClasses runtime = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.agent.runtime", "io.github.javaatspi.agent.cli");

        assertThat(runtime).isNotEmpty();
        RUNTIME_DOES_NOT_SEE_THE_BOOTSTRAP.check(runtime);
    }

    @Test
    void ruleCatchesARuntimeClassThatUsesTheBootstrap() {
        EvaluationResult result = RUNTIME_DOES_NOT_SEE_THE_BOOTSTRAP.evaluate(
                new ClassFileImporter().importClasses(UsesBootstrap.class, UsesItsOwnPackage.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString())
                .contains("io.github.javaatspi.agent.AtspiAgent")
                .doesNotContain(UsesItsOwnPackage.class.getName());
    }

    @SuppressWarnings("unused")
    static final class UsesBootstrap {
        io.github.javaatspi.agent.AtspiAgent agent;
    }

    @SuppressWarnings("unused")
    static final class UsesItsOwnPackage {
        Config config;
        io.github.javaatspi.bus.wire.BusConnection connection;
    }
}
