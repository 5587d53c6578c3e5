import { lazy, type ComponentType } from 'react';
import { loadTexts, type TextPart } from './i18n.ts';

/** The texts the account pages read, and those the other pages read (src/app/i18n.ts). */
export const ACCOUNT_TEXTS: TextPart[] = ['account'];
export const ALL_TEXTS: TextPart[] = ['account', 'pages'];

/** A page fetched when first shown: drawn once both its code and the texts it reads are there. */
export const lazyPage = <Module, Props extends object>(
  code: () => Promise<Module>,
  texts: readonly TextPart[],
  pick: (module: Module) => ComponentType<Props>,
) => lazy(() => Promise.all([code(), loadTexts(texts)]).then(([module]) => ({ default: pick(module) })));
