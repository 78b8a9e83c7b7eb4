/** Length and size limits shared by the API and the forms, so both reject the same input. */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMax: 128,
  phoneMax: 40,
  relationshipMax: 60,
  accessCodeMax: 64,
  insulinBrandMax: 100,
  notesMax: 2000,
  tagMax: 50,
  tagsMaxCount: 20,
  foodNameMax: 200,
  foodItemsMaxCount: 50,
  searchMax: 100,
  chatMessageMax: 2000,
  resetTokenMax: 512,
  emergencyContactsMax: 2,
  pageSizeDefault: 10,
  pageSizeMax: 10_000,
  glucoseListDefault: 1000,
  glucoseListMax: 10_000,
} as const;

/** Forms and devices run on their own clocks: a timestamp this far ahead of ours still counts as now. */
export const CLOCK_SKEW_TOLERANCE_MS = 2 * 60 * 1000;

/** A doctor access code shorter than this (after trimming) grants nothing. */
export const CLINICIAN_ACCESS_CODE_MIN_LENGTH = 8;
/** A clinician's read-only session lasts this long; the code must be redeemed again after. */
export const CLINICIAN_TOKEN_LIFETIME_SECONDS = 4 * 60 * 60;
