/**
 * The one email pattern of the product (account, doctor and emergency-contact emails):
 * a local part, an @, and a domain with a dot and a top-level label of at least two letters.
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** The form in which an email is stored, compared and hashed for the uniqueness stream. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
