import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system'
import { buttonRecipe, headingRecipe, inputRecipe, linkRecipe, spinnerRecipe } from './theme/recipes'
import {
  checkboxSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
  toastSlotRecipe,
} from './theme/slot-recipes'
import { semanticTokens, tokens } from './theme/tokens'

/**
 * Chakra's base config (utilities and conditions only) plus our own tokens and recipes: the
 * default theme would ship every recipe of the library (see the size budget in src/README.md).
 * Breakpoints of the spec: xs ≤ 599, sm ≤ 959, md ≤ 1279, lg ≤ 1919 px.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    html: { colorPalette: 'gold', bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.5' },
    body: { bg: 'bg', color: 'fg', minH: '100dvh', WebkitTapHighlightColor: 'transparent' },
    '*::selection': { bg: 'gold.800' },
  },
  theme: {
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px' },
    tokens,
    semanticTokens,
    keyframes: {
      spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
      'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
      'slide-from-left': { from: { translate: '-100% 0' }, to: { translate: '0 0' } },
      'slide-from-right': { from: { translate: '100% 0' }, to: { translate: '0 0' } },
    },
    recipes: {
      button: buttonRecipe,
      input: inputRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      drawer: drawerSlotRecipe,
      toast: toastSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      checkbox: checkboxSlotRecipe,
    },
  },
})

export const system = createSystem(defaultBaseConfig, config)
