import { handleCommand, type CommandContext, type EventStore, type Position } from '@glyco/event-store';
import { decideDeleteGlucoseReading } from '../../glucose-readings/delete-glucose-reading/decide';
import { glucoseReadingDecider, glucoseReadingStream } from '../../glucose-readings/glucose-reading';
import { decideDeleteInsulinDose } from '../../insulin-doses/delete-insulin-dose/decide';
import { insulinDoseDecider, insulinDoseStream } from '../../insulin-doses/insulin-dose';
import { decideDeleteMeal } from '../../meals/delete-meal/decide';
import { mealDecider, mealStream } from '../../meals/meal';
import type { RecordKind } from './present-document';

/** Deletes a reading, dose or meal by its own Deleted event, as the app's delete buttons do. */
export async function deleteRecord(store: EventStore, kind: RecordKind, id: string, userId: string, context: CommandContext): Promise<Position | undefined> {
  switch (kind) {
    case 'reading':
      return (await handleCommand(store, glucoseReadingStream(id), glucoseReadingDecider, context, (state) => decideDeleteGlucoseReading(state, { readingId: id, userId }))).position;
    case 'dose':
      return (await handleCommand(store, insulinDoseStream(id), insulinDoseDecider, context, (state) => decideDeleteInsulinDose(state, { doseId: id, userId }))).position;
    case 'meal':
      return (await handleCommand(store, mealStream(id), mealDecider, context, (state) => decideDeleteMeal(state, { mealId: id, userId }))).position;
  }
}
