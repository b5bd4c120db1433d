import type { ComponentType } from 'react'

/**
 * The marketing desk's sections: one entry each (path under /marketing, title, one line on what it
 * holds, the page). The index page lists them and `routes.tsx` serves them; add a section here only.
 */
export interface MarketingSection {
  path: string
  title: string
  note: string
  page: ComponentType
}

export const MARKETING_SECTIONS: MarketingSection[] = []
