import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import * as rules from '../../../components/form/rules'
import { useForm } from '../../../components/form/use-form'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ChatIcon } from '../../../components/ui/icons'
import { errorMessage } from '../../../lib/api-errors'
import { liffBoot } from '../../../lib/liff'
import {
  liffLinkAtom,
  lineStatusQuery,
  lineUnlinkAtom,
  setFirstPasswordAtom,
  startLineLoginAtom,
} from '../line-atoms'
import { LINE_TEXT } from '../line-texts'
import { NewPasswordFields } from './auth-fields'
import { AuthForm } from './auth-form'
import { LINE_BUTTON } from './line-button'
import { useSubmit } from './use-submit'

/**
 * The profile's LINE card: link LINE (inside LINE with the LIFF ID token, elsewhere through LINE
 * Login) and unlink it. A member who registered with LINE sets a first password first
 * (`FirstPasswordForm`, which the profile shows in place of the change-password form): the last way
 * in is never removed.
 */
export function LineAccountCard({ profilePath }: { profilePath: string }) {
  const status = useAtomValue(lineStatusQuery).data
  const start = useSetAtom(startLineLoginAtom)
  const linkInLine = useSetAtom(liffLinkAtom)
  const unlink = useSetAtom(lineUnlinkAtom)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [confirming, setConfirming] = useState(false)
  if (!status || (!status.enabled && !status.linked && status.has_password)) return null

  const run = async (action: () => Promise<{ message?: string } | undefined>) => {
    setBusy(true)
    setMessage(null)
    try {
      const reply = await action()
      if (reply?.message) setMessage({ error: false, text: reply.message })
    } catch (error) {
      setMessage({ error: true, text: errorMessage(error) })
    }
    setBusy(false)
  }
  const link = () =>
    run(async () => {
      if (liffBoot().status === 'ready') return linkInLine()
      window.location.assign(await start('link', profilePath))
      return undefined
    })
  const onUnlink = async () => {
    await run(unlink)
    setConfirming(false)
  }

  return (
    <Box as="section" aria-labelledby="line-card-title" bg="bg.panel" rounded="lg" shadow="sm" p="4">
      <Stack gap="3">
        <Heading id="line-card-title" as="h2" size="md">
          {LINE_TEXT.cardTitle}
        </Heading>
        <Text data-testid="line-status">
          {status.linked ? LINE_TEXT.linkedAs(status.display_name ?? '') : LINE_TEXT.notLinked}
        </Text>
        {message?.error ? <FormAlert message={message.text} /> : null}
        {message && !message.error ? <Text role="status">{message.text}</Text> : null}
        {!status.linked && status.enabled ? (
          <Button type="button" {...LINE_BUTTON} loading={busy} onClick={link}>
            <ChatIcon />
            {LINE_TEXT.link}
          </Button>
        ) : null}
        {status.linked && status.has_password ? (
          <Button type="button" variant="outline" loading={busy} onClick={() => setConfirming(true)}>
            {LINE_TEXT.unlink}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={LINE_TEXT.unlink}
          confirmLabel={LINE_TEXT.unlink}
          cancelLabel={LINE_TEXT.cancel}
          onConfirm={() => void onUnlink()}
          onCancel={() => setConfirming(false)}
          busy={busy}
          danger
        >
          {LINE_TEXT.unlinkConfirm}
        </ConfirmDialog>
        {status.linked && !status.has_password ? (
          <Text fontSize="sm" color="fg.muted">
            {LINE_TEXT.unlinkNeedsPassword}
          </Text>
        ) : null}
      </Stack>
    </Box>
  )
}

const validate = (v: { password: string; confirm: string }) => ({
  password: rules.newPasswordError(v.password),
  confirm: rules.confirmError(v.password, v.confirm),
})

/** A LINE-only member's first password (new + confirm); `onDone` once the server has set it. */
export function FirstPasswordForm({ onDone }: { onDone: () => void }) {
  const save = useSetAtom(setFirstPasswordAtom)
  const form = useForm({ password: '', confirm: '' }, validate)
  const { busy, onSubmit } = useSubmit(form, async (v) => {
    await save(v.password)
    onDone()
  })
  return (
    <AuthForm
      onSubmit={onSubmit}
      error={form.serverError}
      gap="3"
      intro={
        <Text fontSize="sm" color="fg.muted">
          {LINE_TEXT.lineOnly}
        </Text>
      }
    >
      <NewPasswordFields form={form} />
      <Button type="submit" loading={busy} w={{ base: 'full', sm: 'auto' }}>
        {LINE_TEXT.setPassword}
      </Button>
    </AuthForm>
  )
}
