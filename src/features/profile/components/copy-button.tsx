import { CopyButton as SharedCopyButton } from '../../../components/ui/copy-button'
import { PROFILE_TEXT } from '../texts'

/** Copies the referral link (the shared copy button with the profile's words). */
export function CopyButton({ text }: { text: string }) {
  return <SharedCopyButton text={text} label={PROFILE_TEXT.copy} copiedLabel={PROFILE_TEXT.copied} />
}
