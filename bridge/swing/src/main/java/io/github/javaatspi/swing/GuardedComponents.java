package io.github.javaatspi.swing;

import java.awt.Component;
import java.net.URL;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.table.JTableHeader;
import javax.swing.text.JTextComponent;

/**
 * The Swing and AWT getters that reads call, guarded like {@link GuardedContext}, and for the
 * same reason written out.
 */
final class GuardedComponents {
    private GuardedComponents() {
    }

    static String getName(Component component, String fallback) {
        try {
            return orElse(component.getName(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isEnabled(Component component, boolean fallback) {
        try {
            return component.isEnabled();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isVisible(Component component, boolean fallback) {
        try {
            return component.isVisible();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isShowing(Component component, boolean fallback) {
        try {
            return component.isShowing();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isFocusable(Component component, boolean fallback) {
        try {
            return component.isFocusable();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isFocusOwner(Component component, boolean fallback) {
        try {
            return component.isFocusOwner();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Object getClientProperty(JComponent component, Object key, Object fallback) {
        try {
            return orElse(component.getClientProperty(key), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getText(AbstractButton button, String fallback) {
        try {
            return orElse(button.getText(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isDefaultButton(JButton button, boolean fallback) {
        try {
            return button.isDefaultButton();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getText(JLabel label, String fallback) {
        try {
            return orElse(label.getText(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isEditable(JTextComponent field, boolean fallback) {
        try {
            return field.isEditable();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getItemCount(JComboBox<?> combo, int fallback) {
        try {
            return combo.getItemCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static JTableHeader getTableHeader(JTable table, JTableHeader fallback) {
        try {
            return table.getTableHeader();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getSelectedRowCount(JTable table, int fallback) {
        try {
            return table.getSelectedRowCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getSelectedColumnCount(JTable table, int fallback) {
        try {
            return table.getSelectedColumnCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getString(JProgressBar bar, String fallback) {
        try {
            return orElse(bar.getString(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Object getValue(JSpinner spinner, Object fallback) {
        try {
            return orElse(spinner.getValue(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getContentType(JEditorPane pane, String fallback) {
        try {
            return orElse(pane.getContentType(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static URL getPage(JEditorPane pane, URL fallback) {
        try {
            return orElse(pane.getPage(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    private static <T> T orElse(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
