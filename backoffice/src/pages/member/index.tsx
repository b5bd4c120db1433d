import { Button, Card, Grid, Heading, HStack, Stack, Tabs } from '@chakra-ui/react'
import { useAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { MemberContext } from '../../../../src/contract/staff'
import { fetchMe } from '../../api'
import { MemberContextPanel } from '../../components/member-context'
import { staffAtom } from '../../session'
import { MemberActions } from './actions'
import { BillsTab, LoginsTab, PromotionsTab, ResponsibleTab, StatementTab } from './history'

/**
 * One member (members desk): the member context (the money desk's panel), the actions of cashiers
 * and owners, and tabs for the statement, lottery bills, promotions, logins and responsible play.
 */
export function MemberPage({ params }: { params: { id: string } }) {
  const memberId = Number(params.id)
  const [staff, setStaff] = useAtom(staffAtom)
  const [version, setVersion] = useState(0)
  // The adjustment limit shown is the one an owner set last (it may have changed since the login).
  useEffect(() => {
    fetchMe().then(setStaff, () => {})
  }, [setStaff])
  const [context, setContext] = useState<MemberContext | null>(null)
  const changed = useCallback(() => setVersion((v) => v + 1), [])
  const canAct = staff?.role === 'owner' || staff?.role === 'cashier'
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading size="md">สมาชิก #{memberId}</Heading>
        <Link href="/members">
          <Button size="sm" variant="outline">
            กลับไปค้นหา
          </Button>
        </Link>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="3" alignItems="start">
        <Card.Root>
          <Card.Body p="3">
            <MemberContextPanel memberId={memberId} version={version} onLoaded={setContext} />
          </Card.Body>
        </Card.Root>
        {canAct && staff && context && <MemberActions staff={staff} context={context} changed={changed} />}
      </Grid>
      <Card.Root>
        <Card.Body p="2">
          <Tabs.Root defaultValue="statement" size="sm" lazyMount unmountOnExit>
            <Tabs.List overflowX="auto" overflowY="hidden">
              <Tabs.Trigger value="statement">รายการเดินบัญชี</Tabs.Trigger>
              <Tabs.Trigger value="bills">โพยหวย</Tabs.Trigger>
              <Tabs.Trigger value="promotions">โปรโมชั่น</Tabs.Trigger>
              <Tabs.Trigger value="logins">การเข้าสู่ระบบ</Tabs.Trigger>
              <Tabs.Trigger value="responsible">เล่นอย่างรับผิดชอบ</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="statement">
              <StatementTab memberId={memberId} version={version} />
            </Tabs.Content>
            <Tabs.Content value="bills">
              <BillsTab memberId={memberId} />
            </Tabs.Content>
            <Tabs.Content value="promotions">
              <PromotionsTab memberId={memberId} version={version} />
            </Tabs.Content>
            <Tabs.Content value="logins">
              <LoginsTab memberId={memberId} version={version} />
            </Tabs.Content>
            <Tabs.Content value="responsible">
              <ResponsibleTab memberId={memberId} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
