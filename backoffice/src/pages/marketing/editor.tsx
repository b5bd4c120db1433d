import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { DeskMessage, useDeskData, useMayWrite } from '../../components/desk-state'

/**
 * One marketing section's page: the list (every item, turned off ones too), a form that adds one or
 * edits the chosen one, and a button per item that turns it off or on again. Each section describes
 * its fields and how a form becomes the call's body (promotions.tsx, coupons.tsx...). Read-only
 * staff see the list only.
 */

/** A form's values as typed: text for inputs, true/false for checkboxes. */
export type FormValues = Record<string, string | boolean>

export interface FieldSpec {
  name: string
  label: string
  kind: 'text' | 'textarea' | 'number' | 'datetime' | 'select' | 'checkbox'
  options?: readonly { value: string; label: string }[]
  required?: boolean
  /** Under the field (e.g. "เว้นว่าง = ไม่จำกัด"). */
  hint?: string
  /** Shown only when this returns true (e.g. points only for a points coupon). */
  when?: (form: FormValues) => boolean
}

export interface Column<T> {
  label: string
  cell: (item: T) => ReactNode
}

export interface EditorProps<T extends { id: number; enabled: boolean }> {
  title: string
  /** Its name in messages: 'คูปอง', 'แบนเนอร์'... */
  noun: string
  testId: string
  load: () => Promise<T[]>
  fields: readonly FieldSpec[]
  empty: FormValues
  fromItem: (item: T) => FormValues
  /** Saves the form (id: the item edited, or undefined for a new one); rejects with the Thai reason. */
  save: (form: FormValues, id: number | undefined) => Promise<unknown>
  columns: readonly Column<T>[]
  /** A problem the browser can tell before asking the server (Thai), or null. */
  check?: (form: FormValues) => string | null
}

/** '2026-11-26T13:30' (a datetime-local input, Bangkok time) <-> ISO. Staff work in Thai time. */
const BANGKOK_MS = 7 * 3_600_000
export const toInputTime = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + BANGKOK_MS).toISOString().slice(0, 16) : ''
export const fromInputTime = (value: string) => new Date(`${value}:00+07:00`).toISOString()
/** A number field: '' stays null (the optional ones), anything else the number typed. */
export const numberOrNull = (value: FormValues[string]) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : null
export const text = (value: FormValues[string]) => (typeof value === 'string' ? value.trim() : '')

/** '-5' or '1e400': a negative or unreadable number gets its own Thai message before the server's. */
export function negativeField(form: FormValues, fields: readonly FieldSpec[]): string | null {
  for (const f of fields) {
    if (f.kind !== 'number' || (f.when && !f.when(form))) continue
    const value = numberOrNull(form[f.name])
    if (value !== null && (!Number.isFinite(value) || value < 0)) return `ช่อง "${f.label}" ต้องเป็นตัวเลขที่ไม่ติดลบ`
  }
  return null
}

