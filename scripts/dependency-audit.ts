import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One reviewed exception: a known advisory the shop accepts for now, and why. */
export interface AllowedAdvisory {
  /** The advisory's id (`GHSA-xxxx-xxxx-xxxx`) or its URL. */
  advisory: string;
  package: string;
  reason: string;
  /** `YYYY-MM-DD`: after this day the entry no longer counts and the audit fails until someone reviews it. */
  reviewBy: string;
}

export interface Advisory {
  id: string;
  url: string;
  package: string;
  severity: string;
  title: string;
}

export interface AuditVerdict {
  /** High or critical advisories no valid allow-list entry covers. */
  blocking: Advisory[];
  allowed: Advisory[];
  /** Allow-list entries that are malformed or past their review date. */
  badEntries: string[];
  /** Entries that matched nothing: the advisory is fixed or gone, and the entry can go. */
  unused: AllowedAdvisory[];
}

const BLOCKING = new Set(['high', 'critical']);

/** The advisories of `npm audit --json` (report version 2), each once, by advisory and package. */
export function advisoriesOf(report: unknown): Advisory[] {
  const vulnerabilities = (report as { vulnerabilities?: Record<string, { via?: unknown[] }> })
    .vulnerabilities;
  if (!vulnerabilities || typeof vulnerabilities !== 'object') {
    throw new Error('not an npm audit report: it has no "vulnerabilities"');
  }
  const found = new Map<string, Advisory>();
  for (const [name, entry] of Object.entries(vulnerabilities)) {
    for (const via of entry.via ?? []) {
      // A string names another vulnerable package whose own entry lists the advisory.
      if (typeof via !== 'object' || via === null) continue;
      const {
        url = '',
        source,
        title = '',
        severity = 'unknown',
        name: pkg = name,
      } = via as Record<string, string>;
      const id = /GHSA-[\w-]+/.exec(url)?.[0] ?? String(source ?? url);
      found.set(`${id}|${pkg}`, { id, url, package: pkg, severity, title });
    }
  }
  return [...found.values()];
}

/** Which high and critical advisories block, given the reviewed allow-list and today's date (`YYYY-MM-DD`). */
export function judge(advisories: Advisory[], allowList: unknown, today: string): AuditVerdict {
  if (!Array.isArray(allowList)) throw new Error('the allow-list must be a JSON array');
  const badEntries: string[] = [];
  const valid: AllowedAdvisory[] = [];
  for (const [index, entry] of allowList.entries()) {
    const { advisory, package: pkg, reason, reviewBy } = (entry ?? {}) as Partial<AllowedAdvisory>;
    const label = `entry ${index + 1} (${advisory ?? '?'} in ${pkg ?? '?'})`;
    if (!advisory || !pkg || !reason?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(reviewBy ?? '')) {
      badEntries.push(`${label}: needs advisory, package, reason and reviewBy (YYYY-MM-DD)`);
    } else if ((reviewBy as string) < today) {
      badEntries.push(
        `${label}: its review date ${reviewBy} has passed; review it again or fix the dependency`,
      );
    } else {
      valid.push(entry as AllowedAdvisory);
    }
  }
  const used = new Set<AllowedAdvisory>();
  const blocking: Advisory[] = [];
  const allowed: Advisory[] = [];
  for (const advisory of advisories.filter((found) => BLOCKING.has(found.severity))) {
    const entry = valid.find(
      (candidate) =>
        candidate.package === advisory.package &&
        (candidate.advisory === advisory.id || candidate.advisory === advisory.url),
    );
    if (entry) {
      used.add(entry);
      allowed.push(advisory);
    } else {
      blocking.push(advisory);
    }
  }
  return { blocking, allowed, badEntries, unused: valid.filter((entry) => !used.has(entry)) };
}

function runNpmAudit(cwd: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // npm audit exits non-zero whenever it finds anything; the JSON says what.
    execFile('npm', ['audit', '--json'], { cwd, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => {
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(new Error(`npm audit printed no report: ${stdout.slice(0, 300)}`));
      }
    });
  });
}

async function main(args: string[]): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const allowUnreachable = args.includes('--allow-unreachable');
  const allowListFile = option('--allowlist') ?? path.join(root, 'audit-allowlist.json');
  const reportFile = option('--report');
  const report = reportFile ? JSON.parse(await readFile(reportFile, 'utf8')) : await runNpmAudit(root);

  if (!(report as { vulnerabilities?: unknown }).vulnerabilities) {
    const why = (report as { message?: string }).message ?? JSON.stringify(report).slice(0, 300);
    console.error(`dependency audit: the advisory database could not be asked (${why})`);
    if (allowUnreachable) {
      console.error('dependency audit: NOT CHECKED; passing only because --allow-unreachable was given');
      return 0;
    }
    return 2;
  }
  const today = new Date().toISOString().slice(0, 10);
  const verdict = judge(advisoriesOf(report), JSON.parse(await readFile(allowListFile, 'utf8')), today);
  for (const advisory of verdict.allowed) {
    console.log(`allowed   ${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title}`);
  }
  for (const entry of verdict.unused) {
    console.log(
      `unused    allow-list entry ${entry.advisory} in ${entry.package}: no longer found, remove it`,
    );
  }
  for (const problem of verdict.badEntries) console.error(`bad entry ${problem}`);
  for (const advisory of verdict.blocking) {
    console.error(
      `BLOCKING  ${advisory.severity} ${advisory.id} in ${advisory.package}: ${advisory.title} ${advisory.url}`,
    );
  }
  const failed = verdict.blocking.length > 0 || verdict.badEntries.length > 0;
  console.log(
    failed
      ? 'dependency audit failed: upgrade, or add a reviewed entry to audit-allowlist.json'
      : `dependency audit passed (${verdict.allowed.length} allowed by review)`,
  );
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`dependency audit: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
