import { useEffect, useState } from 'react'
import { buttonClass } from './plain'

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string
  /** Button text before copying (e.g. 'คัดลอก'). */
  label: string
  /** Button text for 2 seconds after copying. */
  copiedLabel: string
  variant?: 'outline' | 'ghost'
}

/** Copies `text` to the clipboard and says so for 2 seconds (plain CSS: any page). */
export function CopyButton({ text, label, copiedLabel, variant = 'outline' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch (error) {
      console.warn('clipboard unavailable:', error instanceof Error ? error.message : error)
    }
  }

  return (
    <button type="button" className={buttonClass(variant, 'sm')} onClick={copy} aria-live="polite">
      {copied ? copiedLabel : label}
    </button>
  )
}
