/** The games the built-in provider serves (the catalogue lists only these). */
export const BUILTIN_GAMES: { code: string; name: string; category: string; has_demo: boolean }[] = [
  { code: 'slot', name: 'สล็อต', category: 'slot', has_demo: true },
]
