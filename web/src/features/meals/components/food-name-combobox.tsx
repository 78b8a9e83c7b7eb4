import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useField } from 'react-final-form';
import { FOOD_AUTOCOMPLETE, noFoodsFoundMessage, type FoodSummary } from '@glyco/contracts';
import { inputClass, visibleFieldError } from '../../../components/form/field-error';
import { FieldMessage } from '../../../components/form/field-message';
import { useFoodSearch } from '../use-food-search';

interface FoodNameComboboxProps {
  name: string;
  onPick: (food: FoodSummary) => void;
  /** Enter when the search found nothing: the person goes on to type the carbs. */
  onNoMatch: () => void;
}

/** The food name with suggestions from the food catalogue, as an ARIA 1.2 combobox with a listbox popup. */
export function FoodNameCombobox({ name, onPick, onNoMatch }: FoodNameComboboxProps) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { foods, searching, searched } = useFoodSearch(input.value ?? '', open);
  const error = visibleFieldError(meta);
  const expanded = open && foods.length > 0;
  const nothingFound = open && !searching && searched !== undefined && foods.length === 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setActive(-1), [foods]);

  function pick(food: FoodSummary) {
    setOpen(false);
    onPick(food);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (foods.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + foods.length) % foods.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(foods[active]!);
    } else if (event.key === 'Enter' && nothingFound) {
      event.preventDefault();
      setOpen(false);
      onNoMatch();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium">
        Food name
      </label>
      <input
        {...input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error ${id}-hint ${id}-empty`}
        onChange={(event) => {
          input.onChange(event);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          clearTimeout(closeTimer.current);
          input.onFocus(event);
        }}
        onBlur={(event) => {
          input.onBlur(event);
          // Late enough for a click on a suggestion to land first.
          closeTimer.current = setTimeout(() => setOpen(false), FOOD_AUTOCOMPLETE.closeAfterBlurMs);
        }}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="sr-only">
        {searching ? 'Searching foods...' : expanded ? `${foods.length} suggestions, use the arrow keys to choose` : ''}
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Food suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      >
        {foods.map((food, index) => (
          <li
            key={food.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(food)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-sky-100 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {food.name}
          </li>
        ))}
      </ul>
      <p id={`${id}-empty`} role="status" className={nothingFound ? 'mt-1 text-sm text-amber-800 dark:text-amber-300' : 'sr-only'}>
        {nothingFound ? noFoodsFoundMessage(searched ?? '') : ''}
      </p>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}
