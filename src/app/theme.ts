import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontStack = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// One theme for the whole product; the colour scheme follows the system ("auto").
// Shades are chosen so text on filled buttons reaches WCAG AA (4.5:1) in both schemes:
// Mantine's default indigo.6 gives white text only 4.3:1.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700', textWrap: 'balance' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // Mantine leaves a dialog's × without a name, which screen readers then announce as just "button": named
    // here once, so no dialog can forget it. (By name, not Modal.extend: importing Modal here would put it in
    // the entry's chunk.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // Mantine makes a dialog's or drawer's header a <header>: a second banner landmark beside the top bar's,
    // which axe reports (landmark-no-duplicate-banner) and screen readers list among the page's regions.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

// Mantine's defaults for dimmed, error and some coloured text fall below 4.5:1 (gray.6 on white is
// 3.3:1, red.8 on dark.7 is 3.4:1, red.7 text on white 3.8:1, blue and orange light badges about 3:1), which axe
// reports as serious. Pass this to MantineProvider's `cssVariablesResolver` prop.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    // Even orange.9 is 3.6:1 on the orange light background; darkened, it stays orange.
    '--mantine-color-orange-light-color': 'color-mix(in srgb, var(--mantine-color-orange-9), black 30%)',
    // White on red.7 (a filled red button: Delete, Sign out in the dialogs) is 3.9:1; on red.9, 5.4:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': 'color-mix(in srgb, var(--mantine-color-red-9), black 15%)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});
