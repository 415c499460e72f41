/**
 * CRC-16/CCITT-FALSE, the checksum of a Pix BR Code (field 63): polynomial 0x1021, initial value
 * 0xFFFF, no reflection, no final XOR, over the text's UTF-8 bytes (a BR Code is ASCII).
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
