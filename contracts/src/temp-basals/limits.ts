/**
 * Bounds of a temporary basal as pumps allow them: Medtronic and Omnipod run at most 35 and
 * 30 U/h, and a temp basal lasts at most 24 hours; percent temps go to 200 % on most pumps
 * (Accu-Chek Combo to 250 %, Dana to 200 %), so 500 % leaves room without letting nonsense in.
 */
export const TEMP_BASAL_LIMITS = Object.freeze({
  rateMax: 35,
  percentMax: 500,
  durationMinutesMax: 24 * 60,
});
