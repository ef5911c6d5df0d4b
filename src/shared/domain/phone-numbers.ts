/**
 * A phone number in international format: + and 8 to 15 digits; spaces, hyphens and dots allowed. On its
 * own, so the rules that check one (automations, users) do not take the WhatsApp template rules with them
 * into the start-up bundle.
 */
export function isValidPhoneNumber(value: string): boolean {
  const compact = value.trim().replace(/[\s.-]/g, '')
  return /^\+[1-9]\d{7,14}$/.test(compact)
}
