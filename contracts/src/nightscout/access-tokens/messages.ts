/** Copy of the access tokens: errors of the API and the Profile's list. */
export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name, such as the app and phone it is for',
  nameTooLong: 'The name is too long',
  nameInvalid: 'The name must not contain control characters',
  roleInvalid: 'Choose what the token may do',
  notFound: 'Access token not found',
  unauthorized: 'Unauthorized: send a valid access token',
  forbidden: 'This access token may not do that',
} as const;

export const ACCESS_TOKEN_ROLE_LABELS = {
  readable: 'Read only (followers)',
  careportal: 'Read, and upload treatments',
  'devicestatus-upload': 'Read, and upload device status',
  admin: 'Everything (AndroidAPS, uploaders)',
} as const;

export const ACCESS_TOKEN_TEXT = {
  title: 'Access tokens (AndroidAPS and Nightscout API v3 apps)',
  explain: 'Make one token per app or device. Each can be revoked alone; a revoked token stops working at once.',
  nameLabel: 'Name',
  namePlaceholder: "Sam's AndroidAPS",
  roleLabel: 'May',
  create: 'Create token',
  revoke: 'Revoke',
  none: 'No access tokens yet.',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  created: 'Created',
  newToken: 'Token for',
  notShownAgain: 'Enter it in your app now: it will not be shown again.',
  revoked: 'Token revoked. It no longer works.',
  createFailed: 'The token could not be created. Please try again.',
  revokeFailed: 'The token could not be revoked. Please try again.',
  loadFailed: 'The access tokens could not be loaded.',
} as const;
