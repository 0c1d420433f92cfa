type ContentFile = { path: string; text: string };

/** A made-up registration number, for tests only. */
export const TEST_HIC_REGISTRATION = '13VH09876543';

/**
 * The page files with site.json's NJ HIC registration written in: until the owner supplies it,
 * site.json holds a placeholder that `npm run validate` warns about, and tests of other rules
 * expect exactly their own problems. Same lines, so reported line numbers do not move.
 */
export const withOwnerFacts = (files: ContentFile[]): ContentFile[] =>
  files.map((file) =>
    file.path.endsWith('/site.json') ? { ...file, text: siteWithOwnerFacts(file.text) } : file,
  );

/** site.json's text with the test registration number in place of its placeholder. */
export const siteWithOwnerFacts = (siteJson: string): string =>
  siteJson.replace(
    /"hicRegistration": "TODO\(author\):[^"]*"/,
    `"hicRegistration": "${TEST_HIC_REGISTRATION}"`,
  );
