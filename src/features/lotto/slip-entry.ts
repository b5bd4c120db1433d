import { expandHelper, type SlipHelper } from '../../contract/lotto-rules'

/**
 * How a pad entry becomes numbers: typed as is, or through a slip helper of
 * `src/contract/lotto-rules.ts` (the server's own functions). กลับเลข takes a whole number; 19 ประตู,
 * รูดหน้า and รูดหลัง take one digit and give two-digit numbers; เลขเบิ้ล and เลขตอง need no entry.
 */
export type EntryMode = 'single' | 'reverse' | 'nineteen' | 'runFront' | 'runBack'

/** The helpers that turn an entry into numbers, per digits of the chosen bet types. */
export const MODES_FOR_DIGITS: Record<number, readonly EntryMode[]> = {
  1: ['single'],
  2: ['single', 'reverse', 'nineteen', 'runFront', 'runBack'],
  3: ['single', 'reverse'],
}

/** Helpers that add their numbers at once, per digits. */
export const INSTANT_FOR_DIGITS: Record<number, readonly SlipHelper[]> = {
  1: [],
  2: ['double'],
  3: ['triple'],
}

/** Digits the member types for one entry. */
export const entryDigits = (mode: EntryMode, typeDigits: number): number =>
  mode === 'nineteen' || mode === 'runFront' || mode === 'runBack' ? 1 : typeDigits

/** The numbers a complete entry stands for. */
export const expandEntry = (mode: EntryMode, value: string): string[] =>
  mode === 'single' ? [value] : expandHelper(mode, value)
