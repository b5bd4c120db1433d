import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { TEXT } from '../texts'

interface ErrorPageProps {
  status?: number
  /** Replaces the standard line under the title (e.g. the unknown-route text). */
  message?: string
}

/** The spec's error page: the status code, 'Not Found' for 404, otherwise 'An error occurred'. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const title = status === 404 ? TEXT.notFound : TEXT.errorOccurred
  return (
    <Box as="section" textAlign="center" py="16" px="4" minH="50dvh">
      <Text fontSize="5xl" fontWeight="semibold" color="gold.300" lineHeight="1">
        {status}
      </Text>
      <Heading as="h1" size="lg" mt="3">
        {title}
      </Heading>
      {message ? (
        <Text mt="2" color="fg.muted">
          {message}
        </Text>
      ) : null}
      <Box asChild mt="6" display="inline-block" color="gold.300" textDecoration="underline">
        <a href="/">{TEXT.backHome}</a>
      </Box>
    </Box>
  )
}

/** An unknown route: 404 'This page could not be found'. */
export default function NotFoundPage() {
  return <ErrorPage status={404} message={TEXT.pageNotFound} />
}
