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
  /**
   * How deep a JSON body or a Nightscout document may nest arrays and objects. The deepest thing
   * Glyco reads is a profile's bolus schedules or a Nightscout treatment (about 5 levels); deeper
   * is an attack on the recursive code below the edge (JSON.stringify, structured clone).
   */
  jsonDepthMax: 32,
} as const;

/** Forms and devices run on their own clocks: a timestamp this far ahead of ours still counts as now. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * The earliest instant any date field accepts. Insulin was first given in 1922 and home glucose
 * meters came in the 1970s, so nothing a person logs is older; it also keeps clear of year 0,
 * which PostgreSQL refuses (a poisoned event would stall the projector).
 */
export const EARLIEST_INSTANT = '1900-01-01T00:00:00.000Z';

/**
 * The latest instant any date field or query bound accepts: far past any period a person asks
 * for, with room for a report's day and week arithmetic to stay within four-digit years.
 * JavaScript writes year 10000 as `+010000-…`, which PostgreSQL misreads, and the two stop at
 * different years (275760 and 294276).
 */
export const LATEST_INSTANT = '3000-01-01T00:00:00.000Z';

/** From EARLIEST_INSTANT to before LATEST_INSTANT; an invalid date is not. */
export function withinInstantRange(date: Date): boolean {
  const ms = date.getTime();
  return ms >= Date.parse(EARLIEST_INSTANT) && ms < Date.parse(LATEST_INSTANT);
}

/**
 * Passwords (OWASP ASVS 5.0, V6.2). 8 is V6.2.1's minimum; V6.2.9 asks that 64 be allowed and
 * we allow 128 (argon2 hashes any length at the same cost).
 */
export const PASSWORD_LIMITS = { min: 8, max: LIMITS.passwordMax } as const;

/**
 * Plausible clinical bounds of what a person logs. Past them a value is a typo (an extra zero)
 * or an attack: it would be stored and then feed suggestions, reports and the bolus calculator.
 */
export const CLINICAL_LIMITS = {
  /**
   * One meal, summed over its items (value x amount), and one serving of one item. Everyday
   * meals hold 30-150 g of carbohydrate and a large festive dinner about 3,000-4,500 kcal
   * (with some 300-500 g of carbohydrate); 1,000 g and 10,000 kcal leave room for an
   * eating contest while still refusing a tenfold typo of a big meal.
   */
  mealCarbsMaxGrams: 1000,
  /** A 1 kg steak holds about 250 g of protein; twice that is no meal anyone eats. */
  mealProteinMaxGrams: 500,
  /** 500 g of fat is 4,500 kcal: a whole festive dinner's energy from fat alone. */
  mealFatMaxGrams: 500,
  /** See mealCarbsMaxGrams: more than twice a festive dinner. */
  mealCaloriesMax: 10_000,
  /**
   * Past these the form asks the person to confirm before saving: one item's servings above
   * 100 g of carbohydrate, or a meal above 150 g (everyday meals hold 30-150 g, see above).
   * A whole frozen pizza picked as "1 package" (274 g) is the typo this catches.
   */
  itemCarbsConfirmGrams: 100,
  mealCarbsConfirmGrams: 150,
  /**
   * Carbohydrate the bolus calculator suggests a dose for at once: a large festive meal holds
   * 300-500 g; a larger amount is eaten over hours, and dosed for in parts with the care team.
   */
  bolusCarbsMaxGrams: 500,
  /**
   * Servings of one item. A serving is a household measure, 100 g of a catalogue food, or
   * whatever unit a person counts in (a cracker, a gram): 1,000 covers a kilogram in grams.
   */
  foodAmountMaxServings: 1000,
  /**
   * One dose. The U-500 KwikPen, the pen with the largest doses, dials up to 300 units in one
   * injection; pumps deliver far less at once.
   */
  insulinUnitsMax: 300,
  /** The smallest dose pens (half-unit) and pumps (0.1 unit) deliver and people record. */
  insulinUnitsMin: 0.1,
  /** Pumps deliver in 0.01-0.05 unit steps, and a loop's automatic micro boluses (SMBs) are that small. */
  pumpInsulinUnitsMin: 0.01,
  /**
   * Glucose in mg/dL (SPEC §9): meters and sensors report 20-600 mg/dL and show LO or HI
   * beyond, so no figure outside it was measured.
   */
  glucoseMinMgdl: 20,
  glucoseMaxMgdl: 600,
} as const;

/** A clinician's read-only session lasts this long; the code must be redeemed again after. */
export const CLINICIAN_TOKEN_LIFETIME_SECONDS = 4 * 60 * 60;
