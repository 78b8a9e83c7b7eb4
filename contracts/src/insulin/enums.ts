import { z } from 'zod';

/** Basal: long-acting background insulin; Bolus: mealtime; Correction: to bring a high down; Mixed: premixed. */
export const INSULIN_TYPES = ['Basal', 'Bolus', 'Correction', 'Mixed'] as const;
export const insulinTypeSchema = z.enum(INSULIN_TYPES);
export type InsulinType = z.infer<typeof insulinTypeSchema>;

/**
 * How a dose from a pump was given: by the loop on its own (a super micro bolus or automatic
 * bolus, Nightscout's SMB) or asked of the pump. A dose without one was typed in by hand.
 */
export const DOSE_DELIVERIES = ['automatic', 'pump'] as const;
export type DoseDelivery = (typeof DOSE_DELIVERIES)[number];

export const INJECTION_SITES = ['Abdomen', 'Thigh', 'Arm', 'Buttock', 'Other', 'Not Specified'] as const;
export const injectionSiteSchema = z.enum(INJECTION_SITES);
export type InjectionSite = z.infer<typeof injectionSiteSchema>;
