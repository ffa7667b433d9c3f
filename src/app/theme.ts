import { createTheme } from '@mantine/core';

// Shade 8 of the primary colour: white text on it passes WCAG AA (shade 6 gives 3.55:1).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
});
