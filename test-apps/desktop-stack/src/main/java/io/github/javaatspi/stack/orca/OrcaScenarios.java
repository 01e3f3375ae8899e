package io.github.javaatspi.stack.orca;

import static io.github.javaatspi.stack.orca.Step.launch;
import static io.github.javaatspi.stack.orca.Step.press;

import java.util.List;

/**
 * The Orca suite's scenarios, as data. Each step says whether OrcaIT asserts it for the bridge
 * today ({@link Gate#asserted}: Orca needs only what the bridge already serves) or only scores
 * it in the report ({@link Gate#reported}: the gate names what Orca evidently lacks). When the
 * bridge grows the missing piece, the step's gate becomes an asserted one.
 */
public final class OrcaScenarios {
    /** DemoApp and gtk/demo_twin.py: a menu bar, a labelled form, buttons opening dialogs. */
    public static final ScenarioApp DEMO = new ScenarioApp("io.github.javaatspi.testapps.DemoApp",
            "io/github/javaatspi/testapps/gtk/demo_twin.py", "Java AT-SPI Demo", Vocabulary.of(
                    List.of("Java AT-SPI Demo", "Form", "Name", "Password", "Colour", "Subscribe", "Notify me",
                            "Press me", "Open dialog", "Open modal dialog", "Not pressed yet", "File", "New", "Open",
                            "Word wrap", "Small", "Large", "Exit", "Help", "About", "Demo dialog",
                            "Modal demo dialog", "This dialog closes with its button", "Close", "Ctrl+N", "Ctrl+O"),
                    // Orca says a password's content as "N black circle characters", N varying with its
                    // grouping of repeated characters.
                    List.of("Ada Lovelace", "Red", "Green", "Blue", "black circle characters")));
    /** ViewsApp and gtk/views_twin.py: a list, a table and a tree. */
    public static final ScenarioApp VIEWS = new ScenarioApp("io.github.javaatspi.testapps.ViewsApp",
            "io/github/javaatspi/testapps/gtk/views_twin.py", "Java AT-SPI Views", Vocabulary.of(
                    List.of("Java AT-SPI Views", "Apple", "Banana", "Cherry", "Damson", "Elderberry", "City",
                            "Country", "Population", "Lisbon", "Portugal", "545000", "Oslo", "Norway", "709000",
                            "Quito", "Ecuador", "2800000", "Hanoi", "Vietnam", "8000000", "Animals", "Birds", "Robin",
                            "Wren", "Fish", "Trout"),
                    List.of()));
    /** ControlsApp and gtk/controls_twin.py: a radio group, a slider, a spinner, a progress bar, tabs, Save. */
    public static final ScenarioApp CONTROLS = new ScenarioApp("io.github.javaatspi.testapps.ControlsApp",
            "io/github/javaatspi/testapps/gtk/controls_twin.py", "Java AT-SPI Controls", Vocabulary.of(
                    List.of("Java AT-SPI Controls", "Size", "Small", "Medium", "Large", "Volume", "Copies",
                            "Progress", "General settings", "Advanced settings", "General", "Advanced", "Save",
                            "Saved", "Not saved"),
                    // The slider's, the spinner's and the progress bar's values.
                    List.of("5", "6", "1", "2", "40", "60")));
    /** EditorApp and gtk/editor_twin.py: a File menu with a Recent submenu, a Font combo box, a multi-line text. */
    public static final ScenarioApp EDITOR = new ScenarioApp("io.github.javaatspi.testapps.EditorApp",
            "io/github/javaatspi/testapps/gtk/editor_twin.py", "Java AT-SPI Editor", Vocabulary.of(
                    List.of("Java AT-SPI Editor", "File", "New", "Recent", "Letter", "Minutes", "Exit", "Font",
                            "Notes", "Ctrl+N", "Ctrl+L", "Ctrl+M"),
                    List.of("Serif", "Sans", "Mono")));

