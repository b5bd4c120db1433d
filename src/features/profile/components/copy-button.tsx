import { Button } from '@chakra-ui/react/button'
import { useEffect, useState } from 'react'
import { PROFILE_TEXT } from '../texts'

/** Copies `text` to the clipboard and says so for 2 seconds. */
export function CopyButton({ text }: { text: string }) {
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
    <Button size="sm" variant="outline" onClick={copy} aria-live="polite">
      {copied ? PROFILE_TEXT.copied : PROFILE_TEXT.copy}
    </Button>
  )
}
