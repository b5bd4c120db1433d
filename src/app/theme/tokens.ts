import { defineSemanticTokens, defineTokens } from '@chakra-ui/react/styled-system'

/**
 * Only the tokens our pieces use: a dark site with gold accents (no default theme is loaded). The
 * palette itself lives in brand.css (CSS variables the plain-CSS first screen uses too).
 */
const space = {
  px: { value: '1px' },
  '0': { value: '0' },
  '0.5': { value: '0.125rem' },
  '1': { value: '0.25rem' },
  '1.5': { value: '0.375rem' },
  '2': { value: '0.5rem' },
  '2.5': { value: '0.625rem' },
  '3': { value: '0.75rem' },
  '3.5': { value: '0.875rem' },
  '4': { value: '1rem' },
  '5': { value: '1.25rem' },
  '6': { value: '1.5rem' },
  '7': { value: '1.75rem' },
  '8': { value: '2rem' },
  '9': { value: '2.25rem' },
  '10': { value: '2.5rem' },
  '11': { value: '2.75rem' },
  '12': { value: '3rem' },
  '14': { value: '3.5rem' },
  '16': { value: '4rem' },
  '20': { value: '5rem' },
  '24': { value: '6rem' },
}

const scale = (steps: Record<string, string>) =>
  Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, { value: v }]))

const palette = (p: Record<string, string>) => scale(p)

export const tokens = defineTokens({
  spacing: space,
  sizes: {
    ...space,
    full: { value: '100%' },
    min: { value: 'min-content' },
    max: { value: 'max-content' },
    fit: { value: 'fit-content' },
    ...scale({ xs: '20rem', sm: '24rem', md: '28rem', lg: '32rem', xl: '36rem', '2xl': '42rem' }),
    ...scale({ '3xl': '48rem', '4xl': '56rem', '5xl': '64rem', '6xl': '72rem', '7xl': '80rem' }),
  },
  fonts: {
    body: { value: "Kanit, 'Noto Sans Thai', Tahoma, system-ui, sans-serif" },
    heading: { value: "Kanit, 'Noto Sans Thai', Tahoma, system-ui, sans-serif" },
  },
  fontSizes: scale({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  }),
  // Only two Kanit weights are shipped (400, 600): the bolder names map onto 600.
  fontWeights: scale({ normal: '400', medium: '400', semibold: '600', bold: '600' }),
  lineHeights: scale({ shorter: '1.25', short: '1.375', moderate: '1.5', tall: '1.625' }),
  radii: scale({
    none: '0',
    xs: '0.125rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    full: '9999px',
  }),
  borders: scale({ xs: '0.5px solid', sm: '1px solid', md: '2px solid' }),
  shadows: scale({
    sm: '0 1px 3px rgba(0,0,0,0.5)',
    md: '0 4px 10px rgba(0,0,0,0.5)',
    lg: '0 10px 24px rgba(0,0,0,0.6)',
    xl: '0 16px 40px rgba(0,0,0,0.7)',
  }),
  zIndex: scale({
    base: '0',
    docked: '10',
    sticky: '1100',
    banner: '1200',
    overlay: '1300',
    modal: '1400',
    popover: '1500',
    toast: '1700',
    tooltip: '1800',
    max: '2147483647',
  }),
  durations: scale({ fastest: '50ms', faster: '100ms', fast: '150ms', moderate: '200ms', slow: '300ms' }),
  easings: scale({ default: 'cubic-bezier(0.2, 0, 0, 1)', 'ease-out': 'cubic-bezier(0, 0, 0.2, 1)' }),
  colors: {
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    black: { value: '#000' },
    white: { value: '#fff' },
    blackAlpha: palette({ '500': 'rgba(0,0,0,0.5)', '700': 'rgba(0,0,0,0.7)' }),
    gray: palette({
      '50': 'var(--bw-gray-50)',
      '200': 'var(--bw-gray-200)',
      '400': 'var(--bw-gray-400)',
      '600': 'var(--bw-gray-600)',
      '700': 'var(--bw-gray-700)',
      '800': 'var(--bw-gray-800)',
      '900': 'var(--bw-gray-900)',
      '950': 'var(--bw-gray-950)',
    }),
    gold: palette({
      '200': 'var(--bw-gold-200)',
      '300': 'var(--bw-gold-300)',
      '400': 'var(--bw-gold-400)',
      '500': 'var(--bw-gold-500)',
      '600': 'var(--bw-gold-600)',
      '800': 'var(--bw-gold-800)',
      '900': 'var(--bw-gold-900)',
    }),
    red: palette({
      '900': 'var(--bw-red-900)',
      '800': 'var(--bw-red-800)',
      '50': 'var(--bw-red-50)',
      '200': 'var(--bw-red-200)',
      '300': 'var(--bw-red-300)',
      '500': 'var(--bw-red-500)',
      '700': 'var(--bw-red-700)',
    }),
    green: palette({
      '900': 'var(--bw-green-900)',
      '800': 'var(--bw-green-800)',
      '50': 'var(--bw-green-50)',
      '300': 'var(--bw-green-300)',
      '500': 'var(--bw-green-500)',
      '700': 'var(--bw-green-700)',
    }),
  },
})

const tone = (name: string, solid: string, contrast: string, fg: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: contrast },
  fg: { value: `{colors.${name}.${fg}}` },
  muted: { value: `{colors.${name}.800}` },
  subtle: { value: `{colors.${name}.900}` },
  emphasized: { value: `{colors.${name}.600}` },
  focusRing: { value: `{colors.${name}.400}` },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: '{colors.gray.950}' },
      panel: { value: '{colors.gray.900}' },
      subtle: { value: '{colors.gray.800}' },
      muted: { value: '{colors.gray.800}' },
      emphasized: { value: '{colors.gray.700}' },
    },
    fg: {
      DEFAULT: { value: '{colors.gray.50}' },
      muted: { value: '{colors.gray.400}' },
      subtle: { value: '{colors.gray.600}' },
      error: { value: '{colors.red.300}' },
      success: { value: '{colors.green.300}' },
    },
    border: {
      DEFAULT: { value: '{colors.gray.700}' },
      muted: { value: '{colors.gray.800}' },
      emphasized: { value: '{colors.gray.600}' },
      error: { value: '{colors.red.500}' },
    },
    gold: tone('gold', '500', '{colors.gray.950}', '300'),
    gray: { ...tone('gray', '700', '{colors.white}', '200'), subtle: { value: '{colors.gray.800}' } },
    // Text on a solid colour reads at 4.5:1 or more (WCAG 1.4.3): white on red 700, dark on green
    // 500 (white on red 500 was 3.8:1, on green 500 2.3:1).
    red: {
      ...tone('red', '700', '{colors.white}', '300'),
      emphasized: { value: '{colors.red.800}' },
      muted: { value: '{colors.red.700}' },
    },
    green: { ...tone('green', '500', '{colors.gray.950}', '300'), muted: { value: '{colors.green.700}' } },
  },
  radii: { l1: { value: '{radii.sm}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
})
