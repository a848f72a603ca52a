import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackQuestion } from '@brokkie/contracts/feedback';
import { answerFor, FeedbackQuestionCard } from '../../app/components/feedback-question-card.tsx';
import { loadOpenFeedbackQuestion } from '../../app/components/feedback-question-data.ts';
import { createApiClient } from '../../app/lib/api-client.ts';
import * as dashboard from '../../app/routes/dashboard.tsx';
import { authStore } from '../../app/shell/auth-store.ts';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.setState({ feedbackCounts: null });
});

const rating: FeedbackQuestion = {
  id: 1,
  url: '/feedbackquestion/1/',
  key: 'first_box_satisfaction',
  kind: 'rating',
  text: 'How did your first box go?',
  choices: [],
  min: 1,
  max: 5,
  min_label: 'Not good',
  max_label: 'Excellent',
  comment_label: 'Anything to add?',
};
const choice: FeedbackQuestion = {
  ...rating,
  id: 2,
  url: '/feedbackquestion/2/',
  key: 'pet_likes_food',
  kind: 'choice',
  text: 'Does your pet like the food?',
  choices: [
    { value: 'loves_it', label: 'Loves it' },
    { value: 'refuses', label: 'Refuses it' },
  ],
  min: null,
  max: null,
  min_label: null,
  max_label: null,
};
const text: FeedbackQuestion = {
  ...choice,
  id: 3,
  url: '/feedbackquestion/3/',
  key: 'improvement',
  kind: 'text',
  text: 'What should we do better?',
  choices: [],
  comment_label: null,
};

/** The card on a page whose action is the dashboard's own (the route that shows it). */
function renderCard(card: ReactElement) {
  return renderRoute({ default: () => card, clientAction: dashboard.clientAction }, { path: '/en/dashboard' });
}

const stored = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    question: body.question,
    rating: body.rating ?? null,
    choice: body.choice ?? null,
    comment: body.comment ?? null,
    answered_at: '2026-06-20T10:00:00Z',
  },
});

describe('the feedback question card', { timeout: 20_000 }, () => {
  it('asks a rating with an accessible group of stars, sends it, thanks and tells the page', async () => {
    authStore.setState({ feedbackCounts: { total: 3, answered: 0, unanswered: 3 } });
    const api = fakeApi({ 'POST /feedbackquestion/answer/': (call) => stored(call.body as Record<string, unknown>) });
    const onAnswered = vi.fn();
    const user = userEvent.setup();
    renderCard(<FeedbackQuestionCard question={rating} onAnswered={onAnswered} />);

    const group = await screen.findByRole('radiogroup', { name: 'How did your first box go?' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('1 = Not good')).toBeInTheDocument();

    // Nothing chosen: a message, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Please choose a number of stars.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // Keyboard: into the group, then the arrow keys move the rating.
    await user.click(screen.getByRole('radio', { name: '3 stars out of 5' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
    expect(group).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Anything to add/ }), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText('Thank you for your answer!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ question: '/feedbackquestion/1/', rating: 4, comment: 'Lovely' });
    expect(onAnswered).toHaveBeenCalledWith(expect.objectContaining({ rating: 4 }));
    expect(authStore.getState().feedbackCounts).toEqual({ total: 3, answered: 1, unanswered: 2 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Thank you for your answer!')).not.toBeInTheDocument();
  });

  it('asks a choice as radio cards and a text question as a text box', async () => {
    const api = fakeApi({ 'POST /feedbackquestion/answer/': (call) => stored(call.body as Record<string, unknown>) });
    const user = userEvent.setup();
    renderCard(<FeedbackQuestionCard question={choice} />);
    await user.click(await screen.findByRole('radio', { name: 'Loves it' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thank you for your answer!');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ question: '/feedbackquestion/2/', choice: 'loves_it' });
    cleanup();

    const second = fakeApi({ 'POST /feedbackquestion/answer/': (call) => stored(call.body as Record<string, unknown>) });
    renderCard(<FeedbackQuestionCard question={text} />);
    const box = await screen.findByRole('textbox', { name: /What should we do better/ });
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Please write your answer.')).toBeInTheDocument();
    await user.type(box, 'More cat recipes');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thank you for your answer!');
    expect(second.calls.find((call) => call.method === 'POST')?.body).toEqual({ question: '/feedbackquestion/3/', comment: 'More cat recipes' });
  });

  it('renders nothing without an open question, and goes when the question was answered meanwhile', async () => {
    renderCard(
      <div data-testid="frame">
        <FeedbackQuestionCard question={null} />
      </div>,
    );
    expect(await screen.findByTestId('frame')).toBeEmptyDOMElement();
    cleanup();

    fakeApi({ 'POST /feedbackquestion/answer/': () => ({ status: 409, body: { detail: 'Already answered.', code: 'conflict' } }) });
    const user = userEvent.setup();
    renderCard(
      <div data-testid="frame">
        <FeedbackQuestionCard question={choice} />
      </div>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Loves it' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getByTestId('frame')).toBeEmptyDOMElement());
  });

  it('shows the API’s reason under the answer when it is refused, and keeps the answer to send again', async () => {
    fakeApi({ 'POST /feedbackquestion/answer/': () => ({ status: 400, body: { detail: 'This question is closed.', code: 'validation_error' } }) });
    const user = userEvent.setup();
    renderCard(<FeedbackQuestionCard question={choice} />);
    await user.click(await screen.findByRole('radio', { name: 'Loves it' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This question is closed.');
    expect(screen.getByRole('radio', { name: 'Loves it' })).toBeChecked();
    expect(screen.queryByText('Thank you for your answer!')).not.toBeInTheDocument();
  });

  it('is read for the page’s loader: the first open question, else none, and none when it cannot be read', async () => {
    const client = () => createApiClient({ baseUrl: '/api', locale: () => 'en', fetch: (...args) => fetch(...args) });
    const api = fakeApi({ 'GET /feedbackquestion/': () => page([rating, choice]) });
    expect(await loadOpenFeedbackQuestion(client())).toEqual(rating);
    expect(api.calls.map((call) => call.path)).toEqual(['/feedbackquestion/?limit=1']);
    fakeApi({ 'GET /feedbackquestion/': () => page([]) });
    expect(await loadOpenFeedbackQuestion(client())).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /feedbackquestion/': () => ({ status: 503, body: { detail: 'Down', code: 'service_unavailable' } }) });
    expect(await loadOpenFeedbackQuestion(client())).toBeNull();
  });

  it('builds the answer for each kind and says what is missing', () => {
    expect(answerFor(rating, { rating: null, choice: null, comment: '' })).toEqual({ missing: 'rating' });
    expect(answerFor(rating, { rating: 5, choice: null, comment: '  ' })).toEqual({ body: { question: '/feedbackquestion/1/', rating: 5 } });
    expect(answerFor(choice, { rating: null, choice: null, comment: '' })).toEqual({ missing: 'choice' });
    expect(answerFor(text, { rating: null, choice: null, comment: ' ok ' })).toEqual({ body: { question: '/feedbackquestion/3/', comment: 'ok' } });
  });
});
