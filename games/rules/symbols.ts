/** The symbols of the built-in line slots: code, what the page draws, Thai name. */
export const SYMBOLS: Readonly<Record<string, { glyph: string; name: string }>> = {
  W: { glyph: '💎', name: 'ไวลด์ (แทนทุกสัญลักษณ์)' },
  S: { glyph: '7️⃣', name: 'เจ็ด' },
  B: { glyph: '🔔', name: 'ระฆัง' },
  M: { glyph: '🍉', name: 'แตงโม' },
  G: { glyph: '🍇', name: 'องุ่น' },
  L: { glyph: '🍋', name: 'มะนาว' },
  C: { glyph: '🍒', name: 'เชอร์รี่' },
  F: { glyph: '🎁', name: 'สแกตเตอร์ (ฟรีสปิน)' },
}

/** Pays for 3, 4 and 5 of a kind on a line, in line bets (shared by both slots). */
export const LINE_PAYTABLE = {
  W: [50, 250, 1000],
  S: [25, 100, 500],
  B: [15, 50, 200],
  M: [10, 30, 100],
  G: [5, 20, 75],
  L: [4, 15, 50],
  C: [2, 10, 40],
} as const satisfies Record<string, readonly [number, number, number]>
