import { Box, HStack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'

/**
 * Small charts drawn as SVG in the container's own pixels (no chart library): grouped bars and a
 * line, each value with a tooltip (`<title>`), a zero line, the scale's top and bottom, and a
 * legend. Values may be negative (a house loss).
 */

export interface ChartSeries {
  name: string
  /** A CSS colour. */
  color: string
  values: number[]
}

interface ChartProps {
  /** What the chart shows, read by screen readers. */
  title: string
  /** One label per value (a day, a product). */
  labels: string[]
  /** The label under each bar or point when `labels` are long (default: the label itself). */
  ticks?: string[]
  series: ChartSeries[]
  /** How a value reads in the tooltips and on the scale. */
  format: (value: number) => string
  height?: number
}

const PAD = { top: 12, right: 8, bottom: 22, left: 56 }
/** Room each label under the axis needs (px); labels that would touch are skipped evenly. */
const TICK_PX = 44

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/** The value range drawn: always includes 0, and is never empty. */
function rangeOf(series: ChartSeries[]) {
  const all = series.flatMap((s) => s.values)
  const min = Math.min(0, ...all)
  const max = Math.max(0, ...all)
  return max === min ? { min, max: min + 1 } : { min, max }
}

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <HStack gap="3" wrap="wrap" fontSize="xs" color="gray.700">
      {series.map((s) => (
        <HStack key={s.name} gap="1">
          <Box w="2.5" h="2.5" borderRadius="sm" bg={s.color} />
          <Text>{s.name}</Text>
        </HStack>
      ))}
    </HStack>
  )
}

/** The frame both charts share: scale, zero line and the labels under the axis. */
function Frame({
  width,
  height,
  labels,
  ticks,
  min,
  max,
  format,
  children,
}: {
  width: number
  height: number
  labels: string[]
  ticks: string[]
  min: number
  max: number
  format: (value: number) => string
  children: React.ReactNode
}) {
  const plotH = height - PAD.top - PAD.bottom
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH
  const slot = (width - PAD.left - PAD.right) / Math.max(labels.length, 1)
  const fit = Math.max(2, Math.floor((width - PAD.left - PAD.right) / TICK_PX))
  const every = Math.ceil(labels.length / fit)
  return (
    <>
      {[max, 0, min]
        .filter((v, i, all) => all.indexOf(v) === i)
        .map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke={v === 0 ? '#71717a' : '#e4e4e7'}
            />
            <text x={PAD.left - 4} y={y(v) + 4} fontSize="10" textAnchor="end" fill="#52525b">
              {format(v)}
            </text>
          </g>
        ))}
      {children}
      {ticks.map((tick, i) =>
        i % every === 0 ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the ticks are positional
            key={i}
            x={PAD.left + slot * (i + 0.5)}
            y={height - 6}
            fontSize="10"
            textAnchor="middle"
            fill="#52525b"
          >
            {tick}
          </text>
        ) : null,
      )}
    </>
  )
}

/** Bars, one group per label, one bar per series. */
export function BarChart({ title, labels, ticks, series, format, height = 180 }: ChartProps) {
  const { ref, width } = useWidth()
  const { min, max } = rangeOf(series)
  const plotH = height - PAD.top - PAD.bottom
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH
  const slot = (width - PAD.left - PAD.right) / Math.max(labels.length, 1)
  const barW = Math.max(1, (slot * 0.8) / series.length)
  return (
    <Box ref={ref} w="full">
      <Legend series={series} />
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={title}>
          <Frame {...{ width, height, labels, ticks: ticks ?? labels, min, max, format }}>
            {labels.map((label, i) =>
              series.map((s, j) => {
                const v = s.values[i] ?? 0
                const top = Math.min(y(v), y(0))
                return (
                  <rect
                    key={`${label}-${s.name}`}
                    x={PAD.left + slot * i + slot * 0.1 + barW * j}
                    y={top}
                    width={barW}
                    height={Math.max(Math.abs(y(v) - y(0)), v === 0 ? 0 : 1)}
                    fill={s.color}
                  >
                    <title>{`${label} ${s.name}: ${format(v)}`}</title>
                  </rect>
                )
              }),
            )}
          </Frame>
        </svg>
      )}
    </Box>
  )
}

/** Lines, one per series, a point per label. */
export function LineChart({ title, labels, ticks, series, format, height = 180 }: ChartProps) {
  const { ref, width } = useWidth()
  const { min, max } = rangeOf(series)
  const plotH = height - PAD.top - PAD.bottom
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH
  const slot = (width - PAD.left - PAD.right) / Math.max(labels.length, 1)
  const x = (i: number) => PAD.left + slot * (i + 0.5)
  return (
    <Box ref={ref} w="full">
      <Legend series={series} />
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={title}>
          <Frame {...{ width, height, labels, ticks: ticks ?? labels, min, max, format }}>
            {series.map((s) => (
              <g key={s.name}>
                <polyline
                  points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                  fill="none"
                  stroke={s.color}
                  strokeWidth="2"
                />
                {s.values.map((v, i) => (
                  <circle key={labels[i]} cx={x(i)} cy={y(v)} r={labels.length > 40 ? 1.5 : 3} fill={s.color}>
                    <title>{`${labels[i]} ${s.name}: ${format(v)}`}</title>
                  </circle>
                ))}
              </g>
            ))}
          </Frame>
        </svg>
      )}
    </Box>
  )
}

/**
 * Horizontal bars, one row per label (long names such as the products read well at any width),
 * one bar per series, from a zero line.
 */
export function HBarChart({ title, labels, series, format }: Omit<ChartProps, 'ticks' | 'height'>) {
  const { ref, width } = useWidth()
  const { min, max } = rangeOf(series)
  const LABEL_W = 64
  const VALUE_W = 72
  const BAR_H = 10
  const rowH = series.length * (BAR_H + 2) + 10
  const plotW = Math.max(width - LABEL_W - VALUE_W, 10)
  const x = (v: number) => LABEL_W + ((v - min) / (max - min)) * plotW
  const height = labels.length * rowH
  return (
    <Box ref={ref} w="full">
      <Legend series={series} />
      {width > 0 && (
        <svg width={width} height={height + 4} role="img" aria-label={title}>
          <line x1={x(0)} x2={x(0)} y1={0} y2={height} stroke="#71717a" />
          {labels.map((label, i) => (
            <g key={label} transform={`translate(0, ${i * rowH + 5})`}>
              <text x={0} y={(series.length * (BAR_H + 2)) / 2 + 4} fontSize="12" fill="#27272a">
                {label}
              </text>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0
                return (
                  <g key={s.name}>
                    <rect
                      x={Math.min(x(v), x(0))}
                      y={j * (BAR_H + 2)}
                      width={Math.max(Math.abs(x(v) - x(0)), v === 0 ? 0 : 1)}
                      height={BAR_H}
                      fill={s.color}
                    >
                      <title>{`${label} ${s.name}: ${format(v)}`}</title>
                    </rect>
                    <text
                      x={width - 2}
                      y={j * (BAR_H + 2) + BAR_H - 1}
                      fontSize="10"
                      textAnchor="end"
                      fill="#52525b"
                    >
                      {format(v)}
                    </text>
                  </g>
                )
              })}
            </g>
          ))}
        </svg>
      )}
    </Box>
  )
}
