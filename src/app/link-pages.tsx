import { Route, Switch } from 'wouter';
import { ALL_TEXTS, lazyPage } from './lazy-page.ts';

/** Anyone checks a signed PDF here, without an account. */
const VerifyPage = lazyPage(
  () => import('./verify/VerifyPage.tsx'),
  ALL_TEXTS,
  (module) => module.VerifyPage,
);

/** A trade or bank reference's answer page: its own chunk, so the wizard's pages carry none of it. */
const ReferencePage = lazyPage(
  () => import('./reference/ReferencePage.tsx'),
  ALL_TEXTS,
  (module) => module.ReferencePage,
);

/** The signer's page of a signing request: its own chunk (with its texts), never part of the applicant's wizard. */
const SignPage = lazyPage(
  () => import('./signing/SignPage.tsx'),
  ALL_TEXTS,
  (module) => module.SignPage,
);

/**
 * The routes of the pages a person reaches from a link without an account, loaded by the first of them
 * (src/app/App.tsx routes their addresses here), so that the entry every page loads carries none of their imports.
 */
export default function LinkPages() {
  return (
    <Switch>
      <Route path="/verify">
        <VerifyPage />
      </Route>
      <Route path="/reference">
        <ReferencePage />
      </Route>
      <Route path="/sign">
        <SignPage />
      </Route>
    </Switch>
  );
}
