// The record table of docs/architecture.md#data-layer names every record the app defines, with its key, scope and version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../features/essay-grader/essay-draft';
import '../features/free-response/frq-store';
import '../features/mcq-exam/exam-store';
import '../features/notes/study/study-store';
import '../features/quiz/quiz-store';
import '../features/saq-exam/saq-store';
import '../features/study-guide/topics-opened';
import '../grading-client/gradings';
import { recordTable } from '../shared/storage/record';

const doc = readFileSync(join(process.cwd(), 'docs/architecture.md'), 'utf8');
const rows = doc.slice(doc.indexOf('## Data layer'), doc.indexOf('### Progress sources')).split('\n').filter((line) => line.startsWith('| '));

describe('the record table', () => {
  it('lists every defined record with its key, scope and version', () => {
    expect(recordTable.length).toBeGreaterThanOrEqual(13);
    for (const record of recordTable) {
      const row = rows.find((line) => line.split('|')[1]!.split(',').map((name) => name.trim()).includes(record.name));
      expect(row, record.name).toBeDefined();
      expect(row!.replace('\\|', '|')).toContain(`\`${record.key}\``);
      expect(row).toContain(`| ${record.scope} |`);
      expect(row).toContain(`| ${record.version}`);
    }
  });
});
