import { and, asc, eq } from 'drizzle-orm'
import type {
  AgentBank,
  AgentConfig,
  AgentTrueMoney,
  Banner,
  EventItem,
  Notification,
} from '../../../src/contract/agent'
import { bankName } from '../../../src/contract/banks'
import {
  agentBankAccounts,
  agents,
  agentTrueMoneyAccounts,
  banners,
  eventLinks,
  events,
  notifications,
} from '../../db/schema'
import type { AppDeps } from '../../deps'

/** Agent content changes rarely and is read on every page load: keep it in memory briefly. */
const TTL_MS = 5_000

export interface AgentContent {
  config: AgentConfig | null
  banks: AgentBank[]
  trueMoney: AgentTrueMoney[]
  notifications: Notification[]
  banners: Banner[]
  events: EventItem[]
}

/** One service (and so one cached copy) per app: the back office's changes invalidate it. */
const services = new WeakMap<AppDeps['config'], ReturnType<typeof createAgentService>>()

/** The agent's public content for this app (its config): what the site reads, turned-off items left out. */
export function agentService(deps: AppDeps) {
  let service = services.get(deps.config)
  if (!service) {
    service = createAgentService(deps)
    services.set(deps.config, service)
  }
  return service
}

function createAgentService(deps: AppDeps) {
  const agentId = deps.config.agentId
  let cached: { at: number; content: Promise<AgentContent> } | null = null

  async function load(): Promise<AgentContent> {
    const { db } = deps
    const [agent] = await db.select().from(agents).where(eq(agents.id, agentId))
    const [bankRows, tmRows, noteRows, bannerRows, eventRows] = await Promise.all([
      db
        .select()
        .from(agentBankAccounts)
        .where(eq(agentBankAccounts.agentId, agentId))
        .orderBy(asc(agentBankAccounts.sort), asc(agentBankAccounts.id)),
      db
        .select()
        .from(agentTrueMoneyAccounts)
        .where(eq(agentTrueMoneyAccounts.agentId, agentId))
        .orderBy(asc(agentTrueMoneyAccounts.id)),
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.agentId, agentId), eq(notifications.enabled, true)))
        .orderBy(asc(notifications.sort), asc(notifications.id)),
      db
        .select()
        .from(banners)
        .where(and(eq(banners.agentId, agentId), eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id)),
      db
        .select({ event: events, link: eventLinks })
        .from(events)
        .leftJoin(eventLinks, eq(eventLinks.eventId, events.id))
        .where(and(eq(events.agentId, agentId), eq(events.enabled, true)))
        .orderBy(asc(events.sort), asc(events.id)),
    ])
    return {
      config: agent
        ? {
            agent_code: agent.code,
            agent_id: agent.id,
            name: agent.name,
            info: {
              agent_logo: agent.logo,
              line_admin_url: agent.lineAdminUrl,
              line_contact_url: agent.lineContactUrl,
            },
          }
        : null,
      banks: bankRows.map((b) => ({
        id: b.id,
        bank_code: b.bankCode,
        bank_name: bankName(b.bankCode),
        account_no: b.accountNo,
        account_name: b.accountName,
      })),
      trueMoney: tmRows.map((t) => ({ id: t.id, phone: t.phone, account_name: t.accountName })),
      notifications: noteRows.map((n) => ({
        id: n.id,
        type: n.type,
        image: n.image,
        title: n.title,
        description: n.description,
      })),
      banners: bannerRows.map((b) => ({
        id: b.id,
        image: b.image,
        title: b.title,
        link: b.link,
        audience: b.audience,
        promotion_id: b.promotionId,
      })),
      events: eventRows.map(({ event: e, link }) => ({
        id: e.id,
        image: e.image,
        title: e.title,
        poll_id: link?.pollId ?? null,
        quest_id: link?.questId ?? null,
        link: link?.link ?? null,
      })),
    }
  }

  return {
    /** Everything public about the configured agent, from a short-lived in-memory copy. */
    content(): Promise<AgentContent> {
      const now = Date.now()
      if (!cached || now - cached.at > TTL_MS) {
        const content = load()
        cached = { at: now, content }
        content.catch(() => {
          if (cached?.content === content) cached = null
        })
      }
      return cached.content
    },
    /** Is this the agent this server serves? */
    isOwnAgent: (code: string) => code.toLowerCase() === deps.config.agentCode.toLowerCase(),
    /** Read again on the next call (after the back office changed banners, announcements or events). */
    invalidate: () => {
      cached = null
    },
  }
}
