import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { UNCERTAIN_REPLY_PREFIX, type AnswerMode, type Language } from '@kb/contracts';
import { useLocale } from '../i18n/use-locale';
import { WarningIcon } from './icons';

/** How sure a reply is, read from its mode and its text, with the opening sentence taken apart. */
export interface ReplyConfidence {
  /** Mark the reply as low confidence. */
  uncertain: boolean;
  /** The reply's opening "I'm not sure…" sentence, shown apart from the passage; null when absent. */
  prefix: { text: string; language: Language } | null;
  /** The reply without that sentence (the whole reply when it is not uncertain). */
  text: string;
}

const PREFIXES = Object.entries(UNCERTAIN_REPLY_PREFIX) as Array<[Language, string]>;

/**
 * The mode decides. A reply with no mode is uncertain when it opens with the contract's prefix:
 * a reply still streaming has no mode yet, and the simple chat and per-file chat may not pass it on.
 */
export function replyConfidence(content: string, mode?: AnswerMode | null): ReplyConfidence {
  const start = content.trimStart();
  const match = PREFIXES.find(([, prefix]) => start.startsWith(prefix));
  const uncertain = mode ? mode === 'uncertain' : Boolean(match);
  if (!uncertain || !match) return { uncertain, prefix: null, text: content };
  const [language, prefix] = match;
  return { uncertain, prefix: { text: prefix, language }, text: start.slice(prefix.length).replace(/^\s+/, '') };
}

/** The warning edge on the start side of a low-confidence bubble (left in English, right in Arabic). */
export const lowConfidenceEdge = css`
  border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
`;

const Note = styled.div`
  display: grid;
  gap: 6px;
  white-space: normal;
`;

const Label = styled.span`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-block: 2px;
  padding-inline: 8px 10px;
  /* Not a full pill: on a narrow screen the label may wrap to two lines. */
  border-radius: ${({ theme }) => theme.radius.md};
  /* The text keeps the body colour (readable in both themes); the amber only repeats the meaning. */
  background: color-mix(in srgb, ${({ theme }) => theme.color.warning} 16%, transparent);
  color: ${({ theme }) => theme.color.text};
  font-size: 12.5px;
  font-weight: 700;
  line-height: 1.5;
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.warning};
  }
`;

const Prefix = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13.5px;
  font-style: italic;
  line-height: 1.5;
  /* Arabic has no italic: a slanted Naskh reads as broken, so the muted colour alone sets it apart. */
  &:lang(ar) {
    font-style: normal;
  }
`;

/**
 * The mark on a low-confidence reply: a "Low confidence — check the source" label, then the reply's
 * own "I'm not sure…" sentence set apart from the passage it introduces. A note landmark in the
 * interface's language, so a screen reader announces it before the passage; the sentence keeps the
 * reply's language and direction.
 */
export function ConfidenceNote({ prefix }: { prefix: ReplyConfidence['prefix'] }) {
  const { t } = useTranslation();
  const { language, dir } = useLocale();
  const labelId = useId();
  return (
    <Note role="note" aria-labelledby={labelId} lang={language} dir={dir} data-testid="confidence-note">
      <Label id={labelId}>
        <WarningIcon size={14} />
        {t('confidence.label')}
      </Label>
      {prefix && (
        <Prefix lang={prefix.language} dir={prefix.language === 'ar' ? 'rtl' : 'ltr'}>
          {prefix.text}
        </Prefix>
      )}
    </Note>
  );
}
