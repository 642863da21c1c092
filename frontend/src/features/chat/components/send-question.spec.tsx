import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, SendMessageRequest, SendMessageResponse } from '@kb/contracts';
import { jsonResponse, mockApi, renderApp } from '../../../test/render';
import { emitServerEvent } from '../../../test/server-events';
import { ChatPage } from './chat-page';
import { ConversationList } from './conversation-list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const user = { id: 'u1', name: 'Sam', role: 'agent' as const, avatarUrl: null };
const at = '2026-01-01T10:00:00.000Z';
const conversation = (id: string, title: string): Conversation => ({ id, title, createdAt: at, updatedAt: at });
const message = (id: string, conversationId: string, role: Message['role'], content: string): Message => ({
  id,
  conversationId,
  role,
  content,
  createdAt: at,
  sourceDocs: [],
});

/** A POST /api/messages that answers only when `release` is called, recording the request body. */
function heldSend() {
  const sent: SendMessageRequest[] = [];
  let release: (reply: (body: SendMessageRequest) => SendMessageResponse) => void = () => {};
  const handler = async (request: Request) => {
    const body = (await request.json()) as SendMessageRequest;
    sent.push(body);
    const reply = await new Promise<(body: SendMessageRequest) => SendMessageResponse>((resolve) => (release = resolve));
    return jsonResponse(reply(body));
  };
  return { sent, handler, release: (reply: (body: SendMessageRequest) => SendMessageResponse) => release(reply) };
}

/** The list and the chat with no conversation yet, and "Roaming?" sent: the request the server got. */
async function askFirstQuestion(send: ReturnType<typeof heldSend>): Promise<SendMessageRequest> {
  renderApp(
    <>
      <ConversationList onOpen={() => {}} />
      <ChatPage user={user} />
    </>,
  );
  await screen.findByText('No conversations yet');
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Roaming?{Enter}');
  await waitFor(() => expect(send.sent).toHaveLength(1));
  return send.sent[0];
}

const questionText = (text: string) => screen.queryAllByText(text).filter((el) => el.closest('[data-role="user"]'));
const requests = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([request]) => request.method === method && new URL(request.url).pathname === path).length;

afterEach(() => vi.unstubAllGlobals());

