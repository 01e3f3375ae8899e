/**
 * Native help through JNA, behind the small interfaces the bus and swing modules declare:
 * abstract-namespace unix sockets, X root-window properties. JNA is loaded lazily, only when
 * one of these is actually used, so a normal start loads no native code (and Java 24+ prints
 * no native-access warning).
 */
package io.github.javaatspi.nativehooks;
