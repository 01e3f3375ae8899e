package io.github.javaatspi.model;

/** The optional faces an accessible object shows besides its basic identity. */
public enum Capability {
    COMPONENT, ACTION, TEXT, EDITABLE_TEXT, VALUE, SELECTION, TABLE, TABLE_CELL, IMAGE, HYPERTEXT,
    HYPERLINK, DOCUMENT
}
