import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { AppDialog } from '../../components/ui/app-dialog'
import { LoginForm } from '../../features/auth/components/login-form'
import { RegisterForm } from '../../features/auth/components/register-form'
import { AUTH_TEXT } from '../../features/auth/texts'
import { pendingGameAtom } from '../../features/games/pending-game'
import { authReturnAtom, closeAuthDialogAtom, modalOpenAtom } from '../../features/layout-ui/atoms'
import css from './overlays.module.css'
import { SHELL_TEXT } from './texts'

/**
 * The login and register dialogs (spec section 2's login and register modals): a visitor who taps a
 * member action sees them over the page they are on (`use-member-link-gate.ts`, `usePlayGame`).
 * Logged in, the member goes where they were heading (the round's slip, the deposit page) or stays
 * on the page (a game they picked opens by itself). Closed without logging in, nothing is kept.
 */
export default function AuthDialog() {
  const login = useAtomValue(modalOpenAtom('login'))
  const register = useAtomValue(modalOpenAtom('register'))
  const returnTo = useAtomValue(authReturnAtom)
  const closeAll = useSetAtom(closeAuthDialogAtom)
  const setPending = useSetAtom(pendingGameAtom)
  const [location, navigate] = useLocation()

  // A link that leaves the page (ลืมรหัสผ่าน) closes the dialog with it.
  const openedAt = useRef(location)
  useEffect(() => {
    if (location !== openedAt.current) closeAll()
  }, [location, closeAll])

  const done = () => {
    closeAll()
    if (returnTo && returnTo !== location) navigate(`~${returnTo}`)
  }
  const cancel = () => {
    setPending(null)
    closeAll()
  }
  return (
    <>
      <AppDialog open={login} onClose={cancel} title={AUTH_TEXT.login} width={420}>
        <Why text={SHELL_TEXT.loginWhy} />
        <LoginForm onLoggedIn={done} />
      </AppDialog>
      <AppDialog open={register} onClose={cancel} title={AUTH_TEXT.register} width={480}>
        <Why text={SHELL_TEXT.registerWhy} />
        <RegisterForm onRegistered={done} />
      </AppDialog>
    </>
  )
}

/**
 * Why the dialog showed, first in it and the element the dialog focuses as it opens (tabIndex -1):
 * a phone's keyboard does not pop up over the form, and a field left empty does not show its error
 * (moving the links under the finger) before the visitor touched it.
 */
function Why({ text }: { text: string }) {
  return (
    <p tabIndex={-1} className={css.why}>
      {text}
    </p>
  )
}
