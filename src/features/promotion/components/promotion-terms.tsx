import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Promotion } from '../../../contract/promotion'
import { PROMOTION_TEXT, promotionTerms } from '../texts'

/** A promotion in full (the promotion dialog): picture, description and every term, one per line. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  return (
    <Stack gap="3">
      {promotion.image ? (
        <img
          src={promotion.image}
          alt=""
          width={1200}
          height={400}
          style={{ width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      {promotion.description ? <Text>{promotion.description}</Text> : null}
      <Heading as="h3" size="sm" color="gold.fg">
        {PROMOTION_TEXT.terms}
      </Heading>
      <Box as="ul" m="0" ps="5" fontSize="sm" listStyleType="disc" aria-label={PROMOTION_TEXT.terms}>
        {promotionTerms(promotion).map((term) => (
          <Box as="li" key={term} py="0.5">
            {term}
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
