/** Insulin by its kind ("long acting", "fast-acting"), as people name it without the word insulin. */
export const INSULIN_KINDS = String.raw`(?:long|short|rapid|fast|quick|slow)[- ]?acting|background insulin|mealtime insulin`;

/** Insulins by brand, as people name them. */
export const INSULIN_BRANDS = String.raw`lantus|levemir|tresiba|toujeo|semglee|abasaglar|basaglar|novorapid|novolog|humalog|fiasp|apidra|lyumjev|admelog|actrapid|humulin|novomix`;

/** Words that name insulin or a dose of it: a number after one is a dose, never a glucose. */
export const INSULIN_WORDS = String.raw`insulin|units?|basal|bolus|dose|doses|${INSULIN_BRANDS}`;
