import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { useParams } from 'wouter'
import { CATEGORY_CODES, type CategoryCode, LOTTO_CATEGORIES } from '../../contract/lotto-rules'
import { CategoryRounds } from '../../features/lotto/components/category-rounds'
import { LottoTabs } from '../../features/lotto/components/lotto-tabs'
import NotFoundPage from './error-page'

/** /lotto/category/{code}: one lottery category's rounds (lotto/rounds), reached from the lobby. */
export default function LottoCategoryPage() {
  const { code = '' } = useParams<{ code?: string }>()
  if (!(CATEGORY_CODES as string[]).includes(code)) return <NotFoundPage />
  const category = LOTTO_CATEGORIES[code as CategoryCode]
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {category.name}
      </Heading>
      <LottoTabs />
      <CategoryRounds categoryId={category.id} />
    </Stack>
  )
}
