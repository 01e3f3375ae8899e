package io.github.javaatspi.agent;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.accessibility.AccessibilityProvider;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What keeps the application's class path clean: the agent jar shows the application only the
 * bootstrap package, and the bootstrap uses nothing but the JDK, so the bridge and its
 * dependencies stay behind their own class loader.
 */
class AgentJarLayoutTest {
    private static final String BOOTSTRAP = "io.github.javaatspi.agent";

    /** The bootstrap's top-level package (not its subpackages) uses only the JDK and itself. */
    static final ArchRule BOOTSTRAP_USES_ONLY_THE_JDK = classes()
            .that().resideInAPackage(BOOTSTRAP)
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax.accessibility..", BOOTSTRAP);

    @Test
    void theBootstrapPackageDependsOnNothingButTheJdk() {
        JavaClasses agent = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(BOOTSTRAP);

        assertThat(agent.stream().filter(c -> c.getPackageName().equals(BOOTSTRAP)).map(JavaClass::getSimpleName))
                .contains("AtspiAgent", "AtspiAssistiveTechnology", "Implementation");
        BOOTSTRAP_USES_ONLY_THE_JDK.check(agent);
    }

    @Test
    void ruleCatchesABootstrapClassThatUsesTheBridge() {
        EvaluationResult result = BOOTSTRAP_USES_ONLY_THE_JDK.evaluate(
                new ClassFileImporter().importClasses(UsesRuntime.class, UsesJdk.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().toString())
                .contains("io.github.javaatspi.agent.runtime.Config", "org.slf4j.Logger")
                .doesNotContain(UsesJdk.class.getName());
    }

    @Test
    void theAssemblyPutsOnlyTheBootstrapAtTheTopAndEverythingElseUnderTheImplementationDirectory()
            throws Exception {
        Document descriptor = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(module().resolve("src/assembly/agent.xml").toFile());

        List<String> top = new ArrayList<>();
        List<String> impl = new ArrayList<>();
        NodeList fileSets = descriptor.getElementsByTagName("fileSet");
        for (int i = 0; i < fileSets.getLength(); i++) {
            Element set = (Element) fileSets.item(i);
            String out = text(set, "outputDirectory");
            List<String> includes = texts(set, "include");
            if (out.equals("/")) {
                top.addAll(includes);
            } else {
                assertThat(out + "/").isEqualTo(Implementation.IMPL_DIR);
                impl.addAll(includes);
            }
        }
        assertThat(top).containsExactly("io/github/javaatspi/agent/*.class");
        assertThat(impl).contains("io/github/javaatspi/agent/runtime/**");
        NodeList dependencySets = descriptor.getElementsByTagName("dependencySet");
        assertThat(dependencySets.getLength()).isPositive();
        for (int i = 0; i < dependencySets.getLength(); i++) {
            assertThat(text((Element) dependencySets.item(i), "outputDirectory") + "/")
                    .as("dependencies go under the implementation directory").isEqualTo(Implementation.IMPL_DIR);
        }
    }

    @Test
    void theCompiledBootstrapIsWhatTheAssemblyPicksUp() throws IOException {
        Path classes = Path.of(AtspiAgent.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        Path bootstrap = classes.resolve("io/github/javaatspi/agent");

        List<String> topLevel;
        try (var files = Files.list(bootstrap)) {
            topLevel = files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).toList();
        }
        assertThat(topLevel).allSatisfy(name -> assertThat(name).endsWith(".class"))
                .contains("AtspiAgent.class", "AtspiAssistiveTechnology.class", "Implementation.class");
        assertThat(bootstrap.resolve("runtime/Entry.class")).as("the runtime stays a subdirectory").exists();
    }

    /**
     * AWT makes every accessibility provider on the class path whenever any assistive technology
     * is named, and a provider's constructor throws under a security manager that does not grant
     * it (Java 17 to 23): a provider of ours would stop such an application from starting.
     */
    @Test
    void theJarDeclaresNoAccessibilityProviderAndAwtCanMakeTheBridgeByName() throws Exception {
        List<URL> files = Collections.list(getClass().getClassLoader()
                .getResources("META-INF/services/javax.accessibility.AccessibilityProvider"));
        assertThat(files).as("service files declaring accessibility providers").isEmpty();

        // What Toolkit.fallbackToLoadClassForAT does with a name it finds in the list.
        Class<?> named = Class.forName(AtspiAssistiveTechnology.class.getName(), false,
                ClassLoader.getSystemClassLoader());
        assertThat(AccessibilityProvider.class.isAssignableFrom(named)).as("a provider").isFalse();
        assertThat(Modifier.isPublic(named.getModifiers())).isTrue();
        assertThat(named.getConstructor().getParameterCount()).isZero();
    }

    @Test
    void theManifestStartsTheAgentInTheBootstrap() throws Exception {
        String pom = Files.readString(module().resolve("pom.xml"));

        assertThat(pom).contains("<Premain-Class>" + AtspiAgent.class.getName() + "</Premain-Class>")
                .contains("<Agent-Class>" + AtspiAgent.class.getName() + "</Agent-Class>");
        assertThat(AtspiAgent.class.getMethod("premain", String.class, java.lang.instrument.Instrumentation.class))
                .isNotNull();
        assertThat(AtspiAgent.class.getMethod("agentmain", String.class, java.lang.instrument.Instrumentation.class))
                .isNotNull();
    }

    private static Path module() {
        Path base = Path.of(System.getProperty("basedir", "."));
        assertThat(base.resolve("src/assembly/agent.xml")).as("the javaagent module directory").exists();
        return base;
    }

    private static String text(Element parent, String tag) {
        NodeList l = parent.getElementsByTagName(tag);
        return l.getLength() == 0 ? "" : l.item(0).getTextContent().trim();
    }

    private static List<String> texts(Element parent, String tag) {
        List<String> out = new ArrayList<>();
        NodeList l = parent.getElementsByTagName(tag);
        for (int i = 0; i < l.getLength(); i++) {
            out.add(l.item(i).getTextContent().trim());
        }
        return out;
    }

    @SuppressWarnings("unused")
    static final class UsesRuntime {
        io.github.javaatspi.agent.runtime.Config config;
        org.slf4j.Logger logger;
    }

    @SuppressWarnings("unused")
    static final class UsesJdk {
        java.util.List<String> list;
        javax.accessibility.AccessibilityProvider provider;
        AtspiAgent agent;
    }
}
