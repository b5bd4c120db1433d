import { Center, Spinner } from '@chakra-ui/react'
import { Provider as JotaiProvider, useAtom, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Redirect, Route, Router, Switch } from 'wouter'
import { fetchMe, setExpiredHandler } from './api'
import { Layout } from './components/layout'
import { AuditPage } from './pages/audit'
import { LiffLinksPage } from './pages/liff-links'
import { LoginPage } from './pages/login'
import { LotteryRoutes } from './pages/lottery/routes'
import { MarketingRoutes } from './pages/marketing/routes'
import { MemberPage } from './pages/member'
import { MembersPage } from './pages/members'
import { MoneyDeskPage } from './pages/money-desk'
import { ReportsPage } from './pages/reports'
import { StaffPage } from './pages/staff'
import { WelcomePage } from './pages/welcome'
import { staffAtom, tokenAtom, writeToken } from './session'

/** The signed-in part: who this is (from the server, never from storage), then the desks of their role. */
function SignedIn() {
  const [staff, setStaff] = useAtom(staffAtom)
  const setToken = useSetAtom(tokenAtom)
  useEffect(() => {
    setExpiredHandler(() => {
      writeToken(null)
      setStaff(null)
      setToken(null)
    })
    fetchMe().then(setStaff, () => {})
  }, [setStaff, setToken])
  if (!staff)
    return (
      <Center minH="100dvh">
        <Spinner aria-label="กำลังโหลด" />
      </Center>
    )
  const desk = staff.role === 'owner' || staff.role === 'cashier' || staff.role === 'read_only'
  const marketing = staff.role === 'owner' || staff.role === 'marketing' || staff.role === 'read_only'
  const lottery = staff.role === 'owner' || staff.role === 'lottery' || staff.role === 'read_only'
  const home = desk ? '/money' : marketing ? '/marketing' : lottery ? '/lottery' : '/welcome'
  return (
    <Layout staff={staff}>
      <Switch>
        {desk && <Route path="/money" component={MoneyDeskPage} />}
        {desk && <Route path="/members" component={MembersPage} />}
        {desk && <Route path="/members/:id" component={MemberPage} />}
        {staff.role === 'owner' && <Route path="/staff" component={StaffPage} />}
        {(staff.role === 'owner' || staff.role === 'read_only') && (
          <Route path="/reports" component={ReportsPage} />
        )}
        {(staff.role === 'owner' || staff.role === 'read_only') && (
          <Route path="/audit" component={AuditPage} />
        )}
        {marketing && (
          <Route path="/marketing" nest>
            <MarketingRoutes />
          </Route>
        )}
        {lottery && (
          <Route path="/lottery" nest>
            <LotteryRoutes />
          </Route>
        )}
        <Route path="/liff" component={LiffLinksPage} />
        {home === '/welcome' && <Route path="/welcome" component={WelcomePage} />}
        <Route>
          <Redirect to={home} replace />
        </Route>
      </Switch>
    </Layout>
  )
}

function Root() {
  const [token] = useAtom(tokenAtom)
  return token ? <SignedIn key={token} /> : <LoginPage />
}

/** The back office at /backoffice: its own app and bundle (vite.backoffice.config.ts), Thai. */
export function App() {
  return (
    <JotaiProvider>
      <Router base="/backoffice">
        <Root />
      </Router>
    </JotaiProvider>
  )
}
