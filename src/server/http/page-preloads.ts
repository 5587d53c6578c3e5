import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk as Vite's build manifest (`build.manifest`) describes it; keys are module paths from `src/app`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type BuildManifest = Record<string, ManifestChunk>;

/** The account pages (`src/app/App.tsx`) by address, each with the form of `schemas/auth` it draws, if any. */
const ACCOUNT_PAGES: Record<string, [page: string, form?: string]> = {
  '/login': ['RegisterPage', 'register'],
  '/login/continue': ['LoginPage', 'login'],
  '/login/recover': ['RecoverPage', 'recover'],
  '/check-email': ['CheckEmailPage'],
  '/password-check-email': ['PasswordCheckEmailPage'],
  '/send-verification': ['SendVerificationPage', 'send-verification'],
  '/verify-email': ['VerifyEmailPage'],
  '/reset-password': ['ResetPasswordPage', 'reset-password'],
};

/**
 * The pages reached from a link without an account, by address: each comes with their routes' chunk
 * (`src/app/link-pages.tsx`), which the entry loads first.
 */
const LINK_PAGES: Record<string, string> = {
  '/verify': 'verify/VerifyPage.tsx',
  '/reference': 'reference/ReferencePage.tsx',
  '/sign': 'signing/SignPage.tsx',
};

const formModule = (id: string) => `../../virtual:forms/${id}`;
const texts = (parts: string[], language: string) => parts.map((part) => `texts/${part}-${language}.ts`);

/**
 * The modules a page address opens first, as `src/app/App.tsx` routes it, with its texts in `language`: what the
 * browser would otherwise discover one import at a time after the entry ran.
 */
function pageModules(path: string, language: string): string[] {
  const account = ACCOUNT_PAGES[path];
  if (account) {
    const [page, form] = account;
    const forms = form ? [formModule(`auth/${form}`)] : [];
    return [`pages/account/${page}.tsx`, ...forms, ...texts(['account'], language)];
  }
  const all = texts(['account', 'pages'], language);
  // The wizard's page comes with the load of the application, which App.tsx starts beside it. A step's own code (its
  // component, form and widgets) is not named: the wizard draws its frame and the step's heading (the largest paint)
  // without it and loads it then, where named here it shared the line with what that paint needs.
  const wizard = ['pages/ApplicationPage.tsx', 'application/credit-app.ts'];
  if (path === '/' || /^\/apply\/[a-z-]+$/.test(path)) return [...wizard, ...all];
  if (path === '/success') return ['pages/SuccessPage.tsx', ...all];
  if (path === '/forms') return ['pages/forms/FormsPage.tsx', ...all];
  const linkPage = LINK_PAGES[path];
  if (linkPage) return ['link-pages.tsx', linkPage, ...all];
  if (path === '/staff' || path.startsWith('/staff/')) return ['staff/StaffRoutes.tsx', ...all];
  return [];
}

/**
 * The files to preload for a page (`<link rel="modulepreload">`) from the client's build manifest: the chunks its
 * address opens and all they import, less what the entry (which `index.html` already names) brings. `undefined` when
 * the build has no manifest: the page then works as before, its chunks found as they are imported.
 */
export function createPagePreloads(clientDir: string): ((path: string, language: string) => string[]) | undefined {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  return (path, language) =>
    [...closure(pageModules(path, language))].filter((file) => !entry.has(file) && file.endsWith('.js'));
}