describe('sending a question', () => {
  it('names the question with a UUID and shows it once, whichever of the socket and the answer comes first, without reloading the thread', async () => {
    const send = heldSend();
    const fetchMock = mockApi({
      'GET /api/conversations': { body: [conversation('c1', 'Leave')] },
      'GET /api/conversations/c1': { body: conversation('c1', 'Leave') },
      'GET /api/conversations/c1/messages': { body: [] },
      'POST /api/messages': send.handler,
    });
    renderApp(<ChatPage user={user} />);
    await screen.findByTestId('welcome-card');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is my payslip?{Enter}');
    await waitFor(() => expect(send.sent).toHaveLength(1));
    const [body] = send.sent;
    expect(body).toEqual({ id: expect.stringMatching(UUID), content: 'Where is my payslip?', conversationId: 'c1' });
    expect(questionText('Where is my payslip?')).toHaveLength(1);

    // The socket echoes the question (same id) before the POST answers.
    const question = message(body.id!, 'c1', 'user', 'Where is my payslip?');
    emitServerEvent('messages:created', [question]);
    expect(questionText('Where is my payslip?')).toHaveLength(1);

    const reply = message('m2', 'c1', 'assistant', 'In the HR portal.');
    send.release(() => ({ userMessage: question, assistantMessage: reply, conversationId: 'c1' }));
    expect(await screen.findByText('In the HR portal.')).toBeInTheDocument();
    emitServerEvent('messages:created', [reply]);
    expect(questionText('Where is my payslip?')).toHaveLength(1);
    expect(screen.getAllByText('In the HR portal.')).toHaveLength(1);
    expect(requests(fetchMock, 'GET', '/api/conversations/c1/messages')).toBe(1);
  });

  it('shows a question and its reply pushed together from another tab, in order, once each', async () => {
    const fetchMock = mockApi({
      'GET /api/conversations': { body: [conversation('c1', 'Leave')] },
      'GET /api/conversations/c1': { body: conversation('c1', 'Leave') },
      'GET /api/conversations/c1/messages': { body: [] },
    });
    renderApp(<ChatPage user={user} />);
    await screen.findByTestId('welcome-card');
    await waitFor(() => expect(requests(fetchMock, 'GET', '/api/conversations/c1/messages')).toBe(1));
    const pair = [
      message('q9', 'c1', 'user', 'Is there a night shift allowance?'),
      message('r9', 'c1', 'assistant', 'Yes, 15% of the basic salary.'),
    ];
    emitServerEvent('messages:created', pair);
    const reply = await screen.findByText('Yes, 15% of the basic salary.');
    const question = questionText('Is there a night shift allowance?');
    expect(question).toHaveLength(1);
    expect(question[0].compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    emitServerEvent('messages:created', pair);
    expect(questionText('Is there a night shift allowance?')).toHaveLength(1);
    expect(screen.getAllByText('Yes, 15% of the basic salary.')).toHaveLength(1);
  });

  it('starts a conversation it names itself, follows it when the server lists it, and shows the reply there', async () => {
    const send = heldSend();
    const table: Parameters<typeof mockApi>[0] = { 'GET /api/conversations': { body: [] }, 'POST /api/messages': send.handler };
    const fetchMock = mockApi(table);
    const body = await askFirstQuestion(send);
    table[`GET /api/conversations/${body.newConversationId}`] = { body: conversation(body.newConversationId!, 'Roaming?') };
    expect(body).toEqual({ id: expect.stringMatching(UUID), content: 'Roaming?', newConversationId: expect.stringMatching(UUID) });
    expect(body.newConversationId).not.toBe(body.id);
    const started = body.newConversationId!;
    expect(questionText('Roaming?')).toHaveLength(1);

    // Another conversation appearing meanwhile (another tab) is not taken for this one.
    emitServerEvent('conversation:created', { ...conversation('other', 'Elsewhere'), updatedAt: '2026-01-01T09:00:00.000Z' });
    emitServerEvent('conversation:created', conversation(started, 'Roaming?'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Roaming\?/ })).toHaveAttribute('aria-current', 'true'));
    expect(questionText('Roaming?')).toHaveLength(1);

    const question = message(body.id!, started, 'user', 'Roaming?');
    const reply = message('m2', started, 'assistant', 'Roaming is on.');
    send.release(() => ({ userMessage: question, assistantMessage: reply, conversationId: started }));
    expect(await screen.findByText('Roaming is on.')).toBeInTheDocument();
    expect(questionText('Roaming?')).toHaveLength(1);
    expect(requests(fetchMock, 'GET', '/api/conversations')).toBe(1);
  });

  it('shows a reply that began streaming before its new conversation was listed from its first word', async () => {
    const send = heldSend();
    const table: Parameters<typeof mockApi>[0] = { 'GET /api/conversations': { body: [] }, 'POST /api/messages': send.handler };
    mockApi(table);
    const body = await askFirstQuestion(send);
    const started = body.newConversationId!;
    const question = message(body.id!, started, 'user', 'Roaming?');
    table[`GET /api/conversations/${started}/messages`] = { body: [question] };
    table[`GET /api/conversations/${started}`] = { body: conversation(started, 'Roaming?') };

    // The model starts answering before conversation:created reaches this tab.
    emitServerEvent('assistant:delta', { conversationId: started, messageId: 'm2', delta: 'Roaming ', offset: 0 });
    emitServerEvent('assistant:delta', { conversationId: started, messageId: 'm2', delta: 'is ', offset: 8 });
    emitServerEvent('conversation:created', conversation(started, 'Roaming?'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Roaming\?/ })).toHaveAttribute('aria-current', 'true'));
    emitServerEvent('assistant:delta', { conversationId: started, messageId: 'm2', delta: 'on.', offset: 11 });
    expect(await screen.findByText('Roaming is on.')).toBeInTheDocument();

    send.release(() => ({
      userMessage: question,
      assistantMessage: message('m2', started, 'assistant', 'Roaming is on.'),
      conversationId: started,
    }));
    await waitFor(() => expect(screen.getAllByText('Roaming is on.')).toHaveLength(1));
  });

  it('shows a reply from its first word in a conversation opened while the reply streams (another tab asked)', async () => {
    mockApi({
      'GET /api/conversations': { body: [conversation('c1', 'Leave'), conversation('c2', 'Roaming')] },
      'GET /api/conversations/c1': { body: conversation('c1', 'Leave') },
      'GET /api/conversations/c2': { body: conversation('c2', 'Roaming') },
      'GET /api/conversations/c1/messages': { body: [] },
      'GET /api/conversations/c2/messages': { body: [message('q2', 'c2', 'user', 'Is roaming on?')] },
    });
    renderApp(
      <>
        <ConversationList onOpen={() => {}} />
        <ChatPage user={user} />
      </>,
    );
    await screen.findByTestId('welcome-card');
    // Another tab asked in c2; this one shows c1 while the reply is written.
    emitServerEvent('assistant:delta', { conversationId: 'c2', messageId: 'r2', delta: 'Roaming ', offset: 0 });
    emitServerEvent('assistant:delta', { conversationId: 'c2', messageId: 'r2', delta: 'is ', offset: 8 });
    await userEvent.click(screen.getByRole('button', { name: /^Roaming/ }));
    expect(await screen.findByText('Roaming is')).toBeInTheDocument();
    emitServerEvent('assistant:delta', { conversationId: 'c2', messageId: 'r2', delta: 'on.', offset: 11 });
    expect(await screen.findByText('Roaming is on.')).toBeInTheDocument();
    emitServerEvent('messages:created', [message('r2', 'c2', 'assistant', 'Roaming is on.')]);
    await waitFor(() => expect(screen.getAllByText('Roaming is on.')).toHaveLength(1));
  });
});
