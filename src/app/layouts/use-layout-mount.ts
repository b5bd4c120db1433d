import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { validateLoginAtom } from '../../features/auth/atoms'

/** Every layout validates the login on mount (spec section 2). */
export function useLayoutMount(): void {
  const validateLogin = useSetAtom(validateLoginAtom)
  useEffect(() => {
    void validateLogin()
  }, [validateLogin])
}
