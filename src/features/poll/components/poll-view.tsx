import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { FormAlert } from '../../../components/form/form-alert'
import { PATHS } from '../../../config/paths'
import { accessTokenAtom } from '../../../lib/session'
import { checkPollQuota, submitVote } from '../api'
import { pollConfigQuery, pollQuotaQuery, pollStatsQuery, refreshPollAtom } from '../atoms'
import { POLL_TEXT } from '../texts'
import { PollChoices } from './poll-choices'
import { PollWinners } from './poll-winners'

/** A poll: its choices with live percentages, the member's quota, the vote, and the winners once closed. */
export function PollView({ pollId }: { pollId: number }) {
  const key = String(pollId)
  const { data: config, loading } = useAtomValue(pollConfigQuery(key))
  const { data: quota } = useAtomValue(pollQuotaQuery(key))
  const { data: stats } = useAtomValue(pollStatsQuery(key))
  const token = useAtomValue(accessTokenAtom)
  const refresh = useSetAtom(refreshPollAtom)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  if (!config) return loading ? null : <Text>{POLL_TEXT.notFound}</Text>
  const vote = async (choiceId: number) => {
    setBusy(true)
    setMessage(null)
    // quota/check first: the quota shown may be stale (another tab, the poll closed meanwhile), and
    // a member who cannot vote reads why instead of a refused vote. A failed check (logged) does not
    // stop the vote: the server refuses it with the same reason if it must.
    const check = await checkPollQuota(pollId)
    if (check && !check.can_vote) {
      setMessage({ ok: false, text: check.reason ?? POLL_TEXT.cannotVote })
    } else {
      const result = await submitVote(pollId, choiceId)
      setMessage(result.ok ? { ok: true, text: POLL_TEXT.voted } : { ok: false, text: result.message })
    }
    refresh(pollId)
    setBusy(false)
  }
  const prize = POLL_TEXT.prize(config.metadata.prize_kind, config.metadata.prize_amount)
  const chosenId = token ? (quota?.choice_id ?? null) : null
  const chosen = config.choices.find((c) => c.id === chosenId)
  return (
    <Stack gap="3">
      <Heading as="h1" size="lg">
        {config.title}
      </Heading>
      {config.image ? (
        <img
          src={config.image}
          alt=""
          width={800}
          height={450}
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : null}
      <Text>{config.description}</Text>
      {prize ? (
        <Text color="gold.fg" fontWeight="semibold">
          {prize}
        </Text>
      ) : null}
      <Text fontSize="sm">
        {config.metadata.closed ? POLL_TEXT.closed : POLL_TEXT.closes(config.metadata.closes_at)}
      </Text>
      {token && quota ? (
        <Stack gap="0" data-testid="poll-quota">
          <Text fontWeight="semibold">{POLL_TEXT.quota(quota.quota)}</Text>
          {chosen ? <Text>{POLL_TEXT.chosen(chosen.label)}</Text> : null}
          <Text fontSize="xs" color="fg.muted">
            {POLL_TEXT.lastUpdated(quota.last_updated_quota)}
          </Text>
        </Stack>
      ) : null}
      {!token ? (
        <Link
          href={`~${PATHS.login}`}
          style={{ textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {POLL_TEXT.loginToVote}
        </Link>
      ) : null}
      {message ? (
        message.ok ? (
          <Text role="status" color="fg.success">
            {message.text}
          </Text>
        ) : (
          <FormAlert message={message.text} />
        )
      ) : null}
      <Text fontSize="sm" data-testid="poll-rule">
        {POLL_TEXT.rule(config.metadata.quota_per_day)}
      </Text>
      <PollChoices
        config={config}
        stats={stats}
        canVote={Boolean(token && quota?.can_vote)}
        chosenId={chosenId}
        busy={busy}
        onVote={(id) => void vote(id)}
      />
      {stats ? (
        <Text fontSize="sm" data-testid="poll-total">
          {POLL_TEXT.total(stats.total_votes)}
        </Text>
      ) : null}
      {config.metadata.answer_choice_id !== null ? <PollWinners pollId={pollId} /> : null}
    </Stack>
  )
}
