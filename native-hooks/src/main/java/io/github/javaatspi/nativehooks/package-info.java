/**
 * Native help through JNA, behind small interfaces: abstract-namespace unix sockets, X
 * root-window properties and the keymap (declared by the bus and swing modules), and the JIT
 * compiler threads' priority. JNA is loaded lazily, only when one of these is actually used, so
 * a normal start loads no native code (and Java 24+ prints no native-access warning).
 */
package io.github.javaatspi.nativehooks;
