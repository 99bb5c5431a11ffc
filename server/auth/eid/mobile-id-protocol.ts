/**
 * Mobile-ID REST API computations (SK-EID/MID README §2.4, §3.2): the verification code and the display
 * text's encoding. Shared by the real client and the fake; SK's vector 1462 pins the code.
 */

/** 6 most significant bits of the first byte and 7 least significant bits of the last, as 4 digits. */
export function mobileIdVerificationCode(hash: Uint8Array): string {
  if (hash.length === 0) throw new RangeError('Empty hash');
  const first = hash[0] as number;
  const last = hash[hash.length - 1] as number;
  return String(((first & 0xfc) << 5) | (last & 0x7f)).padStart(4, '0');
}

/** The GSM 03.38 basic character set (7-bit): anything outside it needs UCS-2. */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** GSM-7 when every character is in the GSM alphabet, else UCS-2 (Lithuanian letters such as ą, č, š). */
export function displayTextFormat(text: string): 'GSM-7' | 'UCS-2' {
  return [...text].every((char) => GSM7.includes(char)) ? 'GSM-7' : 'UCS-2';
}

/** The longest display text: 100 bytes, i.e. 100 GSM-7 or 50 UCS-2 characters. */
export function maxDisplayTextLength(format: 'GSM-7' | 'UCS-2'): number {
  return format === 'GSM-7' ? 100 : 50;
}
