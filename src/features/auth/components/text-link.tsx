import { Link as ChakraLink } from '@chakra-ui/react/link'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

/** An in-site link styled as text (router navigation, no page reload). */
export function TextLink({
  href,
  children,
  alone = false,
}: {
  href: string
  children: ReactNode
  /** On its own, not in a sentence: a 44 px tall tap target (in a sentence, the line's height). */
  alone?: boolean
}) {
  return (
    <ChakraLink
      asChild
      color="colorPalette.fg"
      fontWeight="medium"
      textDecoration="underline"
      minH={alone ? '11' : undefined}
    >
      <Link href={href}>{children}</Link>
    </ChakraLink>
  )
}
