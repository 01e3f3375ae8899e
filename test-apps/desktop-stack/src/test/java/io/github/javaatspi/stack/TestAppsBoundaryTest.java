package io.github.javaatspi.stack;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import io.github.javaatspi.stranger.Stranger;
import org.junit.jupiter.api.Test;

class TestAppsBoundaryTest {
    /** The desktop fixture judges the bridge from outside: it uses nothing of ours but itself. */
    static final ArchRule NOTHING_OF_THE_BRIDGE = noClasses()
            .that().resideInAPackage("io.github.javaatspi.stack..")
            .should().dependOnClassesThat(resideInAPackage("io.github.javaatspi..")
                    .and(DescribedPredicate.not(resideInAPackage("io.github.javaatspi.stack.."))));

    @Test
    void desktopStackDependsOnNothingOfTheBridge() {
        JavaClasses stack = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.github.javaatspi.stack");

        assertThat(stack).isNotEmpty();
        NOTHING_OF_THE_BRIDGE.check(stack);
    }

    @Test
    void ruleCatchesAClassOfOursOutsideThePackage() {
        EvaluationResult result = NOTHING_OF_THE_BRIDGE.evaluate(
                new ClassFileImporter().importClasses(UsesStranger.class, UsesItself.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString())
                .contains(Stranger.class.getName())
                .doesNotContain(UsesItself.class.getName());
    }

    @SuppressWarnings("unused")
    static final class UsesStranger {
        Stranger stranger;
    }

    @SuppressWarnings("unused")
    static final class UsesItself {
        Deadline deadline;
    }
}
