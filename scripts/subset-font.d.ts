/** The part of `subset-font` (no types of its own) that scripts/kanit-subset.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype'; keepFeatures?: string[]; noHinting?: boolean },
  ): Promise<Buffer>
}
