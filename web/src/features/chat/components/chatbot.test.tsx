// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionAtom, setCurrentUserAtom } from '../../../lib/session';
import { writeToken } from '../../../lib/storage';
import { userAnswer } from '../../../testing/api-answers';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Chatbot } from './chatbot';

afterEach(() => {
  vi.unstubAllGlobals();
  writeToken(null);
  window.localStorage.clear();
});

const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const log = () => screen.getByRole('log');
const chips = () => within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button');

describe('Chatbot', () => {
  it('without a token greets, disables the input and asks to log in', () => {
    renderWithProviders(<Chatbot />, { path: '/chat' });
    expect(log().textContent).toContain("Hello there! I'm the chatbot. I'm here to provide general information and support on your diabetes journey. How can I help you today?");
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(input().disabled).toBe(true);
    expect(send().disabled).toBe(true);
    expect(screen.getByText('Please log in to use the personalized chatbot features.')).toBeTruthy();
  });

  it('sends the trimmed message on Enter, shows Typing... while waiting, then the reply', async () => {
    writeToken('token');
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Chatbot />, { path: '/chat' });
    expect(input().placeholder).toBe('Type your message...');

    await userEvent.type(input(), '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(input(), '  What was my average this week?  {Enter}');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ message: 'What was my average this week?', userName: 'valued user' });
    expect(log().textContent).toContain('Typing...');
    expect(input().placeholder).toBe('Waiting for response...');
    expect(input().value).toBe('');
    expect(send().disabled).toBe(true);

    answer(jsonResponse(200, { reply: 'Your average glucose this week was 128.7 mg/dL, from 3 readings.' }));
    await waitFor(() => expect(log().textContent).toContain('128.7 mg/dL'));
    expect(log().textContent).not.toContain('Typing...');
    expect(send().disabled).toBe(false);
  });

  it('shows failures as bot messages', async () => {
    writeToken('token');
    stubFetch(jsonResponse(500, { message: 'boom' }), jsonResponse(401, { message: 'Unauthorized' }));
    renderWithProviders(<Chatbot />, { path: '/chat' });
    await userEvent.type(input(), 'hi');
    await userEvent.click(send());
    await waitFor(() => expect(log().textContent).toContain('Oops! Something went wrong. Please try again.'));
    await userEvent.type(input(), 'hi again{Enter}');
    await waitFor(() => expect(log().textContent).toContain('Authentication required. Please log in to use the chatbot.'));
  });

  it('offers questions on an empty conversation, sends a tapped one and shows the reply with its own suggestions', async () => {
    writeToken('token');
    const fetchMock = stubFetch(jsonResponse(200, { reply: 'Could you put that another way?', suggestions: ['What is GMI?', 'When do I usually go low?'] }));
    renderWithProviders(<Chatbot />, { path: '/chat' });
    expect(chips().map((chip) => chip.textContent)).toEqual(['How was my glucose this week?', 'When do I usually go low?', 'What should I eat for dinner?', 'What is my average glucose after lunch?']);

    await userEvent.click(screen.getByRole('button', { name: 'How was my glucose this week?' }));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ message: 'How was my glucose this week?' });
    await waitFor(() => expect(log().textContent).toContain('Could you put that another way?'));
    expect(chips().map((chip) => chip.textContent)).toEqual(['What is GMI?', 'When do I usually go low?']);
  });

  it('turns to the signed-out state when the token goes while the page is open', async () => {
    writeToken('token');
    renderWithProviders(<Chatbot />, { path: '/chat' });
    expect(input().disabled).toBe(false);
    expect(screen.queryByText('Please log in to use the personalized chatbot features.')).toBeNull();

    act(() => {
      writeToken(null);
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(input().disabled).toBe(true);
    expect(send().disabled).toBe(true);
    expect(chips().every((chip) => (chip as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText('Please log in to use the personalized chatbot features.')).toBeTruthy();
  });

  it('shows an emergency reply as an alert with its heading first and the steps as a list', async () => {
    writeToken('token');
    const reply = 'This sounds like a low. Treat it now:\n- If awake and able to swallow: take 15-20 g of fast-acting carbohydrate now.\n- If the person cannot swallow: give glucagon.';
    stubFetch(jsonResponse(200, { reply, kind: 'emergency', suggestions: [] }));
    renderWithProviders(<Chatbot />, { path: '/chat' });
    await userEvent.type(input(), 'im 3{Enter}');
    const alert = await screen.findByRole('alert');
    expect(log().contains(alert)).toBe(true);
    expect(alert.firstElementChild?.tagName).toBe('H3');
    expect(within(alert).getByRole('heading').textContent).toBe('Act now');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'If awake and able to swallow: take 15-20 g of fast-acting carbohydrate now.',
      'If the person cannot swallow: give glucagon.',
    ]);
  });

  it('shows other replies as plain bubbles', async () => {
    writeToken('token');
    stubFetch(jsonResponse(200, { reply: "I can't recommend an insulin dose.", kind: 'dosing', suggestions: [] }));
    renderWithProviders(<Chatbot />, { path: '/chat' });
    await userEvent.type(input(), 'how much insulin{Enter}');
    await waitFor(() => expect(log().textContent).toContain("I can't recommend an insulin dose."));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the server's reason when it refuses a message", async () => {
    writeToken('token');
    stubFetch(jsonResponse(400, { message: 'Please correct the highlighted fields.', errors: { message: 'Message must be at most 2000 characters' } }));
    renderWithProviders(<Chatbot />, { path: '/chat' });
    await userEvent.type(input(), 'a very long message{Enter}');
    await waitFor(() => expect(log().textContent).toContain('Message must be at most 2000 characters'));
    expect(log().textContent).not.toContain('Oops!');
  });

  it("keeps a person's conversation when the page is opened again, and forgets it at sign-out", async () => {
    writeToken('token');
    stubFetch(jsonResponse(200, { reply: 'Your average glucose this week was 128.7 mg/dL.' }));
    const first = renderWithProviders(<Chatbot />, { path: '/chat' });
    act(() => first.store.set(setCurrentUserAtom, userAnswer({ id: 'ada-1', name: 'Ada' })));
    await userEvent.type(input(), 'How was my week?{Enter}');
    await waitFor(() => expect(log().textContent).toContain('128.7 mg/dL'));
    first.unmount();

    const again = renderWithProviders(<Chatbot />, { path: '/chat' });
    act(() => again.store.set(setCurrentUserAtom, userAnswer({ id: 'ada-1', name: 'Ada' })));
    expect(log().textContent).toContain('How was my week?');
    expect(log().textContent).toContain('128.7 mg/dL');

    act(() => again.store.set(setCurrentUserAtom, userAnswer({ id: 'bo-2', name: 'Bo' })));
    expect(log().textContent).not.toContain('How was my week?');
    expect(log().textContent).toContain('Hello Bo!');

    act(() => again.store.set(clearSessionAtom));
    again.unmount();
    const afterSignOut = renderWithProviders(<Chatbot />, { path: '/chat' });
    act(() => afterSignOut.store.set(setCurrentUserAtom, userAnswer({ id: 'ada-1', name: 'Ada' })));
    expect(log().textContent).not.toContain('How was my week?');
  });
});
