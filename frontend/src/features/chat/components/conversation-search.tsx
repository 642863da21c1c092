import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { MAX_CONVERSATION_SEARCH_LENGTH, type ConversationSearchHit, type TextRange } from '@kb/contracts';
import { useAppDispatch } from '../../../shared/store-hooks';
import { SearchIcon } from '../../../shared/ui/icons';
import { useSearchConversationsQuery } from '../api/conversation-search-api';
import { conversationOpened, searchChanged, selectSearchText } from '../chat-ui-slice';
import { useSelector } from 'react-redux';

const DEBOUNCE_MS = 250;

const Box = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding-inline: 10px;
  block-size: 38px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
  input {
    flex: 1;
    min-inline-size: 0;
    border: none;
    outline: none;
    background: transparent;
    font-size: 14px;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
  min-block-size: 0;
  ul {
    display: grid;
    align-content: start;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-y: auto;
    min-block-size: 0;
  }
  p {
    padding: 12px 6px;
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  button {
    display: grid;
    gap: 2px;
    inline-size: 100%;
    padding-block: 8px;
    padding-inline: 10px;
    border: none;
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: inherit;
    text-align: start;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
  }
  strong {
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  mark {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
    border-radius: 2px;
    font-weight: 700;
  }
`;

/** Text with the matched stretches in <mark>, as text nodes only. */
export function Highlighted({ text, ranges }: { text: string; ranges: TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], index) => {
    if (start < at) return;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={index}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Props {
  /** After a result was opened: the layout closes its drawer. */
  onOpen: () => void;
  /** Shown while nothing is searched: the conversation list. */
  children: ReactNode;
}

/**
 * The sidebar's search box: searches the user's own conversations on the server by title and
 * message text (both languages) as they type, debounced, and lists the matches highlighted in
 * place of the conversation list. Escape clears it.
 */
export function ConversationSearch({ onOpen, children }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const text = useSelector(selectSearchText);
  const setText = (value: string) => dispatch(searchChanged(value));
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = text.trim() !== '';
  const { data, isFetching, isError } = useSearchConversationsQuery(searching && query ? query : skipToken);
  const settled = query === text.trim() && !isFetching;

  function open(hit: ConversationSearchHit) {
    dispatch(conversationOpened(hit.conversation.id));
    // The list comes back with the opened conversation marked.
    setText('');
    onOpen();
  }

  return (
    <>
      <Box>
        <SearchIcon size={16} />
        <input
          type="search"
          placeholder={t('sidebar.search')}
          aria-label={t('sidebar.search')}
          aria-controls={searching ? 'conversation-search-results' : undefined}
          maxLength={MAX_CONVERSATION_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
        />
      </Box>
      {searching ? (
        <Results
          id="conversation-search-results"
          aria-label={t('chatTools.searchResults')}
          data-testid="conversation-search-results"
          aria-busy={!settled}
        >
          {isError && settled ? (
            <p role="alert">{t('chatTools.searchFailed')}</p>
          ) : !data || !settled ? (
            <p role="status">{t('chatTools.searching')}</p>
          ) : data.length === 0 ? (
            <p role="status" dir="auto">
              {t('chatTools.searchEmpty', { query })}
            </p>
          ) : (
            <ul>
              {data.map((hit) => (
                <li key={hit.conversation.id} data-conversation-id={hit.conversation.id}>
                  <button type="button" onClick={() => open(hit)}>
                    <strong dir="auto">
                      <Highlighted text={hit.conversation.title} ranges={hit.titleRanges} />
                    </strong>
                    {hit.snippet && (
                      <small dir="auto">
                        <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
                      </small>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Results>
      ) : (
        children
      )}
    </>
  );
}
