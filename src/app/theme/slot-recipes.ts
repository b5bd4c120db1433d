import { defineSlotRecipe } from '@chakra-ui/react/styled-system'

/** Slot recipes for the multi-part components we use; overlays follow Chakra's own positioning. */
const overlayBase = {
  backdrop: {
    bg: 'blackAlpha.700',
    pos: 'fixed',
    inset: '0',
    zIndex: 'calc(var(--z-index, 1400) - 1)',
    _open: { animationName: 'fade-in', animationDuration: 'moderate' },
  },
  positioner: {
    display: 'flex',
    width: '100dvw',
    height: '100dvh',
    position: 'fixed',
    left: '0',
    top: '0',
    zIndex: 'modal',
    overscrollBehaviorY: 'none',
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    width: '100%',
    outline: '0',
    bg: 'bg.panel',
    color: 'fg',
    boxShadow: 'lg',
    zIndex: 'modal',
    borderWidth: '1px',
    borderColor: 'gold.800',
  },
  header: { display: 'flex', alignItems: 'center', gap: '2', px: '5', pt: '5', pb: '3' },
  body: { flex: '1', px: '5', pt: '1', pb: '5', overflowY: 'auto' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', px: '5', pb: '5' },
  title: { fontSize: 'lg', fontWeight: 'semibold', color: 'gold.300' },
  description: { color: 'fg.muted' },
  closeTrigger: { pos: 'absolute', top: '2', insetEnd: '2' },
} as const

export const drawerSlotRecipe = defineSlotRecipe({
  className: 'drawer',
  slots: [
    'trigger',
    'backdrop',
    'positioner',
    'content',
    'title',
    'description',
    'closeTrigger',
    'header',
    'body',
    'footer',
  ],
  base: {
    ...overlayBase,
    content: { ...overlayBase.content, maxW: 'xs', h: '100dvh', borderWidth: '0' },
  },
  variants: {
    placement: {
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: { _open: { animationName: 'slide-from-left', animationDuration: 'slow' } },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: { _open: { animationName: 'slide-from-right', animationDuration: 'slow' } },
      },
    },
  },
  defaultVariants: { placement: 'start' },
})

export const toastSlotRecipe = defineSlotRecipe({
  className: 'toast',
  slots: ['root', 'title', 'description', 'indicator', 'closeTrigger', 'actionTrigger'],
  base: {
    root: {
      width: 'full',
      display: 'flex',
      alignItems: 'flex-start',
      position: 'relative',
      gap: '3',
      py: '3',
      ps: '4',
      pe: '8',
      borderRadius: 'l2',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
      bg: 'bg.emphasized',
      color: 'fg',
      boxShadow: 'xl',
      '&[data-type=success]': { bg: 'green.muted' },
      '&[data-type=error]': { bg: 'red.muted' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { display: 'block', fontSize: 'sm', opacity: '0.85' },
    indicator: { flexShrink: '0', boxSize: '5' },
    closeTrigger: { position: 'absolute', top: '1', insetEnd: '1', p: '1', cursor: 'pointer' },
    actionTrigger: { fontSize: 'sm', fontWeight: 'semibold' },
  },
})

export const fieldSlotRecipe = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'errorText', 'helperText', 'input', 'label', 'select', 'textarea', 'requiredIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%', position: 'relative' },
    label: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      fontWeight: 'medium',
      userSelect: 'none',
      _disabled: { opacity: '0.5' },
    },
    requiredIndicator: { color: 'fg.error' },
    errorText: { color: 'fg.error', fontSize: 'xs' },
    helperText: { color: 'fg.muted', fontSize: 'xs' },
  },
})

export const nativeSelectSlotRecipe = defineSlotRecipe({
  className: 'native-select',
  slots: ['root', 'field', 'indicator'],
  base: {
    root: { position: 'relative', width: '100%', display: 'flex', alignItems: 'center' },
    field: {
      width: '100%',
      appearance: 'none',
      h: '11',
      ps: '3',
      pe: '8',
      borderRadius: 'l2',
      bg: 'bg.subtle',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border',
      fontSize: 'md',
      focusVisibleRing: 'inside',
      _invalid: { borderColor: 'border.error' },
      '& option': { bg: 'bg.panel', color: 'fg' },
    },
    indicator: {
      position: 'absolute',
      insetEnd: '3',
      pointerEvents: 'none',
      color: 'fg.muted',
      display: 'inline-flex',
      _icon: { boxSize: '4' },
    },
  },
})

export const checkboxSlotRecipe = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'label', 'control', 'indicator', 'group'],
  base: {
    // The root is the label the member taps: a 44 px tall target (WCAG 2.2 2.5.5).
    root: {
      display: 'inline-flex',
      gap: '2',
      alignItems: 'center',
      position: 'relative',
      cursor: 'pointer',
      minH: '11',
    },
    label: { fontSize: 'sm', userSelect: 'none' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      boxSize: '5',
      p: '0.5',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'l1',
      color: 'gold.contrast',
      focusVisibleRing: 'outside',
      _checked: { bg: 'gold.solid', borderColor: 'gold.solid' },
      _invalid: { borderColor: 'border.error' },
      _icon: { boxSize: 'full' },
    },
  },
})
