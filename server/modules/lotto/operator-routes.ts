import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { registerEndpoint } from '../../plugins/endpoint'
import { ok, type Result, refuse, toEnvelope } from '../auth/result'
import { audit } from '../operator/audit'
import {
  deleteLimited,
  moveRoundTimes,
  operatorRound,
  operatorRounds,
  setLimited,
  setRate,
  voidRound,
} from './admin'
import { LOTTO_MESSAGES as M } from './messages'
import { rateTables, roundLimited } from './rates'
import { enterResult } from './results'
import { findRound, type RoundRow, toRound } from './rounds'
import { settleRound } from './settle'
import { setYeekeeBonus, yeekeeBonusSetting } from './yeekee-bonus'

/**
 * The lottery's operator calls, registered inside the operator plugin (its token guard): every call
 * that changes something is written to the operator audit with the round before and the outcome.
 */
export const lottoOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const snapshot = async (roundId: number) => {
    const round = await findRound(deps.db, roundId)
    return round ? toRound(round, deps.clock.now()) : null
  }
  const withRound = async (result: Result<RoundRow>) =>
    result.ok ? ok(await operatorRound(deps, result.value)) : result

  registerEndpoint(app, 'operatorLottoRounds', {
    handler: async ({ query }) => ({ error: 0, data: await operatorRounds(deps, query) }),
  })

  registerEndpoint(app, 'operatorLottoResult', {
    handler: async (request) => {
      const before = await snapshot(request.body.round_id)
      const result = await enterResult(deps, request.body)
      await audit(deps, request, {
        action: 'lotto.result',
        target: `lotto_round:${request.body.round_id}`,
        before,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoSettle', {
    handler: async (request) => {
      const id = request.body.round_id
      const round = await findRound(deps.db, id)
      let result: Result<{ round_id: number; settled: number; won: number; paid: number; waiting: number }>
      if (!round) result = refuse(M.roundNotFound, ErrorCode.NOT_FOUND)
      else if (round.status === 'open') result = refuse(M.notResulted)
      else {
        const done = await settleRound(deps, id)
        result = ok({
          round_id: id,
          settled: done.settled,
          won: done.won,
          paid: satangToBaht(done.paidSatang),
          waiting: done.waiting,
        })
      }
      await audit(deps, request, {
        action: 'lotto.settle',
        target: `lotto_round:${id}`,
        before: null,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoVoid', {
    handler: async (request) => {
      const before = await snapshot(request.body.round_id)
      const result = await withRound(await voidRound(deps, request.body))
      await audit(deps, request, {
        action: 'lotto.void',
        target: `lotto_round:${request.body.round_id}`,
        before,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoRoundTimes', {
    handler: async (request) => {
      const before = await snapshot(request.body.round_id)
      const result = await withRound(await moveRoundTimes(deps, request.body))
      await audit(deps, request, {
        action: 'lotto.round_times',
        target: `lotto_round:${request.body.round_id}`,
        before,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoRates', {
    handler: async ({ query }) => ({ error: 0, data: await rateTables(deps.db, query.category_id, true) }),
  })

  registerEndpoint(app, 'operatorLottoRate', {
    handler: async (request) => {
      const before = await rateTables(deps.db, request.body.category_id, true)
      const result = await setRate(deps, request.body)
      await audit(deps, request, {
        action: 'lotto.rate',
        target: `lotto_rate:${request.body.category_id}:${request.body.bet_type}`,
        before,
        result,
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
      const before = await roundLimited(deps.db, round_id)
      const result = await setLimited(deps, request.body)
      await audit(deps, request, {
        action: 'lotto.limited.set',
        target: `lotto_limited:${round_id}:${bet_type}:${number}`,
        before,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLottoDeleteLimited', {
    handler: async (request) => {
      const { round_id, bet_type, number } = request.body
      const before = await roundLimited(deps.db, round_id)
      const result = await deleteLimited(deps, request.body)
      await audit(deps, request, {
        action: 'lotto.limited.delete',
        target: `lotto_limited:${round_id}:${bet_type}:${number}`,
        before,
        result,
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorYeekeeBonus', {
    handler: async () => ({ error: 0, data: await yeekeeBonusSetting(deps) }),
  })

  registerEndpoint(app, 'operatorYeekeeSetBonus', {
    handler: async (request) => {
      const before = await yeekeeBonusSetting(deps)
      const result = await setYeekeeBonus(deps, request.body)
      await audit(deps, request, {
        action: 'lotto.yeekee_bonus',
        target: 'lotto_yeekee_settings',
        before,
        result,
      })
      return toEnvelope(result)
    },
  })
}