    /** Orca learns all it says here from focus, window and state events and the snapshot's names, roles, states. */
    private static final Gate EVENTS = Gate.asserted("focus, window and state events with names, roles and states");
    /**
     * A window or dialog is announced with the context down to the focus: the window's cache
     * entry refreshed before window:activate, and Swing's JLayeredPane a filler, which Orca
     * passes over as it passes over GTK's layout boxes.
     */
    private static final Gate WINDOWS = Gate.asserted("windows and dialogs announced with their context and text,"
            + " no layered pane");
    /** Orca reads a text field's content, and a password's mask, through the Text interface. */
    private static final Gate FIELD_TEXT = Gate.asserted("a text field's content through the Text interface");
    /** Orca takes a combo box's choice from the Selection interface of the box or its list. */
    private static final Gate COMBO_CHOICE = Gate.asserted("the combo box's choice through the Selection interface");
    /** Orca reads a table's size, column headers and, on Up/Down, the whole row through the Table interface. */
    private static final Gate TABLE = Gate.asserted("the Table interface: size, column headers, row reading");
    /**
     * Orca 43 says a tree row's level along NODE_CHILD_OF and, for a table cell of a table, its
     * children along NODE_PARENT_OF ("2 items"): a JTree is a tree table of cells, as GTK's.
     */
    private static final Gate TREE_ROWS = Gate.asserted("tree rows as table cells of a tree table, with"
            + " NODE_CHILD_OF and NODE_PARENT_OF; a leaf is not collapsed");
    /**
     * Orca reads characters, words and selections at the caret through the Text interface, and
     * GetSelection of a selection that does not exist as the empty range at the caret: an error
     * reply there gave Orca 43 garbage offsets for a selection, and with them its silences.
     */
    private static final Gate CARET_TEXT = Gate.asserted("caret, word and selection speech through the Text"
            + " interface; no selection is the empty range at the caret");
    /** Flat review reads the words on screen through the Text interface of what shows text. */
    private static final Gate FLAT_REVIEW = Gate.asserted("flat review reads the field's words through the Text"
            + " interface");
    /** Orca hears a key typed in the app only when the app forwards it, and takes its own commands. */
    private static final Gate KEYS = Gate.asserted("key forwarding: Orca hears the app's keys and takes its"
            + " own commands");
    /** Orca speaks what BackSpace removed from the text-changed:delete event, once it saw the BackSpace. */
    private static final Gate DELETED_TEXT = Gate.asserted("key forwarding and text-changed:delete carrying the"
            + " removed text");
    /** Orca follows a combo box's popup list through focus and selection events and speaks the choice. */
    private static final Gate POPUP = Gate.asserted("the combo box's popup list: its items focused, the choice"
            + " through the Selection interface");
    /** Orca reads the line at the caret through the Text interface's line boundaries after a caret move. */
    private static final Gate LINES = Gate.asserted("line speech on caret moves through the Text interface's line"
            + " boundaries");
    /** For Delete, Orca speaks the character the caret is now on, once it saw the key and text-changed:delete. */
    private static final Gate DELETED_AT_CARET = Gate.asserted("key forwarding, text-changed:delete and the"
            + " character at the caret");
    /** Say-all reads the text from the caret by sentences through the Text interface, moving the caret. */
    private static final Gate SAY_ALL = Gate.asserted("say-all: sentences through the Text interface");
    /** Orca reads a slider's and a spinner's value, and its changes, through the Value interface and value events. */
    private static final Gate VALUES = Gate.asserted("the Value interface and value-changed events");
    /** Orca 43 speaks a notification that becomes showing: the bridge's announcement for clients before Orca 45. */
    private static final Gate ANNOUNCEMENT = Gate.asserted("an announcement as a notification that becomes showing");

    private OrcaScenarios() {
    }

    public static List<Scenario> all() {
        return List.of(window(), form(), menus(), dialog(), list(), table(), tree(), textEditing(), orcaCommands(),
                controls(), comboPopup(), submenus(), multiLineText());
    }

    static Scenario window() {
        return new Scenario("window", DEMO, List.of(
                launch("the window and the focused field are announced", "Java AT-SPI Demo", WINDOWS)));
    }

    static Scenario form() {
        return new Scenario("form", DEMO, List.of(
                launch("the window opens on the Name field", "Name", WINDOWS),
                press("Tab", "Tab to the password field", "Password", FIELD_TEXT),
                press("Tab", "Tab to the combo box", "Colour", COMBO_CHOICE),
                press("Tab", "Tab to a checked check box", "Subscribe", EVENTS),
                press("space", "space unchecks it", "not checked", EVENTS),
                press("Tab", "Tab to an unchecked check box", "Notify me", EVENTS),
                press("shift+Tab", "Shift+Tab back", "Subscribe", EVENTS),
                press("shift+Tab shift+Tab shift+Tab", "Shift+Tab back to the Name field", "Name", FIELD_TEXT),
                press("shift+Tab", "Shift+Tab wraps to the last button", "Open modal dialog", EVENTS),
                press("shift+Tab", "Shift+Tab to the previous button", "Open dialog", EVENTS)));
    }

    static Scenario menus() {
        return new Scenario("menus", DEMO, List.of(
                launch("the window opens", "Name", WINDOWS),
                press("F10", "F10 opens the File menu", "File", EVENTS),
                press("Down", "Down to the first item and its accelerator", "New", EVENTS),
                press("Down", "Down to the next item", "Open", EVENTS),
                press("Down", "Down to a check menu item", "Word wrap", EVENTS),
                press("Down", "Down to a radio menu item", "Small", EVENTS),
                // GTK also selects the next menu's first item, Swing opens the menu with no item
                // selected: both tell the user a menu, which is what is compared.
                press("Right", "Right to the Help menu", "Help", EVENTS).comparing(Facet.ROLE),
                press("Escape", "Escape closes the menu, focus back in the form", "Name", FIELD_TEXT),
                press("alt+h", "the mnemonic Alt+H opens the Help menu", "About", EVENTS),
                press("Escape", "Escape closes it again", "Name", FIELD_TEXT)));
    }

