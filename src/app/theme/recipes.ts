import { defineRecipe } from '@chakra-ui/react/styled-system'

/** Our own small recipes for the Chakra components the site uses (no default theme is loaded). */
export const buttonRecipe = defineRecipe({
  className: 'btn',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    fontWeight: 'semibold',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, opacity',
    transitionDuration: 'fast',
    focusVisibleRing: 'outside',
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    _icon: { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: { bg: 'colorPalette.solid', color: 'colorPalette.contrast', _hover: { opacity: '0.9' } },
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.fg', _hover: { bg: 'colorPalette.muted' } },
      outline: {
        borderColor: 'colorPalette.solid',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.subtle' },
      },
      ghost: { color: 'colorPalette.fg', _hover: { bg: 'colorPalette.subtle' } },
    },
    // Every size is a tap target of at least 44×44 px (WCAG 2.2 2.5.5, tests/e2e/sweep.spec.ts): the
    // small sizes differ by padding and type, not by height.
    size: {
      xs: { h: '11', minW: '11', px: '2', fontSize: 'xs' },
      sm: { h: '11', minW: '11', px: '3', fontSize: 'sm' },
      md: { h: '11', minW: '11', px: '4', fontSize: 'sm' },
      lg: { h: '11', minW: '11', px: '5', fontSize: 'md' },
      xl: { h: '12', minW: '12', px: '6', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})

export const inputRecipe = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    focusVisibleRing: 'inside',
    focusRingColor: 'var(--focus-color)',
    '--focus-color': 'colors.gold.400',
    _invalid: { borderColor: 'border.error', '--focus-color': 'colors.red.500' },
    _disabled: { opacity: '0.5' },
    _placeholder: { color: 'fg.subtle' },
  },
  variants: {
    size: {
      sm: { h: '11', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '3', fontSize: 'md' },
      lg: { h: '11', px: '4', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const headingRecipe = defineRecipe({
  className: 'heading',
  base: { fontFamily: 'heading', fontWeight: 'semibold', lineHeight: 'shorter' },
  variants: {
    size: {
      sm: { fontSize: 'md' },
      md: { fontSize: 'lg' },
      lg: { fontSize: 'xl' },
      xl: { fontSize: '2xl' },
      '2xl': { fontSize: '3xl' },
    },
  },
  defaultVariants: { size: 'xl' },
})

export const linkRecipe = defineRecipe({
  className: 'link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    color: 'gold.300',
  },
  variants: {
    variant: {
      underline: { textDecoration: 'underline', textUnderlineOffset: '3px' },
      plain: { _hover: { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { variant: 'plain' },
})

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    borderColor: 'currentColor',
    borderStyle: 'solid',
    borderWidth: '2px',
    borderRadius: 'full',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    animation: 'spin 0.65s linear infinite',
    width: 'var(--spinner-size)',
    height: 'var(--spinner-size)',
  },
  variants: {
    size: {
      sm: { '--spinner-size': 'sizes.4' },
      md: { '--spinner-size': 'sizes.5' },
      lg: { '--spinner-size': 'sizes.8' },
    },
  },
  defaultVariants: { size: 'md' },
})
