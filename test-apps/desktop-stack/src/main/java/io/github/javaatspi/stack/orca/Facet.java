package io.github.javaatspi.stack.orca;

/** The parts of Orca's speech a step compares; the rest of what Orca says is not compared. */
public enum Facet {
    /** Names of the app's objects: labels, titles, items, accelerators. */
    NAME,
    /** Role names ("push button", "check box", also noise such as "layered pane"). */
    ROLE,
    /** States ("checked", "expanded", "selected"...). */
    STATE,
    /** Values: a text field's content, a combo box's choice. */
    VALUE,
    /** Where an item is: "2 of 5", "5 items", "4 rows", "column 2". */
    POSITION,
    /** Nesting: "tree level 2". */
    LEVEL,
    /** Every word Orca says, for steps whose words are the point (a character, a word, a line of text). */
    TEXT,
    /** Key echo: what Orca says about the key itself, which it hears only when the app forwards keys. */
    ECHO
}
