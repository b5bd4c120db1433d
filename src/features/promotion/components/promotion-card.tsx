import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import type { Promotion } from '../../../contract/promotion'
import { PROMOTION_TEXT, promotionSummary } from '../texts'

/** One promotion: image, title, description, its terms, and an action (take, or why not). */
export function PromotionCard({ promotion, action }: { promotion: Promotion; action?: ReactNode }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      aria-label={promotion.title}
    >
      {promotion.image ? (
        <img
          src={promotion.image}
          alt=""
          loading="lazy"
          style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <Stack gap="1" px="4" py="3">
        <Heading as="h3" size="md">
          {promotion.title}
        </Heading>
        <Text fontSize="sm">{promotion.description}</Text>
        <Text fontSize="sm" color="gold.fg">
          {promotionSummary(promotion)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {PROMOTION_TEXT.frequency[promotion.frequency]} ·{' '}
          {PROMOTION_TEXT.maxWithdraw(promotion.max_withdraw)}
        </Text>
        {action ? <Box pt="2">{action}</Box> : null}
      </Stack>
    </Box>
  )
}
