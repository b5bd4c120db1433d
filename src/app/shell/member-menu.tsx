import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { logoutAtom } from '../../features/auth/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { LOGOUT_LABEL, MEMBER_MENU, TEXT } from '../texts'

const itemStyle = {
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  px: '4',
  py: '3',
  rounded: 'lg',
  bg: 'bg.subtle',
  _hover: { bg: 'bg.emphasized' },
  fontSize: 'md',
  textAlign: 'start',
  cursor: 'pointer',
} as const

/** Member menu (width 480): the eleven items of the spec; log out asks for confirmation first. */
export default function MemberMenu() {
  const [open, setOpen] = useAtom(modalOpenAtom('menu'))
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const logout = useSetAtom(logoutAtom)
  const [, navigate] = useLocation()
  const close = () => setOpen(false)
  // Cancel keeps the member logged in and returns to the page.
  const cancel = () => {
    setConfirming(false)
    close()
  }

  const confirmLogout = async () => {
    setBusy(true)
    await logout()
    close()
    navigate('~/')
  }

  return (
    <>
      <AppDialog open={open && !confirming} onClose={close} title={TEXT.menu} width={480}>
        <Box as="ul" display="grid" gap="2" listStyleType="none">
          {MEMBER_MENU.map((item) => (
            <li key={item.href}>
              <Box asChild {...itemStyle}>
                <Link href={`~${item.href}`} onClick={close}>
                  {item.label}
                </Link>
              </Box>
            </li>
          ))}
          <li>
            <Box asChild {...itemStyle} color="red.300">
              <button type="button" onClick={() => setConfirming(true)}>
                {LOGOUT_LABEL}
              </button>
            </Box>
          </li>
        </Box>
      </AppDialog>
      <AppDialog
        open={open && confirming}
        onClose={cancel}
        title={LOGOUT_LABEL}
        width={400}
        role="alertdialog"
        footer={
          <>
            <Button variant="outline" onClick={cancel} disabled={busy}>
              {TEXT.logoutNo}
            </Button>
            <Button colorPalette="red" onClick={() => void confirmLogout()} loading={busy}>
              {TEXT.logoutYes}
            </Button>
          </>
        }
      >
        <Text>{TEXT.logoutConfirm}</Text>
      </AppDialog>
    </>
  )
}
