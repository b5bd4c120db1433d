/** Baht on the wire (2 decimals) <-> integer satang in the database. */
export const bahtToSatang = (baht: number): bigint => BigInt(Math.round(baht * 100))

export const satangToBaht = (satang: bigint): number => Number(satang) / 100
