import { describe, expect, it } from 'vitest';
import { advisoriesOf, judge } from './dependency-audit.ts';

// The shape `npm audit --json` prints (report version 2), trimmed to what the audit reads.
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml': {
      name: 'fast-xml',
      severity: 'critical',
      via: [
        {
          source: 1101,
          name: 'fast-xml',
          title: 'Prototype pollution',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'critical',
        },
      ],
    },
    'aws-sdk-part': { name: 'aws-sdk-part', severity: 'critical', via: ['fast-xml'] },
    tarball: {
      name: 'tarball',
      severity: 'high',
      via: [
        {
          source: 1102,
          name: 'tarball',
          title: 'Path traversal',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'high',
        },
      ],
    },
    colours: {
      name: 'colours',
      severity: 'moderate',
      via: [
        {
          source: 1103,
          name: 'colours',
          title: 'ReDoS',
          url: 'https://github.com/advisories/GHSA-gggg-hhhh-iiii',
          severity: 'moderate',
        },
      ],
    },
  },
};

const entry = (advisory: string, pkg: string, reviewBy = '2027-01-31') => ({
  advisory,
  package: pkg,
  reason: 'only reached by the build, never with input from a visitor',
  reviewBy,
});

describe('dependency audit', () => {
  const advisories = advisoriesOf(report);

  it('blocks every high or critical advisory that no entry allows, and never a moderate one', () => {
    const verdict = judge(advisories, [], '2026-11-24');
    expect(verdict.blocking.map((advisory) => advisory.id).sort()).toEqual([
      'GHSA-aaaa-bbbb-cccc',
      'GHSA-dddd-eeee-ffff',
    ]);
  });

  it('lets a reviewed entry through by advisory id or URL, for that package only', () => {
    const verdict = judge(
      advisories,
      [
        entry('GHSA-aaaa-bbbb-cccc', 'fast-xml'),
        entry('https://github.com/advisories/GHSA-dddd-eeee-ffff', 'other-package'),
      ],
      '2026-11-24',
    );
    expect(verdict.allowed.map((advisory) => advisory.id)).toEqual(['GHSA-aaaa-bbbb-cccc']);
    expect(verdict.blocking.map((advisory) => advisory.id)).toEqual(['GHSA-dddd-eeee-ffff']);
    expect(verdict.unused).toHaveLength(1);
  });

  it('fails on an entry past its review date or without a reason, and no longer honours it', () => {
    const verdict = judge(
      advisories,
      [
        entry('GHSA-aaaa-bbbb-cccc', 'fast-xml', '2026-11-23'),
        { ...entry('GHSA-dddd-eeee-ffff', 'tarball'), reason: ' ' },
      ],
      '2026-11-24',
    );
    expect(verdict.badEntries).toHaveLength(2);
    expect(verdict.badEntries[0]).toContain('2026-11-23');
    expect(verdict.blocking).toHaveLength(2);
    // The last day of review still counts.
    expect(
      judge(advisories, [entry('GHSA-aaaa-bbbb-cccc', 'fast-xml', '2026-11-24')], '2026-11-24').badEntries,
    ).toEqual([]);
  });

  it('refuses something that is not an audit report, so an outage is never read as a clean bill', () => {
    expect(() => advisoriesOf({ message: '405 Method Not Allowed' })).toThrow(/not an npm audit report/);
  });
});
