import 'i18next';
import type { Messages } from './messages.ts';

// docs/i18n.md#catalog: typed keys. `t('header.blog')` checks that the key exists in the English catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
  }
}
