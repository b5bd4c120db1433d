/** The symbols of the built-in line slots: code and Thai name (the drawings: games/kit/art.ts). */
export const SYMBOLS: Readonly<Record<string, { name: string }>> = {
  W: { name: 'ไวลด์ (แทนทุกสัญลักษณ์)' },
  S: { name: 'เจ็ด' },
  B: { name: 'ระฆัง' },
  M: { name: 'แตงโม' },
  G: { name: 'องุ่น' },
  L: { name: 'มะนาว' },
  C: { name: 'เชอร์รี่' },
  F: { name: 'สแกตเตอร์ (ฟรีสปิน)' },
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
