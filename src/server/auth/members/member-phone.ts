import { brPhoneDigits, brPhoneProblem } from "#shared/br-phone.ts";

/**
 * A member's number as stored and as the plugin's code is keyed: "+55" and the 11 digits of a
 * Brazilian mobile, however it was typed ("(81) 99999-0000", "+55 81 9…"); null for anything
 * else (landlines cannot receive the code by SMS or WhatsApp).
 */
export function memberPhoneE164(text: unknown): string | null {
  if (typeof text !== "string" || brPhoneProblem(text) !== null) return null;
  const digits = brPhoneDigits(text);
  return digits.length === 11 ? `+55${digits}` : null;
}

/** Already normalised: what the plugin's phoneNumberValidator accepts. */
export function isMemberPhone(phoneNumber: string): boolean {
  return memberPhoneE164(phoneNumber) === phoneNumber;
}