    static Scenario dialog() {
        return new Scenario("dialog", DEMO, List.of(
                launch("the window opens", "Name", WINDOWS),
                press("shift+Tab shift+Tab", "Shift+Tab to the Open dialog button", "Open dialog", EVENTS),
                press("space", "the dialog opens: title, text and button", "Close", WINDOWS),
                press("space", "Close: the window and its button again", "Open dialog", WINDOWS),
                press("Tab", "Tab to the modal dialog's button", "Open modal dialog", EVENTS),
                press("space", "the modal dialog opens", "Close", WINDOWS),
                press("space", "Close: the window and its button again", "Open modal dialog", WINDOWS)));
    }

    static Scenario list() {
        return new Scenario("list", VIEWS, List.of(
                launch("the window opens on the selected item", "Banana", WINDOWS),
                press("Down", "Down", "Cherry", EVENTS),
                press("Down", "Down again", "Damson", EVENTS),
                press("Up", "Up", "Cherry", EVENTS),
                press("End", "End", "Elderberry", EVENTS),
                press("Home", "Home", "Apple", EVENTS)));
    }

    static Scenario table() {
        return new Scenario("table", VIEWS, List.of(
                launch("the window opens", "Banana", WINDOWS),
                press("ctrl+Tab", "Ctrl+Tab into the table: its size and first row", "Lisbon", TABLE),
                press("Down", "Down reads the next row", "Oslo", TABLE),
                press("Right", "Right to the next cell and its column", "Norway", TABLE),
                press("Right", "Right again", "709000", TABLE),
                press("Up", "Up reads the row above", "545000", TABLE)));
    }

    static Scenario tree() {
        return new Scenario("tree", VIEWS, List.of(
                launch("the window opens", "Banana", WINDOWS),
                press("ctrl+shift+Tab", "Ctrl+Shift+Tab into the tree: the root", "Animals", TREE_ROWS),
                press("Down", "Down to a collapsed branch one level deeper", "Birds", TREE_ROWS),
                press("Right", "Right expands it", "expanded", TREE_ROWS),
                press("Down", "Down to a leaf one level deeper", "Robin", TREE_ROWS),
                press("Left", "Left back to the parent", "Birds", TREE_ROWS),
                press("Left", "Left collapses it", "collapsed", EVENTS),
                press("Down", "Down to the next branch on the same level", "Fish", EVENTS)));
    }

    static Scenario textEditing() {
        return new Scenario("text editing", DEMO, List.of(
                launch("the window opens on the Name field", "Name", WINDOWS),
                press("s", "typing echoes the character", "s", KEYS).comparing(Facet.TEXT, Facet.ECHO),
                press("BackSpace", "BackSpace speaks the removed character", "s", DELETED_TEXT)
                        .comparing(Facet.TEXT),
                press("Left", "Left speaks the character", "e", CARET_TEXT).comparing(Facet.TEXT),
                press("ctrl+Left", "Ctrl+Left speaks the word", "Lovelace", CARET_TEXT).comparing(Facet.TEXT),
                press("Home", "Home speaks the first character", "A", CARET_TEXT).comparing(Facet.TEXT),
                press("shift+End", "Shift+End selects to the end", "selected", CARET_TEXT).comparing(Facet.TEXT),
                press("End", "End leaves the selection", "unselected", CARET_TEXT).comparing(Facet.TEXT),
                press("shift+Left", "Shift+Left selects the last character", "selected", CARET_TEXT)
                        .comparing(Facet.TEXT),
                press("shift+Home", "Shift+Home selects to the start", "selected", CARET_TEXT)
                        .comparing(Facet.TEXT),
                press("shift+Right", "Shift+Right gives the first character back", "unselected", CARET_TEXT)
                        .comparing(Facet.TEXT)));
    }

    static Scenario orcaCommands() {
        return new Scenario("Orca commands", DEMO, List.of(
                launch("the window opens on the Name field", "Name", WINDOWS),
                press("Insert+KP_Enter", "Insert+KP_Enter speaks the title", "Java AT-SPI Demo", KEYS),
                press("KP_Enter", "KP_Enter: where am I", "Name", FIELD_TEXT),
                press("Insert+h", "Insert+H enters learn mode", "learn mode", KEYS),
                press("Escape", "Escape leaves learn mode", "learn mode", KEYS),
                press("KP_Subtract", "KP_Subtract enters flat review", "flat review", FLAT_REVIEW),
                press("KP_Begin", "KP_Begin reads the current item", "Lovelace", FLAT_REVIEW),
                press("KP_Subtract", "KP_Subtract leaves flat review", "flat review", KEYS),
                // If Orca's command keys also reached the app, the field would hold an "h" now.
                press("KP_Enter", "where am I again: no command key reached the field", "Ada Lovelace",
                        FIELD_TEXT)));
    }

