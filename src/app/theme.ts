import { Alert, Anchor, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Contrast (WCAG AA, checked by axe on every screen in both schemes): primary shade 8 (white on it
// 5.0:1; shade 6 gives 3.55:1), dimmed text one step darker than Mantine's default (gray 6 is
// 3.3:1 on white), error red 9 / 4, and alert titles in the body text colour instead of the tinted one.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // Links inside text are told apart by more than colour.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Every dialog's close button has a name, whoever writes the dialog (a plain object: importing
    // Modal here would put its code in the first screen's bundle).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // And every notification's (Mantine's own has no name; axe refuses a nameless button).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // A picker opens on typing, a click or the arrow keys, never because Tab passed through it.
    Select: { defaultProps: { openOnFocus: false } },
    Autocomplete: { defaultProps: { openOnFocus: false } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[9]! },
  dark: { '--mantine-color-dimmed': t.colors.dark[1]!, '--mantine-color-error': t.colors.red[4]! },
});
