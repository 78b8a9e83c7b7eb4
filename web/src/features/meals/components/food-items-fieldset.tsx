import { useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/form/field-message';
import { emptyFoodItem, type FoodItemValues } from '../meal-form-values';
import { FoodItemRow } from './food-item-row';

export const foodItemsErrorKey = 'foodItemsList';

/** The food rows; each keeps a stable key so a removed row takes its own fetched food with it. */
export function FoodItemsFieldset() {
  const form = useForm();
  const { values, errors, submitFailed } = useFormState<{ foodItems?: FoodItemValues[] }>({ subscription: { values: true, errors: true, submitFailed: true } });
  const items = values.foodItems ?? [];
  const nextKey = useRef(items.length);
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const listError = submitFailed ? (errors?.[foodItemsErrorKey] as string | undefined) : undefined;

  function add() {
    form.change('foodItems', [...items, emptyFoodItem()]);
    setKeys([...keys, nextKey.current++]);
  }

  function remove(index: number) {
    // Rows after the removed one take new field names, and a field registered anew falls back to its
    // initial value, so the remaining rows become the initial values.
    form.initialize({ ...form.getState().values, foodItems: items.filter((_, position) => position !== index) });
    setKeys(keys.filter((_, position) => position !== index));
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Food items</h3>
        <Button variant="outline" onClick={add}>
          + Add Food Item
        </Button>
      </div>
      {items.map((_, index) => (
        <FoodItemRow key={keys[index] ?? index} index={index} onRemove={() => remove(index)} />
      ))}
      <FieldMessage id="food-items-error" error={listError} />
    </div>
  );
}
