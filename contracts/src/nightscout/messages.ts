import { CLINICAL_LIMITS, LIMITS } from '../shared/limits';

/** Nightscout API copy: per-item errors of an upload or a Nightscout JSON file, and auth answers. */
export const NIGHTSCOUT_MESSAGES = {
  notAnObject: 'Each item must be a JSON object',
  timeMissing: 'Item has no date, dateString or created_at',
  timeInvalid: 'Date is not a valid time',
  timeInFuture: 'Date and time cannot be in the future',
  timeTooOld: 'Date is before 1900',
  sgvInvalid: 'sgv must be a number',
  mbgInvalid: 'mbg must be a number',
  glucoseOutOfRange: `Glucose must be between ${CLINICAL_LIMITS.glucoseMinMgdl} and ${CLINICAL_LIMITS.glucoseMaxMgdl} mg/dL`,
  insulinOutOfRange: `insulin must be between ${CLINICAL_LIMITS.insulinUnitsMin} and ${CLINICAL_LIMITS.insulinUnitsMax} units`,
  pumpInsulinOutOfRange: `insulin from a pump must be between ${CLINICAL_LIMITS.pumpInsulinUnitsMin} and ${CLINICAL_LIMITS.insulinUnitsMax} units`,
  carbsOutOfRange: `carbs must be at most ${CLINICAL_LIMITS.mealCarbsMaxGrams} g`,
  numberInvalid: 'must be a number',
  textTooLong: 'is too long',
  textInvalid: 'must be text',
  controlCharacters: 'must not contain control characters',
  bodyInvalid: 'Send one JSON object or an array of them',
  tooManyItems: 'Send at most 10000 items at once',
  nestedTooDeeply: `Item nests objects or arrays more than ${LIMITS.jsonDepthMax} levels deep`,
  unauthorized: 'Unauthorized: send a valid API secret',
  uploadsOff: 'Uploads are turned off for this account',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  secretNotFound: 'No uploader secret is set',
} as const;

/** The Profile's uploader section. */
export const NIGHTSCOUT_TEXT = {
  title: 'Uploads from xDrip+, Juggluco, AndroidAPS, Loop and other Nightscout apps',
  explain: 'Glyco answers the Nightscout API. Paste this address into your app as its Nightscout URL (base URL): readings, boluses and carbs arrive as they are measured.',
  create: 'Create uploader address',
  rotate: 'Make a new address',
  turnOff: 'Turn uploads off',
  on: 'Uploads are on since',
  off: 'Uploads are off: no app can send data.',
  addressLabel: 'Nightscout URL for your app',
  copy: 'Copy address',
  copied: 'Copied',
  notShownAgain: 'Paste it into your app now: the secret in it will not be shown again.',
  rotateWarning: 'A new address stops the old one at once: every app then needs the new one.',
  turnedOff: 'Uploads turned off. The old address no longer works.',
  createFailed: 'The address could not be created. Please try again.',
  turnOffFailed: 'Uploads could not be turned off. Please try again.',
  loadFailed: 'Whether uploads are on could not be loaded.',
} as const;
