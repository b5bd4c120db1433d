import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { CopyButton } from '../../../components/ui/copy-button'
import { QrCode } from '../../../components/ui/qr-code'
import {
  bannerUrl,
  canShareInLine,
  canShareNatively,
  referralLink,
  referralShareUrl,
  type ShareOutcome,
  shareInLine,
  shareNatively,
} from '../share'
import { AFFILIATE_TEXT } from '../texts'

/**
 * The member's referral link and its QR. Inside LINE: "แชร์ให้เพื่อนใน LINE" (share target picker with
 * a Flex message). Elsewhere: copy, LINE's share screen (share URL), and the phone's share sheet when the
 * browser has one.
 */
export function ReferralCard({ refCode }: { refCode: string }) {
  const link = referralLink(refCode)
  const [outcome, setOutcome] = useState<ShareOutcome | 'failed' | null>(null)
  const inLine = canShareInLine()
  const native = !inLine && canShareNatively()

  const share = async (how: () => Promise<ShareOutcome>) => {
    setOutcome(null)
    try {
      setOutcome(await how())
    } catch (error) {
      console.error('share failed:', error instanceof Error ? error.message : error)
      setOutcome('failed')
    }
  }

  return (
    <Stack as="section" gap="3" borderWidth="1px" rounded="md" p="3" aria-label={AFFILIATE_TEXT.myLink}>
      <Text fontWeight="semibold">{AFFILIATE_TEXT.myLink}</Text>
      <HStack gap="2">
        <Input
          readOnly
          value={link}
          aria-label={AFFILIATE_TEXT.myLink}
          size="sm"
          data-testid="referral-link"
        />
        <CopyButton text={link} label={AFFILIATE_TEXT.copy} copiedLabel={AFFILIATE_TEXT.copied} />
      </HStack>
      <HStack justify="center">
        <QrCode value={link} label={AFFILIATE_TEXT.qrLabel} size={180} testId="referral-qr" />
      </HStack>
      {inLine ? (
        <Button colorPalette="green" onClick={() => void share(() => shareInLine(link, bannerUrl()))}>
          {AFFILIATE_TEXT.shareLine}
        </Button>
      ) : null}
      {inLine ? null : (
        <Button asChild colorPalette="green">
          <a href={referralShareUrl(link)} target="_blank" rel="noopener noreferrer">
            {AFFILIATE_TEXT.shareLine}
          </a>
        </Button>
      )}
      {native ? (
        <Button variant="outline" onClick={() => void share(() => shareNatively(link))}>
          {AFFILIATE_TEXT.share}
        </Button>
      ) : null}
      {outcome === 'shared' ? (
        <Text role="status" color="fg.success">
          {AFFILIATE_TEXT.shared}
        </Text>
      ) : null}
      {outcome === 'failed' || outcome === 'unavailable' ? (
        <Text role="alert" color="fg.error">
          {AFFILIATE_TEXT.shareFailed}
        </Text>
      ) : null}
    </Stack>
  )
}
