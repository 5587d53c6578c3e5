import type Ajv from 'ajv';
import type { TestUser } from '../credit-app/support.ts';
import type { FilterName } from '../files/pdf-encoders.ts';
import {
  certificatePdf,
  HARMLESS_ACTION,
  pdfWithOpenAction,
  pdfWithPackedAction,
  pngBytes,
} from '../files/pdf-fixtures.ts';
import type { Random } from './random.ts';
import { SchemaSampler } from './schema-sample.ts';
import { UNUSUAL_UNICODE } from './mutations.ts';
import { holdsUnstorableText } from './texts.ts';
import { randomLanguage, type FuzzTarget, type Verdict } from './target.ts';
import type { FuzzWorld } from './world.ts';

/**
 * What an uploaded file holds: a real certificate (also one whose objects are packed behind filters), or something
 * that only claims to be one: a script in plain sight or packed behind a random chain of filters, an object stream
 * that inflates to 64 MB or uses a filter nobody decodes, a PNG, noise.
 */
type Content =
  | 'certificate'
  | 'packed'
  | 'script'
  | 'hiddenScript'
  | 'bomb'
  | 'unknownFilter'
  | 'png'
  | 'random'
  | 'truncated'
  | 'empty';
const FILTERS: FilterName[] = ['FlateDecode', 'ASCIIHexDecode', 'ASCII85Decode', 'LZWDecode', 'RunLengthDecode'];
const ABBREVIATION: Record<FilterName, string> = {
  FlateDecode: 'Fl',
  ASCIIHexDecode: 'AHx',
  ASCII85Decode: 'A85',
  LZWDecode: 'LZW',
  RunLengthDecode: 'RL',
};

/** A chain of one to three filters, each written in full, abbreviated, or with a letter as a `#xx` escape. */
function randomFilters(random: Random): { filters: FilterName[]; filterSyntax: string } {
  const filters = Array.from({ length: random.int(1, 3) }, () => random.pick(FILTERS));
  const spelt = filters.map((filter) => {
    const how = random.pick(['full', 'short', 'escaped']);
    if (how === 'short') return `/${ABBREVIATION[filter]}`;
    if (how === 'escaped') return `/${filter[0]}#${filter.charCodeAt(1).toString(16)}${filter.slice(2)}`;
    return `/${filter}`;
  });
  return { filters, filterSyntax: spelt.length === 1 && random.chance(0.5) ? spelt[0] : `[${spelt.join(' ')}]` };
}
interface UploadFile {
  field: string;
  name: string;
  content: Content;
}
/** An upload as a case varies it: multipart or not, and its files. */
interface Upload {
  multipart: boolean;
  files: UploadFile[];
}

const NAMES = [
  'MO Form 149.pdf',
  'certificate.PDF',
  '../../etc/passwd',
  'a/b\\c.pdf',
  'x'.repeat(500),
  '',
  ' .pdf',
  'résumé.pdf',
  '<script>.pdf',
  'invoice\u202efdp.exe',
  'form\r\nContent-Type: text/html.pdf',
  '\u2066tax\u2069\u200b.pdf',
  ...UNUSUAL_UNICODE.map((text) => `${text}.pdf`),
];
/** What no stored file name may hold: controls, format (bidi, zero-width) and separator characters, or a path. */
const UNCLEAN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/u;
const REFUSAL_OF: Record<Exclude<Content, 'certificate' | 'packed'>, string> = {
  script: 'TAX_FORM_ACTIVE_CONTENT',
  hiddenScript: 'TAX_FORM_ACTIVE_CONTENT',
  bomb: 'TAX_FORM_UNINSPECTABLE',
  unknownFilter: 'TAX_FORM_UNINSPECTABLE',
  png: 'TAX_FORM_NOT_PDF',
  random: 'TAX_FORM_NOT_PDF',
  truncated: 'TAX_FORM_NOT_PDF',
  empty: 'TAX_FORM_NOT_PDF',
};

/**
 * The id as it lands in the path: what a URL can carry of any value (a lone surrogate becomes U+FFFD, as in browsers).
 */
function idText(data: unknown): string {
  const id = (data as { id?: unknown } | undefined)?.id;
  const text = id === undefined || id === null ? '' : typeof id === 'object' ? JSON.stringify(id) : String(id);
  return text.replace(/\p{Cs}/gu, '\ufffd');
}

