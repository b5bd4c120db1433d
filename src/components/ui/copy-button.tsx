import { Button, type ButtonProps } from '@chakra-ui/react/button'
import { useEffect, useState } from 'react'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard. */
  text: string
  /** Button text before copying (e.g. 'คัดลอก'). */
  label: string
  /** Button text for 2 seconds after copying. */
  copiedLabel: string
}

/** Copies `text` to the clipboard and says so for 2 seconds. */
export function CopyButton({ text, label, copiedLabel, ...button }: CopyButtonProps) {
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
    <Button size="sm" variant="outline" {...button} onClick={copy} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  )
}
