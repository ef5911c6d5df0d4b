/**
 * Password criteria of spec 000 §5: at least 8 characters, a lowercase letter, an uppercase letter, a
 * digit and a special character from !@#$%^&*. One definition for the live checklist in the renderer, the
 * form validation and the sandbox server's own check.
 */
export const passwordSpecialCharacters = '!@#$%^&*'
export const passwordMinLength = 8

export const passwordCriteria = [
  { id: 'length', test: (password: string) => [...password].length >= passwordMinLength },
  { id: 'lowercase', test: (password: string) => /[a-z]/.test(password) },
  { id: 'uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { id: 'digit', test: (password: string) => /[0-9]/.test(password) },
  {
    id: 'special',
    test: (password: string) => [...passwordSpecialCharacters].some((c) => password.includes(c)),
  },
] as const

export type PasswordCriterionId = (typeof passwordCriteria)[number]['id']

/** Which criteria a password meets, in the spec's order, for a live checklist. */
export function checkPassword(password: string): Record<PasswordCriterionId, boolean> {
  return Object.fromEntries(passwordCriteria.map((c) => [c.id, c.test(password)])) as Record<
    PasswordCriterionId,
    boolean
  >
}

export function meetsPasswordCriteria(password: string): boolean {
  return passwordCriteria.every((c) => c.test(password))
}
