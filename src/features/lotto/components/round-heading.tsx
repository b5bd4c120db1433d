import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'

/** A round's page title and its times under it (close, then draw or shooting close), joined by "·". */
export function RoundHeading({ title, times }: { title: string; times: string[] }) {
  return (
    <>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {times.join(' · ')}
      </Text>
    </>
  )
}
