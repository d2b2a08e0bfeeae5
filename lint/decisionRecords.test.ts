import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionRecordProblems, recordProblems } from './decisionRecords';

const GOOD = `# 031 — Visits are booked in windows

Date: 2026-11-28  
Status: accepted

## Context

Customers pick a window.

## Decision

### Windows

Morning, midday, evening.

## Consequences

None yet.
`;

/** A tracker citation as a record might carry one (built here so this file cites none itself). */
const TRACKER = ['issue', '20'].join(' ');

describe('decision records', () => {
  it('every record in docs/decisions follows the template', () => {
    expect(decisionRecordProblems(join(import.meta.dirname, '..', 'docs', 'decisions'))).toEqual([]);
  });

  it('accepts a record as the template has it', () => {
    expect(recordProblems('031-windows.md', GOOD)).toEqual([]);
  });

  it('finds a wrong title, a long status, a missing section and a tracker citation', () => {
    const bad = GOOD.replace('# 031 — ', '# Windows: ')
      .replace('Status: accepted', `Status: accepted (${TRACKER}: done)`)
      .replace('## Consequences\n\nNone yet.', 'See platform.md §4, as docs/product/customer.md §2 says.');
    expect(recordProblems('031-windows.md', bad)).toEqual([
      "031-windows.md: the title is not '# 031 — <the decision>'",
      "031-windows.md: no 'Status:' line of one word (proposed, accepted, superseded by NNN)",
      '031-windows.md: sections are [Context, Decision], not [Context, Decision, Consequences]',
      `031-windows.md: cites '${TRACKER}', which a reader of the repository cannot follow`,
      "031-windows.md: cites 'platform.md', which a reader of the repository cannot follow",
    ]);
  });
});
