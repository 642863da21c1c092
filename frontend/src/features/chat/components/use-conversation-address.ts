import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../shared/store-hooks';
import { conversationAddressed, selectActiveConversationId, selectAddressIntent } from '../chat-ui-slice';

/** The address of a conversation (issue 48); `/` is the chat without one. */
export const conversationPath = (id: string) => `/c/${encodeURIComponent(id)}`;

/** The conversation id a chat address names, or null for `/` (any other path is not the chat's). */
export function addressedConversation(pathname: string): string | null {
  const match = matchPath('/c/:conversationId', pathname);
  return match?.params.conversationId ?? null;
}

/** The message a link points at (`/c/:id#m-<messageId>`), if any. */
export const messageAnchor = (hash: string) => (hash.startsWith('#m-') ? decodeURIComponent(hash.slice(3)) : null);

/**
 * Keeps the address and the active conversation in step. A change of address (a pasted link, a
 * reload, Back or Forward) makes its conversation active; a change of the active conversation (the
 * user picked or started one: a new history entry; the list loaded or one was deleted: in place)
 * moves the address to it. Each side reacts only to its own changes, so neither undoes the other.
 */
export function useConversationAddress(): { addressedId: string | null; anchorId: string | null } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, hash, key } = useLocation();
  const addressedId = addressedConversation(pathname);
  const activeId = useSelector(selectActiveConversationId);
  const intent = useSelector(selectAddressIntent);

  useEffect(() => {
    dispatch(conversationAddressed(addressedId));
    // `key`: a link to the address already shown (Back to it, a pasted copy) is a new visit.
  }, [addressedId, key, dispatch]);

  // What the active conversation was when the address last followed it: a change of address alone
  // (Back, a link) must not send the address back to the conversation it is leaving.
  const followed = useRef(activeId);
  useEffect(() => {
    const changed = followed.current !== activeId;
    followed.current = activeId;
    // None left (the last one was deleted): the chat without a conversation is `/`.
    if (activeId === null && changed && addressedId !== null) return void navigate('/', { replace: true });
    if (activeId === null || activeId === addressedId) return;
    // `/` shows the active conversation under its own address, in place (SPEC.md's `/` still works).
    if (!changed && addressedId !== null) return;
    void navigate(conversationPath(activeId), { replace: addressedId === null || intent === 'replace' });
    // The intent is read as it is when the active conversation changes, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeId, addressedId]);

  return { addressedId, anchorId: messageAnchor(hash) };
}
