export { mealContent, type MealInput } from '@glyco/contracts';
