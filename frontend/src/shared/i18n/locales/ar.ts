import type { Resources } from './en';
import { app } from './ar/app';
import { nav } from './ar/nav';
import { header } from './ar/header';
import { language } from './ar/language';
import { theme } from './ar/theme';
import { filePicker } from './ar/file-picker';
import { confidence } from './ar/confidence';
import { account } from './ar/account';
import { auth } from './ar/auth';
import { sidebar } from './ar/sidebar';
import { conversation } from './ar/conversation';
import { chat } from './ar/chat';
import { chatTools } from './ar/chat-tools';
import { details } from './ar/details';
import { quickActions } from './ar/quick-actions';
import { notFound } from './ar/not-found';
import { access } from './ar/access';
import { placeholder } from './ar/placeholder';
import { documents } from './ar/documents';
import { library } from './ar/library';
import { documentManager } from './ar/document-manager';
import { knowledgeBase } from './ar/knowledge-base';
import { saved } from './ar/saved';
import { training } from './ar/training';
import { audit } from './ar/audit';
import { simpleChat } from './ar/simple-chat';
import { siteAdmin } from './ar/site-admin';
import { documentErrors } from './ar/document-errors';
import { profile } from './ar/profile';
import { preferences } from './ar/preferences';
import { auditTypes } from './ar/audit-types';
import { auditPickers } from './ar/audit-pickers';
import { categoriesAdmin } from './ar/categories-admin';
import { admin } from './ar/admin';
import { knowledgeFiles } from './ar/knowledge-files';
import { address } from './ar/address';
import { sourcePanel } from './ar/source-panel';
import { saveAction } from './ar/save-action';
import { conversationActions } from './ar/conversation-actions';
import { common } from './ar/common';

/**
 * Arabic strings: same keys as `en` (the type makes a missing key a compile error, here and in each
 * section's file in `ar/`, typed by its English twin).
 */
export const ar: Resources = {
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
