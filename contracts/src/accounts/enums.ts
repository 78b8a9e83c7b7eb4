import { z } from 'zod';

export const DIABETES_TYPES = ['Type 1', 'Type 2', 'Gestational', 'Other'] as const;
export const diabetesTypeSchema = z.enum(DIABETES_TYPES);
export type DiabetesType = z.infer<typeof diabetesTypeSchema>;
