import { requiredText } from '../forms.ts';

// The rules for a stored file's name, one per kind of record: the catalog and the home content each check their
// images one way, and a Hindi image (translations.ts) is checked as its English image is.

// A stored file name as /admin/uploads answers it, or a seeded one under a folder; never a path out of uploads.
const FILE = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** A catalog record's image: an uploaded file. */
export const fileField = (label: string) =>
  requiredText(label, 300).refine((value) => FILE.test(value), `${label} must be an uploaded file`);

/** An uploaded file's name as the upload answers it (`carousel/x.webp`), or an https address. */
export const MEDIA_FILE =
  /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*\.[a-z0-9]+$|^https:\/\/[^\s/\\]+[^\s\\]*$/i;

/** Home content's and the blog's media: an uploaded file or an https address. */
export const mediaFile = (label: string) =>
  requiredText(label, 500).refine(
    (value) => MEDIA_FILE.test(value) && !value.includes('..'),
    `${label} must be an uploaded file or an https address`,
  );

export const FILE_RULES = { file: fileField, media: mediaFile } as const;
export type FileRule = keyof typeof FILE_RULES;
