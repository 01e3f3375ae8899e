package io.github.javaatspi.atspi;

/**
 * What the {@code org.a11y.atspi.Application} interface reports about the toolkit.
 * {@code toolkitName} decides which Orca script runs (Orca up to 48 has a script for JAW's
 * "J2SE-access-bridge"); see ARCHITECTURE.md for the default we chose.
 */
public record ApplicationInfo(String toolkitName, String toolkitVersion) {
}
