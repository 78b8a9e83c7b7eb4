// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, type ImportResponse } from '@glyco/contracts';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ImportView } from './import-view';

afterEach(() => vi.unstubAllGlobals());

const done: ImportResponse = {
  id: '0b9f5a53-7d0e-4c55-9a6e-2f1d8a9c4e17',
  status: 'done',
  format: 'dexcom-clarity',
  fileName: 'Clarity_Export.csv',
  progress: { done: 2030, total: 2030 },
  counts: { readings: 2016, meals: 7, doses: 7, duplicates: 0, rejected: 2 },
  errors: [{ line: 2036, message: 'The glucose value is not a number.' }],
  failure: null,
  createdAt: '2026-11-23T22:54:45.000Z',
  finishedAt: '2026-11-23T22:54:50.000Z',
  undoneAt: null,
};

describe('ImportView', () => {
  it('uploads a chosen file and shows the result with the refused rows by line', async () => {
    const fetchMock = stubFetch(
      jsonResponse(200, { imports: [] }),
      jsonResponse(202, { id: done.id }),
      jsonResponse(200, done),
      jsonResponse(200, { imports: [done] }),
    );
    renderWithProviders(<ImportView />, { path: '/import' });
    await screen.findByText('No imports yet.');
    const file = new File(['Index,Timestamp'], 'Clarity_Export.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(/choose a file/), file);
    await screen.findByText('Import finished.');
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('progressbar', { name: 'Importing Clarity_Export.csv' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Line 2036').nextSibling?.textContent).toBe('The glucose value is not a number.');
    expect(screen.getByText('and 1 more row.')).toBeTruthy();
  });

  it('undoes a past import only once the person confirms', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { imports: [done] }), jsonResponse(204, null), jsonResponse(200, { imports: [{ ...done, undoneAt: done.finishedAt }] }));
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<ImportView />, { path: '/import' });
    const undo = await screen.findByRole('button', { name: 'Undo the import of Clarity_Export.csv' });
    await userEvent.click(undo);
    expect(confirm).toHaveBeenCalledWith(IMPORT_MESSAGES.confirmUndo);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(undo);
    await screen.findByText(/· Undone$/);
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
  });
});
