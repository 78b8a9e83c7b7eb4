/**
 * A create that got no answer and was kept on this device to be sent when the connection returns
 * (see `waiting-saves.ts`). The form that sent it treats it as saved.
 */
export class SavedForLater extends Error {
  override readonly name = 'SavedForLater';
  constructor(readonly key: string) {
    super('No connection: saved on this device. It will be sent when the connection returns.');
  }
}

export function isSavedForLater(error: unknown): error is SavedForLater {
  return error instanceof SavedForLater;
}
