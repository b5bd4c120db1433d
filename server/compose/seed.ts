import { and, eq } from 'drizzle-orm'
import type { Tx } from '../db/open'
import {
  agentBankAccounts,
  agents,
  agentTrueMoneyAccounts,
  banners,
  events,
  notifications,
  promotions,
} from '../db/schema'
import {
  AGENT_BANKS,
  AGENT_TRUE_MONEY,
  BANNERS,
  DEMO_AGENT,
  DEMO_MEMBER,
  EVENTS,
  notificationsOf,
} from '../db/seed-content'
import type { AppDeps } from '../deps'
import { hashPassword } from '../lib/password'
import { insertMember } from '../modules/auth/register'
import { seedReturnPrograms } from '../modules/cashback/seed'
import { seedReturnsDemo } from '../modules/cashback/seed-demo'
import { seedGameDemo, syncGameCatalogue } from '../modules/game/seed'
import { seedLottoCatalogue } from '../modules/lotto/catalogue'
import { MARKETS } from '../modules/lotto/schedule'
import { seedLottoDemo } from '../modules/lotto/seed'
import { seedPaymentChannels } from '../modules/payment/seed'
import { promotionTerms, seedPromotions, WELCOME_PROMOTION } from '../modules/promotion/seed'
import { moveMoney, seedHouseAccounts } from '../modules/wallet/ledger'
import { openingReference } from '../modules/wallet/references'
import { mainWalletId } from '../modules/wallet/service'
import { seedExtras } from './seed-extras'

export type SeedMode = 'demo' | 'minimal'

/**
 * First-run content. Idempotent: the agent row is the marker, inserted first in the same
 * transaction, so a second start (or a concurrent one) changes nothing. Returns whether it seeded.
 */
export async function seed(deps: AppDeps, mode: SeedMode): Promise<boolean> {
  const { agentId, agentCode } = deps.config
  // Before the first-run marker: a database from before the vocabulary gets its missing accounts too.
  await seedHouseAccounts(deps.db)
  // Every start: the built-in provider lists exactly the games it serves.
  await syncGameCatalogue(deps.db)
  await seedLottoCatalogue(deps.db)
  const existing = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId))
  if (existing.length > 0) return false
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(agents)
      .values({ id: agentId, code: agentCode, ...DEMO_AGENT })
      .onConflictDoNothing()
      .returning({ id: agents.id })
    if (inserted.length === 0) return false
    await tx.insert(agentBankAccounts).values(AGENT_BANKS.map((b) => ({ ...b, agentId })))
    await tx.insert(agentTrueMoneyAccounts).values(AGENT_TRUE_MONEY.map((t) => ({ ...t, agentId })))
    await seedPaymentChannels(tx, agentId)
    if (mode === 'demo') {
      const govClose = MARKETS.find((m) => m.code === 'gov')?.close
      if (!govClose) throw new Error('the draw schedule has no government market')
      await tx.insert(notifications).values(
        notificationsOf({ govClose, welcome: promotionTerms(WELCOME_PROMOTION) }).map((n) => ({
          ...n,
          agentId,
        })),
      )
      await tx.insert(events).values(EVENTS.map((e) => ({ ...e, agentId })))
      await seedPromotions(tx, agentId, deps.clock.now())
      // The member's welcome banner offers the welcome promotion (hidden once it cannot be taken).
      const [welcome] = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.agentId, agentId), eq(promotions.title, WELCOME_PROMOTION.title)))
      await tx.insert(banners).values(
        BANNERS.map(({ offersWelcome, ...b }) => ({
          ...b,
          agentId,
          promotionId: offersWelcome ? (welcome?.id ?? null) : null,
        })),
      )
      await seedExtras(tx, agentId, deps.clock.now())
      // Only the demo has a member with a published password; `minimal` is fit for production.
      await seedDemoMember(deps, tx)
      await seedGameDemo(tx)
      await seedLottoDemo(deps, tx)
      await seedReturnPrograms(tx, agentId)
      if (deps.config.demo) await seedReturnsDemo(deps, tx)
    }
    return true
  })
}

async function seedDemoMember(deps: AppDeps, tx: Tx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password, deps.config.scryptLogN, deps.random)
  const member = await insertMember(deps, tx, {
    phone: DEMO_MEMBER.phone,
    passwordHash,
    bankCode: DEMO_MEMBER.bankCode,
    bankAccountNo: DEMO_MEMBER.bankAccountNo,
    fullName: DEMO_MEMBER.fullName,
    referredBy: null,
  })
  const walletId = await mainWalletId(tx, member.id)
  if (walletId === null) throw new Error('demo member has no main wallet')
  await moveMoney(
    tx,
    deps,
    {
      kind: 'opening',
      memberId: member.id,
      reference: openingReference(member.id),
      memo: 'Demo opening balance',
      legs: [
        { walletId, amount: DEMO_MEMBER.openingSatang },
        { house: 'opening', amount: -DEMO_MEMBER.openingSatang },
      ],
      at: deps.clock.now(),
    },
    { type: 'opening.credited', amountSatang: DEMO_MEMBER.openingSatang },
  )
}
