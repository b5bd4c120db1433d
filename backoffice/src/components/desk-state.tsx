import { Alert } from '@chakra-ui/react'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import type { StaffRole } from '../../../src/contract/staff-roles'
import { StaffApiError } from '../api'
import { staffAtom } from '../session'

export interface DeskMessageValue {
  ok: boolean
  text: string
}

/**
 * A desk page's list and its writes: `data` loaded once (and after each write), `run` makes a write,
 * shows its Thai outcome (the server's refusal as it is) and reloads; `busy` while one runs.
 */
export function useDeskData<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null)
  const [message, setMessage] = useState<DeskMessageValue | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = useCallback(
    () =>
      load().then(setData, (e) =>
        setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'โหลดข้อมูลไม่สำเร็จ' }),
      ),
    [load],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true)
    try {
      await work()
      setMessage({ ok: true, text: done })
      await reload()
      return true
    } catch (e) {
      setMessage({ ok: false, text: e instanceof StaffApiError ? e.message : 'ทำรายการไม่สำเร็จ' })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { data, message, setMessage, busy, run, reload }
}

/** The outcome of the last action, above the page's content. */
export function DeskMessage({ message }: { message: DeskMessageValue | null }) {
  if (!message) return null
  return (
    <Alert.Root status={message.ok ? 'success' : 'error'} data-testid="bo-desk-message">
      <Alert.Indicator />
      <Alert.Title>{message.text}</Alert.Title>
    </Alert.Root>
  )
}

/** Whether the signed-in staff member may make a desk's writes (the owner always). */
export function useMayWrite(roles: readonly StaffRole[]): boolean {
  const staff = useAtomValue(staffAtom)
  return staff !== null && (staff.role === 'owner' || roles.includes(staff.role))
}
