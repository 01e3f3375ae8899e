/**
 * The Orca suite's harness: the distribution's Orca running headless on a private desktop with its
 * speech recorded ({@link io.github.javaatspi.stack.orca.Orca}), scenarios as data
 * ({@link io.github.javaatspi.stack.orca.OrcaScenarios}) run with XTEST keys on a Swing app and its
 * GTK 3 twin ({@link io.github.javaatspi.stack.orca.ScenarioRunner}), and speech reduced to the
 * facts a listener needs ({@link io.github.javaatspi.stack.orca.SpeechFacts}) so the two can be
 * compared step by step ({@link io.github.javaatspi.stack.orca.Comparison}).
 */
package io.github.javaatspi.stack.orca;
