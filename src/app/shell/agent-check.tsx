import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { AGENT_CODE } from '../../config'
import { agentCodeValidAtom } from '../../features/agent/atoms'
import { whenIdle } from '../../lib/idle'
import { AGENT_CODE_WRONG } from '../texts'
import css from './shell.module.css'

/**
 * Confirms the site's agent code with the server (agent/validate) once per page load, in the
 * background once the first screen has rendered: the first paint never waits for it. A code the
 * server does not know (a build made for another agent) is said plainly above every page, since
 * nothing a member does would work; a failed call says nothing.
 */
export function AgentCheck() {
  const [started, setStarted] = useState(false)
  useEffect(() => whenIdle(() => setStarted(true), 2000), [])
  return started ? <AgentCodeNotice /> : null
}

function AgentCodeNotice() {
  const valid = useAtomValue(agentCodeValidAtom)
  if (valid !== false) return null
  return (
    <p role="alert" className={css.agentAlert}>
      {AGENT_CODE_WRONG(AGENT_CODE)}
    </p>
  )
}
