import { useTranslation } from 'react-i18next';
import type { ConversationFeedback as Feedback } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { useAppSelector } from '../../../shared/store-hooks';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { Section } from './conversation-details-styles';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ConversationFeedback'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversationFeedback: build.query<Feedback, string>({
      query: (id) => `/conversations/${encodeURIComponent(id)}/feedback`,
      providesTags: (_r, _e, id) => [{ type: 'ConversationFeedback', id }],
    }),
    rateConversation: build.mutation<Feedback, { id: string; useful: boolean }>({
      query: ({ id, useful }) => ({ url: `/conversations/${encodeURIComponent(id)}/feedback`, method: 'POST', body: { useful } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.upsertQueryData('getConversationFeedback', id, data));
        } catch {
          // The toast below says it failed; the buttons keep the last recorded answer.
        }
      },
    }),
  }),
});

/** "Was this conversation useful? Yes / No": recorded on the server (ConversationRated), the chosen answer pressed. */
export function ConversationFeedback() {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useAppSelector((s: { chatUi: { activeConversationId: string | null } }) => s.chatUi.activeConversationId);
  const feedback = api.useGetConversationFeedbackQuery(id ?? '', { skip: !id });
  const [rate, rating] = api.useRateConversationMutation();
  if (!id) return null;
  const useful = feedback.data?.useful ?? null;
  const answer = async (value: boolean) => {
    try {
      await rate({ id, useful: value }).unwrap();
    } catch {
      toast({ title: t('chat.feedbackFailed'), variant: 'destructive' });
    }
  };
  return (
    <Section data-testid="conversation-feedback">
      <h3 id="conversation-feedback-question">{t('details.feedbackQuestion')}</h3>
      <div className="tags" role="group" aria-labelledby="conversation-feedback-question">
        {([true, false] as const).map((value) => (
          <Button
            key={String(value)}
            type="button"
            $variant={useful === value ? 'primary' : 'secondary'}
            aria-pressed={useful === value}
            disabled={rating.isLoading}
            onClick={() => void answer(value)}
          >
            {t(value ? 'details.yes' : 'details.no')}
          </Button>
        ))}
      </div>
      {useful !== null && <p role="status">{t('details.feedbackThanks')}</p>}
    </Section>
  );
}
