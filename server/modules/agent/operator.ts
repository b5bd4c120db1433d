import { and, asc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type {
  OperatorAnnouncement,
  OperatorAnnouncementSaveBody,
  OperatorBanner,
  OperatorBannerSaveBody,
  OperatorEvent,
  OperatorEventSaveBody,
} from '../../../src/contract/marketing'
import { banners, eventLinks, events, notifications, polls, promotions, quests } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { AGENT_OPERATOR_MESSAGES } from './messages'

/**
 * The marketing desk's side of the agent's content: banners, announcements (`notifications`) and
 * events, every one listed (turned off too), added or changed; `enabled: false` hides one from the
 * site and keeps it. The routes drop the site's cached copy after a change (service.ts).
 */

type BannerRow = typeof banners.$inferSelect
type NoteRow = typeof notifications.$inferSelect

const bannerToWire = (b: BannerRow): OperatorBanner => ({
  id: b.id,
  image: b.image,
  title: b.title,
  link: b.link,
  audience: b.audience,
  promotion_id: b.promotionId,
  sort: b.sort,
  enabled: b.enabled,
})

const noteToWire = (n: NoteRow): OperatorAnnouncement => ({
  id: n.id,
  type: n.type,
  image: n.image,
  title: n.title,
  description: n.description,
  sort: n.sort,
  enabled: n.enabled,
})

export async function operatorBannerList(deps: AppDeps): Promise<OperatorBanner[]> {
  const rows = await deps.db
    .select()
    .from(banners)
    .where(eq(banners.agentId, deps.config.agentId))
    .orderBy(asc(banners.sort), asc(banners.id))
  return rows.map(bannerToWire)
}

export async function saveBanner(
  deps: AppDeps,
  body: OperatorBannerSaveBody,
): Promise<Result<OperatorBanner>> {
  const title = body.title.trim()
  if (!title) return refuse(AGENT_OPERATOR_MESSAGES.title)
  if (body.promotion_id !== null) {
    const [promotion] = await deps.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.id, body.promotion_id), eq(promotions.agentId, deps.config.agentId)))
    if (!promotion) return refuse(AGENT_OPERATOR_MESSAGES.promotionNotFound)
  }
  const values = {
    agentId: deps.config.agentId,
    image: body.image,
    title,
    link: body.link,
    audience: body.audience,
    promotionId: body.promotion_id,
    sort: body.sort,
    enabled: body.enabled,
  }
  if (body.banner_id === undefined) {
    const [row] = await deps.db.insert(banners).values(values).returning()
    return ok(bannerToWire(row))
  }
  const [row] = await deps.db
    .update(banners)
    .set(values)
    .where(and(eq(banners.id, body.banner_id), eq(banners.agentId, deps.config.agentId)))
    .returning()
  return row ? ok(bannerToWire(row)) : refuse(AGENT_OPERATOR_MESSAGES.notFound, ErrorCode.NOT_FOUND)
}

export async function operatorAnnouncementList(deps: AppDeps): Promise<OperatorAnnouncement[]> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.agentId, deps.config.agentId))
    .orderBy(asc(notifications.sort), asc(notifications.id))
  return rows.map(noteToWire)
}

export async function saveAnnouncement(
  deps: AppDeps,
  body: OperatorAnnouncementSaveBody,
): Promise<Result<OperatorAnnouncement>> {
  const title = body.title.trim()
  const description = body.description.trim()
  if (!title) return refuse(AGENT_OPERATOR_MESSAGES.title)
  if (!description) return refuse(AGENT_OPERATOR_MESSAGES.description)
  const values = {
    agentId: deps.config.agentId,
    type: body.type,
    image: body.image,
    title,
    description,
    sort: body.sort,
    enabled: body.enabled,
  }
  if (body.announcement_id === undefined) {
    const [row] = await deps.db.insert(notifications).values(values).returning()
    return ok(noteToWire(row))
  }
  const [row] = await deps.db
    .update(notifications)
    .set(values)
    .where(and(eq(notifications.id, body.announcement_id), eq(notifications.agentId, deps.config.agentId)))
    .returning()
  return row ? ok(noteToWire(row)) : refuse(AGENT_OPERATOR_MESSAGES.notFound, ErrorCode.NOT_FOUND)
}

export async function operatorEventList(deps: AppDeps): Promise<OperatorEvent[]> {
  const rows = await deps.db
    .select({ event: events, link: eventLinks })
    .from(events)
    .leftJoin(eventLinks, eq(eventLinks.eventId, events.id))
    .where(eq(events.agentId, deps.config.agentId))
    .orderBy(asc(events.sort), asc(events.id))
  return rows.map(({ event, link }) => ({
    id: event.id,
    image: event.image,
    title: event.title,
    sort: event.sort,
    enabled: event.enabled,
    poll_id: link?.pollId ?? null,
    quest_id: link?.questId ?? null,
    link: link?.link ?? null,
  }))
}

export async function saveEvent(deps: AppDeps, body: OperatorEventSaveBody): Promise<Result<OperatorEvent>> {
  const title = body.title.trim()
  if (!title) return refuse(AGENT_OPERATOR_MESSAGES.title)
  const targets = [body.poll_id, body.quest_id, body.link].filter((t) => t !== null)
  if (targets.length > 1) return refuse(AGENT_OPERATOR_MESSAGES.oneTarget)
  if (body.poll_id !== null) {
    const [poll] = await deps.db.select({ id: polls.id }).from(polls).where(eq(polls.id, body.poll_id))
    if (!poll) return refuse(AGENT_OPERATOR_MESSAGES.pollNotFound)
  }
  if (body.quest_id !== null) {
    const [quest] = await deps.db.select({ id: quests.id }).from(quests).where(eq(quests.id, body.quest_id))
    if (!quest) return refuse(AGENT_OPERATOR_MESSAGES.questNotFound)
  }
  const values = {
    agentId: deps.config.agentId,
    image: body.image,
    title,
    sort: body.sort,
    enabled: body.enabled,
  }
  let row: typeof events.$inferSelect | undefined
  if (body.event_id === undefined) [row] = await deps.db.insert(events).values(values).returning()
  else
    [row] = await deps.db
      .update(events)
      .set(values)
      .where(and(eq(events.id, body.event_id), eq(events.agentId, deps.config.agentId)))
      .returning()
  if (!row) return refuse(AGENT_OPERATOR_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const link = { pollId: body.poll_id, questId: body.quest_id, link: body.link }
  await deps.db
    .insert(eventLinks)
    .values({ eventId: row.id, ...link })
    .onConflictDoUpdate({ target: eventLinks.eventId, set: link })
  return ok({
    id: row.id,
    image: row.image,
    title: row.title,
    sort: row.sort,
    enabled: row.enabled,
    poll_id: body.poll_id,
    quest_id: body.quest_id,
    link: body.link,
  })
}
