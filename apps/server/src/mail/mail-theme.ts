/**
 * The app's design tokens (apps/web/src/styles/index.css), as mail needs them: literal colours, since mail
 * clients know no CSS variables. Light is written inline on every element; dark is a stylesheet the clients that
 * honour `prefers-color-scheme` apply (Apple Mail, iOS, Outlook.com through its data-ogsc attribute), and the
 * clients that invert colours themselves (Gmail) start from a light mail with enough contrast to invert well.
 */
export const MAIL_COLOURS = {
  bg: '#f7f7fb',
  surface: '#ffffff',
  fg: '#16172b',
  muted: '#5b5e78',
  line: '#e1e3ee',
  primary: '#4f46e5',
  primaryFg: '#ffffff',
} as const;

const DARK = {
  bg: '#0e0f1a',
  surface: '#171827',
  fg: '#eceefa',
  muted: '#a3a6c2',
  line: '#2c2f45',
  primary: '#818cf8',
  primaryStrong: '#a5b4fc',
  primaryFg: '#0e0f1a',
} as const;

function darkRules(prefix: string): string {
  return [
    // React Email's Body repeats its background on the cell it wraps the mail in.
    `${prefix}.tl-body,${prefix}.tl-body>table>tbody>tr>td{background-color:${DARK.bg}!important}`,
    `${prefix}.tl-card{background-color:${DARK.surface}!important;border-color:${DARK.line}!important}`,
    `${prefix}.tl-fg{color:${DARK.fg}!important}`,
    `${prefix}.tl-muted{color:${DARK.muted}!important}`,
    `${prefix}.tl-brand{color:${DARK.primary}!important}`,
    `${prefix}.tl-link{color:${DARK.primaryStrong}!important}`,
    `${prefix}.tl-line{border-color:${DARK.line}!important}`,
    `${prefix}.tl-button{background-color:${DARK.primary}!important;color:${DARK.primaryFg}!important}`,
  ].join('');
}

export const MAIL_DARK_STYLE = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  `@media (prefers-color-scheme: dark){${darkRules('')}}`,
  darkRules('[data-ogsc] '),
].join('');