export function MarketingEditor<T extends { id: number; enabled: boolean }>(props: EditorProps<T>) {
  const canWrite = useMayWrite(['marketing'])
  const { data, message, setMessage, busy, run } = useDeskData(props.load)
  const items = data ?? []
  const [form, setForm] = useState<FormValues>(props.empty)
  const [editing, setEditing] = useState<number | undefined>(undefined)
  /** The form shows when adding (after เพิ่ม...ใหม่) or editing; the list comes first. */
  const [open, setOpen] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = negativeField(form, props.fields) ?? props.check?.(form) ?? null
    if (problem) {
      setMessage({ ok: false, text: problem })
      return
    }
    const saved = await run(
      () => props.save(form, editing),
      editing === undefined ? `เพิ่ม${props.noun}แล้ว` : `บันทึก${props.noun}แล้ว`,
    )
    if (saved) close()
  }

  const close = () => {
    setOpen(false)
    setEditing(undefined)
    setForm(props.empty)
  }

  const edit = (item: T) => {
    setEditing(item.id)
    setForm(props.fromItem(item))
    setOpen(true)
    setMessage(null)
  }

  const toggle = (item: T) =>
    run(
      () => props.save({ ...props.fromItem(item), enabled: !item.enabled }, item.id),
      item.enabled ? `ปิด${props.noun}แล้ว` : `เปิด${props.noun}แล้ว`,
    )

  const set = (name: string, value: string | boolean) => setForm((f) => ({ ...f, [name]: value }))

  return (
    <Stack gap="3" data-testid={props.testId}>
      <HStack gap="2" wrap="wrap">
        <Link href="~/marketing">
          <Button size="xs" variant="ghost">
            การตลาด
          </Button>
        </Link>
        <Text color="gray.400">/</Text>
        <Heading size="md" flex="1">
          {props.title}
        </Heading>
        {canWrite && !open && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              setOpen(true)
              setMessage(null)
            }}
          >
            เพิ่ม{props.noun}ใหม่
          </Button>
        )}
      </HStack>
      <DeskMessage message={message} />
      {canWrite && open && (
        <Card.Root>
          <Card.Body p="3">
            <form onSubmit={submit}>
              <Stack gap="3">
                <Heading size="sm">
                  {editing === undefined ? `เพิ่ม${props.noun}` : `แก้ไข${props.noun} #${editing}`}
                </Heading>
                <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="2">
                  {props.fields
                    .filter((f) => !f.when || f.when(form))
                    .map((f) => (
                      <FieldInput
                        key={f.name}
                        spec={f}
                        value={form[f.name]}
                        onChange={(v) => set(f.name, v)}
                      />
                    ))}
                </Grid>
                <HStack gap="2">
                  <Button type="submit" colorPalette="blue" loading={busy}>
                    บันทึก
                  </Button>
                  <Button variant="ghost" onClick={close}>
                    ยกเลิก
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root>
        <Card.Body p="2" overflowX="auto">
          {items.length === 0 ? (
            <Text color="gray.600" p="2">
              ยังไม่มี{props.noun}
            </Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {props.columns.map((c) => (
                    <Table.ColumnHeader key={c.label}>{c.label}</Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader>สถานะ</Table.ColumnHeader>
                  {canWrite && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item) => (
                  <Table.Row key={item.id} data-testid="bo-marketing-row">
                    {props.columns.map((c) => (
                      <Table.Cell key={c.label} whiteSpace="nowrap">
                        {c.cell(item)}
                      </Table.Cell>
                    ))}
                    <Table.Cell>
                      <Badge colorPalette={item.enabled ? 'green' : 'gray'}>
                        {item.enabled ? 'เปิด' : 'ปิดแล้ว'}
                      </Badge>
                    </Table.Cell>
                    {canWrite && (
                      <Table.Cell>
                        <HStack gap="1">
                          <Button size="xs" variant="outline" disabled={busy} onClick={() => edit(item)}>
                            แก้ไข
                          </Button>
                          <Button size="xs" variant="ghost" disabled={busy} onClick={() => toggle(item)}>
                            {item.enabled ? 'ปิด' : 'เปิด'}
                          </Button>
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

function FieldInput({
  spec,
  value,
  onChange,
}: {
  spec: FieldSpec
  value: FormValues[string] | undefined
  onChange: (value: string | boolean) => void
}) {
  const name = `mk-${spec.name}`
  if (spec.kind === 'checkbox')
    return (
      <Checkbox.Root
        checked={value === true}
        onCheckedChange={(e) => onChange(e.checked === true)}
        alignSelf="end"
        pb="2"
      >
        <Checkbox.HiddenInput name={name} />
        <Checkbox.Control />
        <Checkbox.Label>{spec.label}</Checkbox.Label>
      </Checkbox.Root>
    )
  const str = typeof value === 'string' ? value : ''
  return (
    <Field.Root required={spec.required} gridColumn={spec.kind === 'textarea' ? { md: 'span 3' } : undefined}>
      <Field.Label>{spec.label}</Field.Label>
      {spec.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field name={name} value={str} onChange={(e) => onChange(e.target.value)}>
            {spec.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.kind === 'textarea' ? (
        <Textarea name={name} value={str} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          name={name}
          type={spec.kind === 'datetime' ? 'datetime-local' : 'text'}
          inputMode={spec.kind === 'number' ? 'decimal' : undefined}
          value={str}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {spec.hint && <Field.HelperText>{spec.hint}</Field.HelperText>}
    </Field.Root>
  )
}
