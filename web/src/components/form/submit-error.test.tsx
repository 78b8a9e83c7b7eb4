// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitError } from './submit-error';
import { TextField } from './text-field';

afterEach(cleanup);

/** A one-field form whose submission fails with `errors`. */
async function submitFailing(errors: SubmissionErrors) {
  render(
    <Form
      onSubmit={() => errors}
      render={({ handleSubmit, submitError }) => (
        <form onSubmit={handleSubmit} aria-label="Form">
          <SubmitError error={submitError} />
          <TextField name="password" label="Password" type="password" />
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('SubmitError', () => {
  it('leaves a message to the field the server named for it, so it shows once', async () => {
    await submitFailing({ password: 'Password is incorrect', [FORM_ERROR]: 'Password is incorrect' });
    expect(await screen.findAllByText('Password is incorrect')).toHaveLength(1);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a message for a field the form does not have, and any other whole-form message', async () => {
    await submitFailing({ token: 'This link is no longer valid', [FORM_ERROR]: 'This link is no longer valid' });
    expect(await screen.findAllByText('This link is no longer valid')).toHaveLength(1);
    cleanup();
    await submitFailing({ password: 'Too short', [FORM_ERROR]: 'Could not save' });
    expect(await screen.findAllByText('Could not save')).toHaveLength(1);
    expect(screen.getAllByText('Too short')).toHaveLength(1);
  });
});
