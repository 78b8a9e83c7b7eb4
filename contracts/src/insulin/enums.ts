import { z } from 'zod';

/** Basal: long-acting background insulin; Bolus: mealtime; Correction: to bring a high down; Mixed: premixed. */
export const INSULIN_TYPES = ['Basal', 'Bolus', 'Correction', 'Mixed'] as const;
export const insulinTypeSchema = z.enum(INSULIN_TYPES);
export type InsulinType = z.infer<typeof insulinTypeSchema>;

export const INJECTION_SITES = ['Abdomen', 'Thigh', 'Arm', 'Buttock', 'Other', 'Not Specified'] as const;
export const injectionSiteSchema = z.enum(INJECTION_SITES);
export type InjectionSite = z.infer<typeof injectionSiteSchema>;
