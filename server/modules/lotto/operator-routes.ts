import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import {
  deleteLimited,
  moveRoundTimes,
  operatorRound,
  operatorRounds,
  setLimited,
  setRate,
  voidRound,
} from './admin'
import { roundExposure } from './exposure'
import { LOTTO_MESSAGES as M } from './messages'
import { rateTables, roundLimited } from './rates'
import { previewResult } from './result-preview'
import { enterResult } from './results'
import { findRound, type RoundRow, toRound } from './rounds'
import { settleRound } from './settle'
import { setYeekeeBonus, yeekeeBonusSetting } from './yeekee-bonus'

/**
 * The lottery's operator calls, registered inside the operator plugin (its token guard): every call
 * that changes something runs in one transaction with its audit row (the round before, the outcome).
 */
export const lottoOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const snapshot = async (scoped: AppDeps, roundId: number) => {
    const round = await findRound(scoped.db, roundId)
    return round ? toRound(round, scoped.clock.now()) : null
  }
  const withRound = async (scoped: AppDeps, result: Result<RoundRow>) =>
    result.ok ? ok(await operatorRound(scoped, result.value)) : result

  registerEndpoint(app, 'operatorLottoRounds', {
    handler: async ({ query }) => ({ error: 0, data: await operatorRounds(deps, query) }),
  })

  registerEndpoint(app, 'operatorLottoResult', {
    handler: async (request) => {
      const id = request.body.round_id
      const result = await audited(deps, request, {
        action: 'lotto.result',
        target: `lotto_round:${id}`,
        before: (scoped) => snapshot(scoped, id),
        run: (scoped) => enterResult(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoResultPreview', {
    handler: async ({ query }) => toEnvelope(await previewResult(deps, query)),
  })

  registerEndpoint(app, 'operatorLottoExposure', {
    handler: async ({ query }) => toEnvelope(await roundExposure(deps, query)),
  })

  // Run from here, the whole settlement is one transaction with its audit row (the jobs settle in
  // chunks, each its own transaction).
  registerEndpoint(app, 'operatorLottoSettle', {
    handler: async (request) => {
      const id = request.body.round_id
      const result = await audited(deps, request, {
        action: 'lotto.settle',
        target: `lotto_round:${id}`,
        run: async (scoped) => {
          const round = await findRound(scoped.db, id)
          if (!round) return refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
          if (round.status === 'open') return refuse(M.notResulted)
          const done = await settleRound(scoped, id)
          return ok({
            round_id: id,
            settled: done.settled,
            won: done.won,
            paid: satangToBaht(done.paidSatang),
            waiting: done.waiting,
          })
        },
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoVoid', {
    handler: async (request) => {
      const id = request.body.round_id
      const result = await audited(deps, request, {
        action: 'lotto.void',
        target: `lotto_round:${id}`,
        before: (scoped) => snapshot(scoped, id),
        run: async (scoped) => withRound(scoped, await voidRound(scoped, request.body)),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoRoundTimes', {
    handler: async (request) => {
      const id = request.body.round_id
      const result = await audited(deps, request, {
        action: 'lotto.round_times',
        target: `lotto_round:${id}`,
        before: (scoped) => snapshot(scoped, id),
        run: async (scoped) => withRound(scoped, await moveRoundTimes(scoped, request.body)),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoRates', {
    handler: async ({ query }) => ({ error: 0, data: await rateTables(deps.db, query.category_id, true) }),
  })

  registerEndpoint(app, 'operatorLottoRate', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'lotto.rate',
        target: `lotto_rate:${request.body.category_id}:${request.body.bet_type}`,
        before: (scoped) => rateTables(scoped.db, request.body.category_id, true),
        run: (scoped) => setRate(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoLimited', {
    handler: async ({ query }) => ({ error: 0, data: await roundLimited(deps.db, query.round_id) }),
  })

  registerEndpoint(app, 'operatorLottoSetLimited', {
    handler: async (request) => {
      const { round_id, bet_type, number } = request.body
      const result = await audited(deps, request, {
        action: 'lotto.limited.set',
        target: `lotto_limited:${round_id}:${bet_type}:${number}`,
        before: (scoped) => roundLimited(scoped.db, round_id),
        run: (scoped) => setLimited(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoDeleteLimited', {
    handler: async (request) => {
      const { round_id, bet_type, number } = request.body
      const result = await audited(deps, request, {
        action: 'lotto.limited.delete',
        target: `lotto_limited:${round_id}:${bet_type}:${number}`,
        before: (scoped) => roundLimited(scoped.db, round_id),
        run: (scoped) => deleteLimited(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorYeekeeBonus', {
    handler: async () => ({ error: 0, data: await yeekeeBonusSetting(deps) }),
  })

  registerEndpoint(app, 'operatorYeekeeSetBonus', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'lotto.yeekee_bonus',
        target: 'lotto_yeekee_settings',
        before: (scoped) => yeekeeBonusSetting(scoped),
        run: (scoped) => setYeekeeBonus(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })
}
