import { Card, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { MARKETING_SECTIONS } from './sections'

/** The marketing desk's first page: one card per section (sections.ts). */
export function MarketingIndexPage() {
  return (
    <Stack gap="3">
      <Heading size="md">การตลาด</Heading>
      {MARKETING_SECTIONS.length === 0 && <Text color="gray.600">ยังไม่มีหัวข้อในส่วนนี้</Text>}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="2">
        {MARKETING_SECTIONS.map((section) => (
          <Link key={section.path} href={section.path}>
            <Card.Root _hover={{ borderColor: 'gray.400' }} h="full" data-testid="bo-marketing-section">
              <Card.Body p="3" gap="1">
                <Heading size="sm">{section.title}</Heading>
                <Text fontSize="sm" color="gray.600">
                  {section.note}
                </Text>
              </Card.Body>
            </Card.Root>
          </Link>
        ))}
      </Grid>
    </Stack>
  )
}
