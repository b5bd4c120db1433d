import type { DbOrTx } from '../../db/open'
import { paymentChannels, paymentSubChannels } from '../../db/schema'
import { PAYMENT_CHANNELS } from '../../db/seed-content'

/** First-run deposit channels of the agent (bank transfer, PromptPay QR, TrueMoney). */
export async function seedPaymentChannels(tx: DbOrTx, agentId: number): Promise<void> {
  for (const { subChannels, quickAmounts, ...channel } of PAYMENT_CHANNELS) {
    const [row] = await tx
      .insert(paymentChannels)
      .values({ ...channel, quickAmounts: [...quickAmounts], agentId })
      .returning({ id: paymentChannels.id })
    if (subChannels.length > 0) {
      await tx
        .insert(paymentSubChannels)
        .values(subChannels.map((s, i) => ({ ...s, channelId: row.id, sort: i + 1 })))
    }
  }
}
