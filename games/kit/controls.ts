import { h } from './dom'
import { formatBaht } from './format'
import { KIT_TEXTS } from './texts'

/** The balance line: baht in th-TH, with the demo badge in demo sessions. */
export function balanceView(demo: boolean) {
  const amount = h('strong', { 'data-testid': 'balance' })
  const node = h(
    'div',
    { class: 'kit-balance' },
    h('span', {}, `${KIT_TEXTS.balance} `),
    amount,
    demo ? h('span', { class: 'kit-demo' }, KIT_TEXTS.demo) : null,
  )
  return {
    node,
    set: (baht: number) => {
      amount.textContent = formatBaht(baht)
    },
  }
}

/** The bet-size stepper over a game's offered sizes. */
export function betStepper(steps: readonly number[], start = 0) {
  let index = start
  const value = h('output', { 'data-testid': 'bet' })
  const listeners: ((bet: number) => void)[] = []
  const render = () => {
    value.textContent = formatBaht(steps[index])
    minus.disabled = index === 0
    plus.disabled = index === steps.length - 1
    for (const listener of listeners) listener(steps[index])
  }
  const move = (by: number) => {
    index = Math.min(steps.length - 1, Math.max(0, index + by))
    render()
  }
  const minus = h('button', { type: 'button', 'aria-label': 'ลดเดิมพัน', onclick: () => move(-1) }, '−')
  const plus = h('button', { type: 'button', 'aria-label': 'เพิ่มเดิมพัน', onclick: () => move(1) }, '+')
  const node = h('div', { class: 'kit-stepper' }, h('span', {}, KIT_TEXTS.bet), minus, value, plus)
  render()
  return {
    node,
    get value() {
      return steps[index]
    },
    onChange: (listener: (bet: number) => void) => listeners.push(listener),
    setDisabled(disabled: boolean) {
      minus.disabled = disabled || index === 0
      plus.disabled = disabled || index === steps.length - 1
    },
  }
}

/** Counts a win up on screen (the win animation's number); timers, not frames, so it ends in a hidden tab too. */
export function countUp(node: HTMLElement, to: number, ms = 700): Promise<void> {
  return new Promise((resolve) => {
    const start = Date.now()
    const tick = () => {
      const t = Math.min(1, (Date.now() - start) / ms)
      node.textContent = formatBaht(Math.round(to * t * 100) / 100)
      if (t < 1) setTimeout(tick, 30)
      else resolve()
    }
    tick()
  })
}