    static Scenario controls() {
        return new Scenario("controls", CONTROLS, List.of(
                launch("the window opens on the selected radio button", "Medium", WINDOWS),
                press("Right", "Right selects the next radio button", "Large", EVENTS),
                press("Left", "Left selects the previous one again", "Medium", EVENTS),
                press("Tab", "Tab leaves the group for the slider", "Volume", VALUES),
                press("Right", "Right raises the slider's value", "6", VALUES),
                press("Left", "Left lowers it", "5", VALUES),
                press("Tab", "Tab to the spinner", "Copies", VALUES),
                press("Up", "Up raises the spinner's value", "2", VALUES),
                press("Down", "Down lowers it", "1", VALUES),
                // The app's F5 advances the progress bar, as a background task would: Orca speaks
                // a progress bar's new value in the active application while the focus stays put.
                press("F5", "F5: the progress bar's new value is spoken", "60", VALUES),
                // The progress bar takes no focus in either toolkit: Tab goes on to the tabs.
                press("Tab", "Tab to the selected tab", "General", EVENTS),
                press("Right", "Right to the next tab", "Advanced", EVENTS),
                press("Tab", "Tab to the Save button", "Save", EVENTS),
                press("space", "Save: the status is announced", "Saved", ANNOUNCEMENT)));
    }

    static Scenario comboPopup() {
        return new Scenario("combo popup", EDITOR, List.of(
                launch("the window opens on the combo box", "Font", WINDOWS),
                // GTK 3 pops a menu up in a window of its own, whose activation Orca announces as
                // "combo box"; Swing's popup is the combo box's list, which Orca announces as "List
                // with 3 items". The listener hears the chosen item either way: that is compared.
                press("alt+Down", "Alt+Down opens the popup on the chosen item", "Serif", POPUP)
                        .comparing(Facet.NAME, Facet.VALUE, Facet.STATE),
                press("Down", "Down in the popup", "Sans", POPUP),
                press("Down", "Down again", "Mono", POPUP),
                press("Return", "Return chooses: the popup closes, the choice is spoken", "Mono", POPUP)));
    }

    static Scenario submenus() {
        return new Scenario("submenus", EDITOR, List.of(
                launch("the window opens", "Font", WINDOWS),
                press("F10", "F10 opens the File menu", "File", EVENTS),
                press("Down", "Down to an item and its accelerator", "New", EVENTS),
                press("Down", "Down to the submenu", "Recent", EVENTS),
                press("Right", "Right opens it on its first item and accelerator", "Letter", EVENTS),
                press("Down", "Down in the submenu", "Minutes", EVENTS),
                press("Left", "Left closes it, back on its menu item", "Recent", EVENTS),
                press("Escape", "Escape closes the menu, focus back on the combo box", "Font", EVENTS),
                // Swing opens a menu by its mnemonic on the first item; the twin does too (see it).
                press("alt+f", "Alt+F, the mnemonic, opens the File menu on its first item", "New", EVENTS),
                press("r", "R, the submenu's mnemonic, opens it on its first item", "Letter", EVENTS),
                press("Left", "Left closes the submenu", "Recent", EVENTS),
                press("Escape", "Escape closes the menu", "Font", EVENTS)));
    }

    static Scenario multiLineText() {
        return new Scenario("multi-line text", EDITOR, List.of(
                launch("the window opens", "Font", WINDOWS),
                press("Tab", "Tab to the multi-line text and its first line", "Notes", FIELD_TEXT),
                press("Down", "Down speaks the next line", "engine", LINES).comparing(Facet.TEXT),
                press("Down", "Down speaks the last line", "soon", LINES).comparing(Facet.TEXT),
                press("Up", "Up speaks the line above", "engine", LINES).comparing(Facet.TEXT),
                press("Delete", "Delete speaks the character now at the caret", "h", DELETED_AT_CARET)
                        .comparing(Facet.TEXT),
                press("ctrl+Home", "Ctrl+Home speaks the first line", "Dear", LINES).comparing(Facet.TEXT),
                press("shift+Down", "Shift+Down selects the first line", "selected", CARET_TEXT)
                        .comparing(Facet.TEXT),
                press("shift+Up", "Shift+Up gives it back", "unselected", CARET_TEXT).comparing(Facet.TEXT),
                press("KP_Add", "KP_Add (say all) reads the text to its end", "soon", SAY_ALL)
                        .comparing(Facet.TEXT)));
    }
}
