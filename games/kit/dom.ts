/** A tiny element builder: the pages stay plain DOM (no framework, small first load). */
type Child = Node | string | null | undefined | false

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false) element.setAttribute(name, value)
  }
  for (const child of children) if (child) element.append(child)
  return element
}

/** A message at the top of the game for 3 seconds (errors and notices, in Thai). */
export function toast(text: string, kind: 'error' | 'info' = 'error'): void {
  const node = h('div', { class: `kit-toast kit-toast-${kind}`, role: 'alert' }, text)
  document.body.append(node)
  setTimeout(() => node.remove(), 3000)
}

/** A bottom panel (paytable, fairness, history) with a close button; returns its body. */
export function openPanel(title: string, fill: (body: HTMLElement) => void): void {
  const body = h('div', { class: 'kit-panel-body' })
  const overlay: HTMLElement = h('div', { class: 'kit-overlay' })
  const close = () => overlay.remove()
  overlay.addEventListener('click', (e) => e.target === overlay && close())
  overlay.append(
    h(
      'section',
      { class: 'kit-panel', role: 'dialog', 'aria-label': title },
      h(
        'header',
        { class: 'kit-panel-head' },
        h('h2', {}, title),
        h('button', { type: 'button', onclick: close }, 'ปิด'),
      ),
      body,
    ),
  )
  fill(body)
  document.body.append(overlay)
}
