/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor): the checksum
 * EMVCo merchant-presented QR codes, and so VietQR, carry in field 63.
 */
export function crc16CcittFalse(input: string | Uint8Array): number {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The 4 upper-case hex digits written after `6304`. */
export function crc16Hex(input: string): string {
  return crc16CcittFalse(input).toString(16).toUpperCase().padStart(4, '0');
}
