import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { newsNotificationsAtom } from '../atoms'

/** General news: the notifications that are not type 1 (those go to the announcement dialog). */
export function NewsList({ title }: { title: string }) {
  const news = useAtomValue(newsNotificationsAtom)
  if (news.length === 0) return null
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="2" color="gold.300">
        {title}
      </Heading>
      <Box as="ul" listStyleType="none" display="grid" gap="2">
        {news.map((item) => (
          <Box
            as="li"
            key={item.id}
            p="3"
            rounded="lg"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <Text fontWeight="semibold">{item.title}</Text>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
              {item.description}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
