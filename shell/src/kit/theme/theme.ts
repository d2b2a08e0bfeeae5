/**
 * The Housesit theme: one object, passed to styled-components' ThemeProvider by KitProvider and
 * also imported directly by the kit's primitives (so they look right even outside a provider).
 */
export const theme = {
  colors: {
    primary: '#1f6f5c',
    primaryHover: '#185a4a',
    primaryText: '#ffffff',
    accent: '#f2a541',
    text: '#1c2430',
    textMuted: '#5b6676',
    background: '#f6f7f4',
    surface: '#ffffff',
    surfaceMuted: '#eef1ec',
    border: '#d7ddd5',
    focus: '#2563eb',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSurface: '#fdecea',
    // Darkened so every Badge tone is at least 4.5:1 on its surface (WCAG AA): success 5.5:1,
    // warning 5.3:1 (were 4.47 and 4.44).
    success: '#176f33',
    successSurface: '#e6f4ea',
    warning: '#8a5c00',
    warningSurface: '#fff4d6',
    info: '#1d4ed8',
    infoSurface: '#e8effd',
    overlay: 'rgba(16, 24, 32, 0.55)',
  },
  /** Spacing scale in px: space[2] = 8px. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64] as const,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 32, 0.06), 0 1px 3px rgba(16, 24, 32, 0.1)',
    floating: '0 8px 24px rgba(16, 24, 32, 0.16)',
  },
  /** Min-width media queries, e.g. `@media ${theme.breakpoints.md}`. */
  breakpoints: {
    sm: '(min-width: 480px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
  },
  zIndex: { nav: 20, dropdown: 30, dialog: 40, toast: 50 },
} as const;

export type Theme = typeof theme;

/** Gap helper: a number is a step of `theme.space`, as px. */
export function space(step: number): string {
  const value = theme.space[Math.max(0, Math.min(step, theme.space.length - 1))] ?? 0;
  return `${value}px`;
}

// Types `props.theme` in every styled component of the shell and the remotes.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
