import { Link as ChakraLink } from '@chakra-ui/react/link'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

/** An in-site link styled as text (router navigation, no page reload). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="colorPalette.fg" fontWeight="medium" textDecoration="underline">
      <Link href={href}>{children}</Link>
    </ChakraLink>
  )
}
