/** Not the spec's composition rule, which ASVS V6.2.5 forbids: see README, where Glyco differs. */
const PASSWORD_TOO_GUESSABLE = 'This password is too common or easy to guess. Try a longer one, such as a few unrelated words.';

/** Account, sign-in, password and profile copy: validation (SPEC §5) and notices (SPEC §2, §8). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  /** The spec's reset message: a new password needs 8 characters at registration too. */
  newPasswordTooShort: 'Password must be at least 8 characters long.',
  passwordTooGuessable: PASSWORD_TOO_GUESSABLE,
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  tooManyEmailsTaken: 'Too many sign-ups or email changes used an email that already has an account. Please try again later.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  diabetesTypeRequired: 'Diabetes type is required',
  diagnosisInFuture: 'Date of diagnosis cannot be in the future',
  loginFailed: 'Failed to login. Please check your credentials.',
  invalidCredentials: 'Invalid email or password',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  emailAlreadyRegistered: 'An account with this email already exists',
  registerFailed: 'Failed to register. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  passwordIncorrect: 'Password is incorrect',
  deleteAccountFailed: 'Failed to delete the account. Please try again.',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long.',
  newPasswordTooWeak: PASSWORD_TOO_GUESSABLE,
  confirmNewPasswordRequired: 'Please confirm your new password.',
  newPasswordsDoNotMatch: 'Passwords do not match.',
  tokenMissingInUrl: 'No reset token found in the URL. Please use the link from your email.',
  tokenMissingAtSubmit: 'Invalid or missing reset token. Please request a new password reset link.',
  resetFailed: 'Failed to reset password. The link might be expired or invalid. Please try again.',
  linkInvalid: 'The password reset link is invalid or has expired. Please request a new one.',
  resetSucceeded: 'Password reset successful. You can now login with your new password.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  forgotSent: 'Password reset email sent!',
  forgotSentDetail: 'Please check your inbox (and spam folder) for instructions to reset your password.',
  networkError: 'A network error occurred. Please check your connection and try again.',
} as const;

export const PROFILE_MESSAGES = {
  timeZoneInvalid: 'Choose a time zone from the list, such as Europe/London or America/New_York.',
  targetMinRequired: 'Minimum is required',
  targetMaxRequired: 'Maximum is required',
  targetNotANumber: 'Target must be a number',
  targetMinBelow40: 'Minimum value is 40',
  targetMinAbove200: 'Maximum value is 200',
  targetMaxBelow100: 'Minimum value is 100',
  targetMaxAbove300: 'Maximum value is 300',
  targetMinNotBelowMax: 'Target minimum must be below target maximum',
  tooManyEmergencyContacts: 'At most 2 emergency contacts',
} as const;

/**
 * What ends with a password reset or a sign-out everywhere, and how to make each again: every way
 * into the account ends together (ASVS 5.0 V7.4.3), so whoever held it briefly keeps nothing.
 */
export const WAYS_IN = ['sessions', 'doctorAccess', 'uploaderSecret', 'accessTokens'] as const;
export type WayIn = (typeof WAYS_IN)[number];

export const WAY_IN_ENDED_MESSAGES: Record<WayIn, string> = {
  sessions: 'You are signed out on every device. Sign in again with your password.',
  doctorAccess:
    "Your doctor's access code no longer works and your doctor's open sessions are closed. To share again, generate a new code in Profile > Medical Details.",
  uploaderSecret:
    'Your uploader address no longer works, so apps such as xDrip+ or Loop stop sending data. Make a new one in Profile > Uploads and paste it into each app.',
  accessTokens:
    'Your access tokens no longer work, so apps such as AndroidAPS stop syncing. Make a new token for each app in Profile > Uploads > Access tokens.',
};

export const SIGNED_OUT_EVERYWHERE = 'Signed out everywhere.';
