import { domAnimation, LazyMotion, m } from 'framer-motion'
import type { WheelSegment } from '../../../contract/wheel'

const R = 140
const C = 150
/** A label's centre, on the slice's middle radius, and its longest length (hub to rim). */
const LABEL_R = 82
const LABEL_MAX = 104

/** A point on the rim at `deg` degrees clockwise from 12 o'clock. */
const rim = (deg: number, r = R) => {
  const rad = ((deg - 90) * Math.PI) / 180
  return [C + r * Math.cos(rad), C + r * Math.sin(rad)]
}

function slicePath(i: number, n: number): string {
  const size = 360 / n
  const [x1, y1] = rim(i * size)
  const [x2, y2] = rim((i + 1) * size)
  return `M${C} ${C}L${x1} ${y1}A${R} ${R} 0 ${size > 180 ? 1 : 0} 1 ${x2} ${y2}Z`
}

interface Props {
  segments: readonly WheelSegment[]
  /** Degrees clockwise; the wheel animates to it and calls onStopped. */
  rotation: number
  onStopped: () => void
}

/**
 * The wheel: segment i spans [i, i+1) × 360/n degrees clockwise from the top pointer. It turns to
 * `rotation` (chosen so the server's segment stops under the pointer) with framer-motion's `m`
 * under LazyMotion (only the DOM animation features are loaded).
 */
export function WheelDisc({ segments, rotation, onStopped }: Props) {
  const n = Math.max(segments.length, 1)
  const size = 360 / n
  return (
    <LazyMotion features={domAnimation} strict>
      <svg
        viewBox="0 0 300 300"
        width="300"
        height="300"
        role="img"
        aria-label="วงล้อ"
        style={{ maxWidth: '100%' }}
      >
        <m.g
          style={{ originX: '150px', originY: '150px' }}
          initial={false}
          animate={{ rotate: rotation }}
          transition={{ duration: rotation === 0 ? 0 : 4, ease: [0.15, 0.6, 0.2, 1] }}
          onAnimationComplete={onStopped}
          data-rotation={rotation}
        >
          {segments.map((s, i) => {
            const mid = i * size + size / 2
            const [tx, ty] = rim(mid, LABEL_R)
            // Along the radius, not across it: across, a label is wider than its slice and runs into
            // its neighbours' labels. Turned over on the left half so that it reads at rest.
            const turn = mid - 90 + (mid > 180 ? 180 : 0)
            const long = s.label.length * 6.5 > LABEL_MAX
            return (
              <g key={s.id}>
                <path d={slicePath(i, n)} fill={s.color} stroke="#111318" strokeWidth="2" />
                <text
                  x={tx}
                  y={ty}
                  fill="#fff"
                  stroke="#111318"
                  strokeWidth="3"
                  paintOrder="stroke"
                  fontSize="11"
                  fontWeight="700"
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${turn} ${tx} ${ty})`}
                  textLength={long ? LABEL_MAX : undefined}
                  lengthAdjust={long ? 'spacingAndGlyphs' : undefined}
                >
                  {s.label}
                </text>
              </g>
            )
          })}
        </m.g>
        <circle cx={C} cy={C} r="16" fill="#111318" stroke="#f5c542" strokeWidth="3" />
        <path d="M138 2h24l-12 26z" fill="#e11d48" stroke="#fff" strokeWidth="2" />
      </svg>
    </LazyMotion>
  )
}
