import { app } from './en/app';
import { nav } from './en/nav';
import { header } from './en/header';
import { language } from './en/language';
import { theme } from './en/theme';
import { filePicker } from './en/file-picker';
import { confidence } from './en/confidence';
import { account } from './en/account';
import { auth } from './en/auth';
import { sidebar } from './en/sidebar';
import { conversation } from './en/conversation';
import { chat } from './en/chat';
import { chatTools } from './en/chat-tools';
import { details } from './en/details';
import { quickActions } from './en/quick-actions';
import { notFound } from './en/not-found';
import { access } from './en/access';
import { placeholder } from './en/placeholder';
import { documents } from './en/documents';
import { library } from './en/library';
import { documentManager } from './en/document-manager';
import { knowledgeBase } from './en/knowledge-base';
import { saved } from './en/saved';
import { training } from './en/training';
import { audit } from './en/audit';
import { simpleChat } from './en/simple-chat';
import { siteAdmin } from './en/site-admin';
import { documentErrors } from './en/document-errors';
import { profile } from './en/profile';
import { preferences } from './en/preferences';
import { auditTypes } from './en/audit-types';
import { auditPickers } from './en/audit-pickers';
import { categoriesAdmin } from './en/categories-admin';
import { admin } from './en/admin';
import { knowledgeFiles } from './en/knowledge-files';
import { address } from './en/address';
import { sourcePanel } from './en/source-panel';
import { saveAction } from './en/save-action';
import { conversationActions } from './en/conversation-actions';
import { common } from './en/common';

/**
 * English strings. SPEC.md wording is kept verbatim where it gives one. One file per top-level
 * section in `en/`, assembled here in the order the sections have always had.
 */
export const en = {
  app,
  nav,
  header,
  language,
  theme,
  filePicker,
  confidence,
  account,
  auth,
  sidebar,
  conversation,
  chat,
  chatTools,
  details,
  quickActions,
  notFound,
  access,
  placeholder,
  documents,
  library,
  documentManager,
  knowledgeBase,
  saved,
  training,
  audit,
  simpleChat,
  siteAdmin,
  documentErrors,
  profile,
  preferences,
  auditTypes,
  auditPickers,
  categoriesAdmin,
  admin,
  knowledgeFiles,
  address,
  sourcePanel,
  saveAction,
  conversationActions,
  common,
};

export type Resources = typeof en;
