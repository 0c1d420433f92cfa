import path from 'node:path';
import { closestMatch } from './closest-match.ts';
import type { JsonSource } from './json-source.ts';
import type { ProblemCode } from './codes.ts';
import type { Problem } from './problem.ts';
import type { PageRoute } from './route-table.ts';
import { collectReferences, linkAnchor, linkPath, type Reference } from './string-references.ts';
import { quoted } from './describe-values.ts';

export interface ReferenceTargets {
  routes: Map<string, PageRoute>;
  publicFiles: Set<string>;
  publicDir: string;
}

/** Written by the build, so they are linkable without being in public/. */
const generatedFiles = new Set(['/sitemap.xml', '/robots.txt']);

interface Finding {
  code: ProblemCode;
  message: string;
}

function decoded(sitePath: string): string {
  try {
    return decodeURIComponent(sitePath);
  } catch {
    return sitePath;
  }
}

function assetMessage(reference: Reference, targets: ReferenceTargets): Finding | undefined {
  const sitePath = linkPath(reference.target);
  if (generatedFiles.has(sitePath) || targets.publicFiles.has(decoded(sitePath))) return undefined;
  const folder = `${path.basename(targets.publicDir)}/`;
  const guess = closestMatch(sitePath, targets.publicFiles, 2);
  const advice = guess
    ? `Did you mean ${quoted(guess)}? Otherwise add the file.`
    : 'Add the file or fix the path.';
  return {
    code: 'missing-asset',
    message: `asset ${quoted(reference.target)} was not found under ${folder}. ${advice}`,
  };
}

function anchorMessage(target: string, anchor: string, page: PageRoute): Finding | undefined {
  if (!anchor || page.anchors.includes(anchor)) return undefined;
  const start = `link ${quoted(target)} points to anchor ${quoted(anchor)}, which page ${quoted(page.path)} does not have.`;
  const message =
    page.anchors.length > 0
      ? `${start} Anchors there: ${page.anchors.join(', ')}.`
      : `${start} Add an "anchor" to the section it should lead to.`;
  return { code: 'missing-anchor', message };
}

function linkMessage(
  reference: Reference,
  targets: ReferenceTargets,
  ownPage: PageRoute | undefined,
): Finding | undefined {
  const { target } = reference;
  const anchor = linkAnchor(target);
  if (target.startsWith('#')) {
    if (ownPage) return anchorMessage(target, anchor, ownPage);
    return {
      code: 'anchor-without-page',
      message: `link ${quoted(target)} has no page to point into, because this file is shared by every page. Write the page's path in front, e.g. ${quoted(`/${target}`)}.`,
    };
  }
  const page = targets.routes.get(linkPath(target));
  if (page?.draft && !ownPage?.draft) {
    return {
      code: 'link-to-draft',
      message: `link ${quoted(target)} leads to ${page.file}, a draft, which the build leaves out. Remove the link until that page is published, or publish it by removing its "draft".`,
    };
  }
  if (page) return anchorMessage(target, anchor, page);
  const guess = closestMatch(linkPath(target), targets.routes.keys()) ?? '/';
  return {
    code: 'broken-link',
    message: `link ${quoted(target)} does not lead to any page. Use one of the existing paths, e.g. ${guess}.`,
  };
}

/** Internal links that lead nowhere and asset paths that are not in public/. */
export function referenceProblems(
  source: JsonSource,
  targets: ReferenceTargets,
  ownPage: PageRoute | undefined,
): Problem[] {
  return collectReferences(source.value).flatMap((reference) => {
    const finding =
      reference.kind === 'asset'
        ? assetMessage(reference, targets)
        : linkMessage(reference, targets, ownPage);
    return finding ? [source.problem(finding.code, reference.pointer, finding.message)] : [];
  });
}