/** `POST /api/v1/taxExemption` and `DELETE /api/v1/taxExemption/{id}`: the tax-exemption certificates. */
export async function uploadTargets(world: FuzzWorld, textAjv: Ajv): Promise<FuzzTarget<unknown>[]> {
  const certificate = await certificatePdf();
  const scripted = await pdfWithOpenAction('JavaScript');
  const bomb = pdfWithPackedAction({ filters: ['FlateDecode'], packed: Buffer.alloc(64 * 1024 * 1024) });
  const bytes: Record<Content, (random: Random) => Buffer> = {
    certificate: () => certificate,
    packed: (random) => pdfWithPackedAction({ ...randomFilters(random), action: HARMLESS_ACTION }),
    script: () => scripted,
    hiddenScript: (random) => pdfWithPackedAction(randomFilters(random)),
    bomb: () => bomb,
    unknownFilter: (random) => pdfWithPackedAction({ filterSyntax: random.pick(['/JBIG2Decode', '/Crypt', '/X#41']) }),
    png: () => pngBytes(),
    random: (random) => Buffer.from(Array.from({ length: random.int(1, 3000) }, () => random.int(0, 255))),
    truncated: (random) => certificate.subarray(0, random.int(1, certificate.length - 8)),
    empty: () => Buffer.alloc(0),
  };

  let uploader: TestUser | undefined;
  const upload: FuzzTarget<TestUser> = {
    name: 'POST /api/v1/taxExemption',
    weight: 2,
    part: 'multipart',
    // Multipart has no JSON Schema: the cases are this target's own, and so is how they are judged.
    sampler: new SchemaSampler(textAjv, {}),
    context: async () => (uploader ??= await world.newUser()),
    valid: (random) =>
      ({
        multipart: true,
        files: Array.from({ length: random.int(1, 2) }, () => ({
          field: 'files',
          name: random.pick(NAMES),
          content: random.chance(0.3) ? 'packed' : 'certificate',
        })),
      }) satisfies Upload,
    mutate(data, random) {
      const { files } = data as Upload;
      const kind = random.pick(['content', 'field', 'none', 'json', 'more']);
      if (kind === 'json') return { data: { multipart: false, files }, description: 'sent as JSON, not multipart' };
      if (kind === 'none') return { data: { multipart: true, files: [] }, description: 'no file' };
      if (kind === 'more')
        return {
          data: {
            multipart: true,
            files: [...files, ...files, { field: 'files', name: random.pick(NAMES), content: 'certificate' }],
          },
          description: 'more files',
        };
      const index = random.int(0, files.length - 1);
      const changed =
        kind === 'field'
          ? { ...files[index], field: random.pick(['file', 'files[]', 'FILES', '']) }
          : { ...files[index], content: random.pick(Object.keys(REFUSAL_OF) as Content[]) };
      return {
        data: { multipart: true, files: files.map((file, at) => (at === index ? changed : file)) },
        description: kind === 'field' ? `file in the field "${changed.field}"` : `a ${changed.content} file`,
      };
    },
    judge(data): Verdict {
      const { multipart, files } = data as Upload;
      if (!multipart) return { codes: ['TAX_FORM_NOT_MULTIPART'] };
      // A part without a file name is a form field, not a file (what browsers send for an empty file input).
      const sent = files.filter((file) => file.field === 'files' && file.name !== '');
      if (!sent.length) return { codes: ['TAX_FORM_MISSING'] };
      const refusals = sent.flatMap((file) =>
        file.content === 'certificate' || file.content === 'packed' ? [] : [REFUSAL_OF[file.content]],
      );
      return refusals.length ? { codes: refusals } : 'valid';
    },
    request(user, data, random) {
      const { multipart, files } = data as Upload;
      const headers = { ...user.headers, 'accept-language': randomLanguage(random) };
      if (!multipart)
        return {
          method: 'POST',
          url: '/api/v1/taxExemption',
          headers,
          body: { files: files.map((file) => file.name) },
        };
      const form = new FormData();
      for (const file of files)
        form.append(
          file.field,
          new Blob([new Uint8Array(bytes[file.content](random))], { type: 'application/pdf' }),
          file.name,
        );
      return { method: 'POST', url: '/api/v1/taxExemption', headers, form };
    },
    expect: { status: 201 },
    state: (_world, user, fresh) => world.userState(user, fresh),
    async after(_world, user, response) {
      if (response.statusCode !== 201) return [];
      // Removed again, so the user never reaches the limit of forms kept (which a case does not model).
      const stored = response.json() as Array<{ id: string; fileName: string }>;
      for (const form of stored) await world.setUp(user, 'DELETE', `/taxExemption/${form.id}`);
      return stored.every((form) => form.fileName && !UNCLEAN_NAME.test(form.fileName))
        ? []
        : [`stored a file name that is not clean: ${response.body.slice(0, 200)}`];
    },
  };

  let deleting: { user: TestUser; id: string; spent: boolean } | undefined;
  const remove: FuzzTarget<NonNullable<typeof deleting>> = {
    name: 'DELETE /api/v1/taxExemption/{id}',
    weight: 2,
    part: 'params',
    sampler: new SchemaSampler(textAjv, {
      type: 'object',
      properties: { id: { type: 'string', maxLength: 64 } },
      required: ['id'],
    }),
    async context() {
      if (deleting && !deleting.spent) return deleting;
      const user = deleting?.user ?? (await world.newUser());
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(certificate)], { type: 'application/pdf' }), 'to-delete.pdf');
      const stored = (await world.setUp(user, 'POST', '/taxExemption', form)) as Array<{ id: string }>;
      deleting = { user, id: stored[0].id, spent: false };
      return deleting;
    },
    valid: (_random, { id }) => ({ id }),
    // The router takes a path segment of at most 100 characters once decoded (414 beyond), and an empty one finds no
    // form; the route's schema then allows at most 64, and no NUL. `.` and `..` are resolved away: no route (404).
    judge(data): Verdict {
      const text = idText(data);
      if (text === '') return { codes: ['TAX_FORM_NOT_FOUND'] };
      if (text.length > 100) return { codes: ['URI_TOO_LONG'] };
      return [...text].length > 64 || holdsUnstorableText(text) ? 'invalid' : 'valid';
    },
    request({ user }, data, random) {
      return {
        method: 'DELETE',
        url: `/api/v1/taxExemption/${encodeURIComponent(idText(data))}`,
        headers: { ...user.headers, 'accept-language': randomLanguage(random) },
      };
    },
    expect: { status: 204, refusals: ['TAX_FORM_NOT_FOUND', 'NOT_FOUND'] },
    state: (_world, { user }, fresh) => world.userState(user, fresh),
    async after(_world, context, response) {
      if (response.statusCode === 204) context.spent = true;
      return [];
    },
  };

  return [upload, remove];
}
