/**
 * The retention job: the hourly onSchedule function, POST /{key}/jobs/retention and
 * `npm run retention` all run this. Each of its rules in the table (rules.ts) erases what is due, a
 * batch at a time, at most BATCHES batches a run (the next run goes on); each item is erased
 * only if still due when erased, so runs at once erase each thing once and count it once. A
 * dry run erases nothing and lists each rule's first batch.
 */
import { inGroups } from '../in-groups.ts';
import { ServiceError } from '../errors.ts';
import { cutOff, keptForText } from './cut-offs.ts';
import { RETENTION_RULES, type Due } from './rules.ts';

const BATCH = 200;
const BATCHES = 25;
/** How many items of a batch are erased at once. */
const PARALLEL = 16;

interface RuleReport {
  rule: string;
  what: string;
  kept: string;
  /** What is due was stored or last used at or before this moment (ISO). */
  cutoff: string;
  /** A dry run: what the first batch would erase. */
  due?: Due[];
  erased: number;
  /** More may be due than this run listed or erased. */
  more: boolean;
}

export interface RetentionReport {
  dryRun: boolean;
  rules: RuleReport[];
}

interface RetentionRun {
  dryRun?: boolean;
  /** Only these rules (by name); all when absent. */
  rules?: readonly string[];
  now?: number;
}

export async function runRetention({ dryRun = false, rules, now = Date.now() }: RetentionRun = {}): Promise<RetentionReport> {
  const unknown = rules?.filter((name) => !RETENTION_RULES.some((rule) => rule.name === name)) ?? [];
  if (unknown.length) throw new ServiceError('invalidInput', { message: `The retention job runs no rule named ${unknown.join(', ')}.` });
  const chosen = RETENTION_RULES.filter((rule) => !rules || rules.includes(rule.name));
  const reports: RuleReport[] = [];
  for (const rule of chosen) {
    const cutoff = cutOff(rule.kept, now);
    const report: RuleReport = {
      rule: rule.name,
      what: rule.what,
      kept: keptForText(rule.kept),
      cutoff: new Date(cutoff).toISOString(),
      erased: 0,
      more: false,
    };
    for (let batch = 0; batch < BATCHES; batch++) {
      const { due, more } = await rule.find(cutoff, BATCH, dryRun);
      report.more = more;
      if (dryRun) {
        report.due = due;
        break;
      }
      report.erased += (await inGroups(due, PARALLEL, (item) => rule.erase(item, cutoff))).filter(Boolean).length;
      if (!more) break;
    }
    reports.push(report);
  }
  return { dryRun, rules: reports };
}
