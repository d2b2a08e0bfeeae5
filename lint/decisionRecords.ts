/**
 * Decision records (docs/decisions/NNN-title.md) follow one template (000-template.md): a title
 * with their number, a Date and a one-word Status, then exactly Context, Decision and
 * Consequences; and they speak of the product to someone who has only the repository, so they
 * cite no tracker item (a ticket number) and no document outside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SECTIONS = ['Context', 'Decision', 'Consequences'];
const STATUS = /^Status: (proposed|accepted|superseded by \d{3})$/m;
const DATE = /^Date: \d{4}-\d{2}-\d{2}\s*$/m;
/**
 * Citations a reader of the repository cannot follow: a tracker item, a work session, or the
 * product documents named without their place in the repository (docs/product/).
 */
const OUTSIDE = [
  /\bissue #?\d+\b/i,
  /(?<!docs\/product\/)\b(platform|customer)\.md\b/,
  /(?<!docs\/product\/)\bDECISIONS\.md\b/,
  /\b(stop|session) \d+\b/i,
];

/** What is wrong with one record's text, empty when nothing is. */
export function recordProblems(file: string, text: string): string[] {
  const number = /^(\d{3})-/.exec(file)?.[1];
  const problems: string[] = [];
  if (!number) return [`${file}: the name does not start with a three-digit number`];
  if (!text.startsWith(`# ${number} — `)) problems.push(`${file}: the title is not '# ${number} — <the decision>'`);
  if (!DATE.test(text)) problems.push(`${file}: no 'Date: YYYY-MM-DD' line`);
  if (!STATUS.test(text)) problems.push(`${file}: no 'Status:' line of one word (proposed, accepted, superseded by NNN)`);
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  if (sections.join() !== SECTIONS.join()) problems.push(`${file}: sections are [${sections.join(', ')}], not [${SECTIONS.join(', ')}]`);
  for (const pattern of OUTSIDE) {
    const found = pattern.exec(text);
    if (found) problems.push(`${file}: cites '${found[0]}', which a reader of the repository cannot follow`);
  }
  return problems;
}

/** Every record's problems in `folder` (the template itself excepted). */
export function decisionRecordProblems(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => /^\d{3}-.+\.md$/.test(file) && !file.startsWith('000-'))
    .sort()
    .flatMap((file) => recordProblems(file, readFileSync(join(folder, file), 'utf8')));
}
