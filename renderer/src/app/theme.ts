import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Teal's darkest shade is the only one with 4.5:1 against white (WCAG 1.4.3): filled buttons with
  // white text, links on white, in both colour schemes.
  primaryShade: 9,
  defaultRadius: 'sm',
});

/** `shade` darkened just enough for white text on it to reach 4.5:1 (WCAG 1.4.3, normal text). */
function darkEnoughForWhiteText(shade: string): string {
  let amount = 0;
  while (1.05 / (luminance(darken(shade, amount)) + 0.05) < 4.5) amount += 0.05;
  return darken(shade, amount);
}

/** Filled badges and buttons of the colours whose darkest shade is still too light for white text. */
function filledColors(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([, shades]) => darkEnoughForWhiteText(shades[9]) !== darken(shades[9], 0))
      .map(([name, shades]) => [`--mantine-color-${name}-filled`, darkEnoughForWhiteText(shades[9])]),
  );
}

/**
 * Mantine's colours where its defaults fall short of WCAG AA contrast (4.5:1 for text), set once here
 * rather than on each screen: dimmed text; the text of the "light" variant (active menu entry, light
 * badges and buttons), shade 9 on shade 1 by default (4.3:1 for teal, 2.7:1 for yellow); filled green,
 * lime, yellow and orange under white text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
    ...filledColors(current.colors),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    ...filledColors(current.colors),
  },
});
