import { Button, type ButtonProps } from '@chakra-ui/react/button'

/** A square ghost button named by `label` (screen readers) around an icon. */
export function IconButton({ label, children, ...rest }: ButtonProps & { label: string }) {
  return (
    <Button variant="ghost" size="sm" px="0" aria-label={label} title={label} {...rest}>
      {children}
    </Button>
  )
}
