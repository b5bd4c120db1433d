import { useAtomValue } from 'jotai'
import { loginValidationAtom } from '../../features/auth/atoms'

/** Every layout validates the login when it mounts (spec section 2; see loginValidationAtom). */
export function useLayoutMount(): void {
  useAtomValue(loginValidationAtom)
}
