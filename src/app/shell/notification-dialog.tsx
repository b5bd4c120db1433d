import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { AppDialog } from '../../components/ui/app-dialog'
import { importantNotificationsAtom } from '../../features/agent/atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { TEXT } from '../texts'

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
            <Text me="auto" fontSize="sm" color="fg.muted">
              {index + 1} / {items.length}
            </Text>
          ) : null}
          {last ? (
            <Button onClick={close}>{TEXT.close}</Button>
          ) : (
            <Button onClick={() => setIndex((i) => i + 1)}>{TEXT.next}</Button>
          )}
        </>
      }
    >
      {item ? (
        <Box>
          {item.image ? (
            <img
              src={item.image}
              alt=""
              width={400}
              height={140}
              // Kept smaller than the home banner, which stays the page's largest paint.
              style={{ width: '100%', height: 140, objectFit: 'cover', borderRadius: 8, marginBottom: 12 }}
            />
          ) : null}
          <Text fontWeight="semibold" fontSize="lg">
            {item.title}
          </Text>
          <Text mt="1" color="fg.muted" whiteSpace="pre-line">
            {item.description}
          </Text>
        </Box>
      ) : (
        <Text color="fg.muted">{TEXT.notificationEmpty}</Text>
      )}
    </AppDialog>
  )
}
