/**
 * Typed translation keys: every `t()` key is checked against the zh-cn tree of its namespace, so a
 * missing or misspelt key fails the type check instead of showing the raw key on a screen.
 */
import 'i18next';
import type { common } from '@/i18n/common';
import type { strings as components } from '@/components/i18n';
import type { strings as documentViewer } from '@/components/DocumentViewer/i18n';
import type { strings as shell } from '@/shell/i18n';
import type { strings as refusal } from '@/api/refusals';
import type { strings as login } from '@/modules/login/i18n';
import type { strings as showcase } from '@/modules/showcase/i18n';
import type { strings as home } from '@/modules/home/i18n';
import type { strings as dynamics } from '@/modules/dynamics/i18n';
import type { strings as prepare } from '@/modules/prepare/i18n';
import type { strings as study } from '@/modules/study/i18n';
import type { strings as me } from '@/modules/me/i18n';

type Zh<T extends { 'zh-cn': unknown }> = T['zh-cn'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: Zh<typeof common>;
      components: Zh<typeof components>;
      documentViewer: Zh<typeof documentViewer>;
      shell: Zh<typeof shell>;
      refusal: Zh<typeof refusal>;
      login: Zh<typeof login>;
      showcase: Zh<typeof showcase>;
      home: Zh<typeof home>;
      dynamics: Zh<typeof dynamics>;
      prepare: Zh<typeof prepare>;
      study: Zh<typeof study>;
      me: Zh<typeof me>;
    };
  }
}
