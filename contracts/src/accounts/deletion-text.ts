/** What the Profile page says about deleting the account (DELETE /api/account). */
export const ACCOUNT_DELETION_TEXT = {
  title: 'Delete account',
  explanation:
    'Deleting your account erases your profile, emergency contacts and doctor details, every reading, meal and dose, your ' +
    "imports and reports, and your activity history. You are signed out everywhere, your doctor's access code, your " +
    'uploader secret and your access tokens stop working, and your email address can be used for a new account. This cannot be undone: download ' +
    'your data first if you want to keep it.',
  passwordLabel: 'Password',
  passwordHint: 'Enter your password to confirm it is you.',
  button: 'Delete my account',
  deleting: 'Deleting...',
  confirm: 'Delete your account and erase all your data? This cannot be undone.',
  deleted: 'Your account and all your data were deleted.',
} as const;
