import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { AppDialog } from '../../components/ui/app-dialog'
import { buttonClass } from '../../components/ui/plain'
import { importantNotificationsAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'
import css from './overlays.module.css'
import { SHELL_TEXT } from './texts'

/** 'ประกาศสำคัญ' (width 400): steps through the type-1 notifications; 'ปิด' on the last closes. */
export default function NotificationDialog() {
  const [open, setOpen] = useAtom(modalOpenAtom('notification'))
  const items = useAtomValue(importantNotificationsAtom)
  const [index, setIndex] = useState(0)
  const close = () => setOpen(false)
  const item = items[Math.min(index, items.length - 1)]
  const last = index >= items.length - 1

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={TEXT.notificationTitle}
      width={400}
      footer={
        <>
          {items.length > 1 ? (
            <p className={css.counter}>
              {index + 1} / {items.length}
            </p>
          ) : null}
          {last ? (
            <button type="button" className={buttonClass()} onClick={close}>
              {TEXT.close}
            </button>
          ) : (
            <button type="button" className={buttonClass()} onClick={() => setIndex((i) => i + 1)}>
              {TEXT.next}
            </button>
          )}
        </>
      }
    >
      {item ? (
        <div>
          {item.image ? (
            // Kept smaller than the home banner, which stays the page's largest paint.
            <img src={item.image} alt="" width={400} height={140} className={css.notificationImage} />
          ) : null}
          <p className={css.notificationTitle}>{item.title}</p>
          <p className={css.muted}>{item.description}</p>
        </div>
      ) : (
        <p className={css.muted}>{SHELL_TEXT.notificationEmpty}</p>
      )}
    </AppDialog>
  )
}
