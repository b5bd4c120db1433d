import { useAtom, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { buttonClass, ui } from '../../components/ui/plain'
import { logoutAtom } from '../../features/auth/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './overlays.module.css'
import { MEMBER_MENU, SHELL_TEXT } from './texts'

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
        <ul className={css.menu}>
          {MEMBER_MENU.map((item) => (
            <li key={item.href}>
              <Link href={`~${item.href}`} onClick={close} className={css.menuItem}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`${css.menuItem} ${css.logout}`}
            >
              {SHELL_TEXT.logout}
            </button>
          </li>
        </ul>
      </AppDialog>
      <AppDialog
        open={open && confirming}
        onClose={cancel}
        title={SHELL_TEXT.logout}
        width={400}
        role="alertdialog"
        footer={
          <>
            <button type="button" className={buttonClass('outline')} onClick={cancel} disabled={busy}>
              {SHELL_TEXT.logoutNo}
            </button>
            <button
              type="button"
              className={buttonClass('solid', 'md', ui.danger)}
              onClick={() => void confirmLogout()}
              disabled={busy}
              aria-busy={busy}
            >
              {SHELL_TEXT.logoutYes}
            </button>
          </>
        }
      >
        <p className={css.plain}>{SHELL_TEXT.logoutConfirm}</p>
      </AppDialog>
    </>
  )
}
