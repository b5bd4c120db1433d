import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import type { Banner } from '../../../contract/agent'
import { bannersListAtom } from '../atoms'

const AUTO_MS = 5000
/** Banner images are 1200 × 500: the frame keeps that ratio before they arrive (no layout shift). */
const RATIO = '12 / 5'

/** The home banners: a scroll-snap strip (swipe on phones) that advances every 5 s. */
export function BannerCarousel() {
  const banners = useAtomValue(bannersListAtom)
  const strip = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (banners.length < 2) return
    const timer = setInterval(() => {
      const el = strip.current
      if (!el || document.hidden) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' })
    }, AUTO_MS)
    return () => clearInterval(timer)
  }, [banners.length])

  const onScroll = () => {
    const el = strip.current
    if (el?.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth))
  }

  return (
    <Box
      as="section"
      aria-label="แบนเนอร์"
      position="relative"
      rounded="xl"
      overflow="hidden"
      bg="bg.subtle"
      style={{ aspectRatio: RATIO }}
    >
      <Flex
        ref={strip}
        onScroll={onScroll}
        h="full"
        overflowX="auto"
        scrollSnapType="x"
        scrollSnapStrictness="mandatory"
        scrollbar="hidden"
      >
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} first={i === 0} />
        ))}
      </Flex>
      {banners.length > 1 ? (
        <Flex position="absolute" bottom="2" insetX="0" justify="center" gap="1.5" aria-hidden="true">
          {banners.map((b, i) => (
            <Box
              key={b.id}
              w="2"
              h="2"
              rounded="full"
              bg={i === index ? 'gold.400' : 'transparent'}
              borderWidth="1px"
              borderColor="gold.400"
            />
          ))}
        </Flex>
      ) : null}
    </Box>
  )
}

function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const img = (
    <img
      src={banner.image}
      alt={banner.title}
      width={1200}
      height={500}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  )
  return (
    <Box flex="0 0 100%" scrollSnapAlign="start" h="full">
      {banner.link ? (
        <Link href={`~${banner.link}`} aria-label={banner.title}>
          {img}
        </Link>
      ) : (
        img
      )}
    </Box>
  )
}
