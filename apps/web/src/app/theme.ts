import { Anchor, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Mantine's system stack, with the self-hosted Devanagari and Gujarati faces (src/i18n/fonts)
// before the generic fallback: declared only once a Hindi or Gujarati page loads them, and used
// only for those scripts' letters (their unicode-range), so English pages never fetch them.
const fontFamily =
  '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, Noto Sans Devanagari, ' +
  'Noto Sans Gujarati, sans-serif, Apple Color Emoji, Segoe UI Emoji';

/** The names of Mantine's icon-only buttons, in the reader's language (providers.tsx). */
export interface ThemeLabels {
  dismissNotification: string;
  close: string;
}

// Shade 7 keeps white text on filled buttons and links on white above WCAG AA (about 5:1).
export const themeWith = (labels: ThemeLabels) =>
  createTheme({
    fontFamily,
    headings: { fontFamily },
    primaryColor: 'indigo',
    primaryShade: { light: 7, dark: 7 },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Plain objects, not Menu.extend(…): naming a component here would put its code (and
    // floating-ui's, for Menu) into every first page load, though most pages never open one.
    components: {
      // Links inside text must not rely on colour alone (WCAG 1.4.1; in dark mode the link and
      // text colours are too close). Navigation-style links opt out with underline="never".
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // Mantine's focus placeholder is a role="presentation" child of role="menu", which axe
      // rejects (aria-required-children). Without it, Enter still focuses the first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A notification's close button is an icon only; give it a name (axe button-name).
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': labels.dismissNotification } },
      },
      // Likewise a dialog's close button; confirm dialogs (modals.openConfirmModal) had none.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
    },
  });

// Mantine's default "dimmed" grey is about 3.3:1 on white and 4:1 on the dark body, below AA
// for body text; these shades keep secondary text readable in both schemes. The hovered light
// variant (an active sidebar link under the pointer) is indigo-2 by default, 4.1:1 against its
// indigo-9 text; halfway to indigo-1 it stays visibly different and reaches 4.7:1. Field errors
// (text and the invalid field's own colour) are red-6 on white by default, 3.3:1, and red-8 on
// the dark body, 3.4:1 (on a dark input 3.0:1): red-9 reaches 5.5:1 on white, red-5 4.9:1 on a
// dark input. Red actions (Remove, Delete, Cancel registration) likewise: white on filled red-7
// is 3.7:1, and red-9 text on the light variant's hovered red-2 3.8:1; filled red-9 (darker under
// the pointer) and light backgrounds of red-0 (5.1:1), red-1 when hovered (4.5:1) pass.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': 'color-mix(in srgb, var(--mantine-color-red-9), black 15%)',
    '--mantine-color-red-light': 'var(--mantine-color-red-0)',
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-1)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-indigo-light-hover':
      'color-mix(in srgb, var(--mantine-color-indigo-1), var(--mantine-color-indigo-2))',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
