import { describe, expect, it } from 'vitest';
import { customFieldProblem, customFieldProblems, fieldApplies, keptAnswers } from './custom-fields';

const field = (over: Partial<Parameters<typeof customFieldProblem>[0]> = {}) => ({
  fieldid: 'F1',
  label: 'Cost code',
  fieldtype: 'text' as const,
  required: false,
  options: [] as string[],
  ...over,
});

describe('customFieldProblem', () => {
  it('names the field when a required one is blank', () => {
    expect(customFieldProblem(field({ required: true }), '  ')).toBe('Cost code is required');
    expect(customFieldProblem(field(), '')).toBeNull();
  });

  it.each([
    ['number', '12.5', null],
    ['number', '12a', 'Cost code must be a number'],
    ['date', '2026-02-28', null],
    ['date', '2026-02-30', 'Cost code must be a date (YYYY-MM-DD)'],
    ['yesno', 'yes', null],
    ['yesno', 'Y', 'Cost code must be yes or no'],
  ] as const)('checks a %s answer %s', (fieldtype, value, problem) => {
    expect(customFieldProblem(field({ fieldtype }), value)).toBe(problem);
  });

  it('takes only a listed choice', () => {
    const list = field({ fieldtype: 'list', options: ['North', 'South'] });
    expect(customFieldProblem(list, 'South')).toBeNull();
    expect(customFieldProblem(list, 'East')).toBe('Cost code must be one of: North, South');
  });
});

describe('the form as a whole', () => {
  it('answers each field’s problem by id and keeps only given answers, trimmed', () => {
    const fields = [field({ required: true }), field({ fieldid: 'F2', label: 'Notes' })];
    expect(customFieldProblems(fields, {})).toEqual({ F1: 'Cost code is required' });
    expect(keptAnswers(fields, { F1: ' A1 ', F2: '' }).map((a) => [a.field.fieldid, a.value])).toEqual([['F1', 'A1']]);
  });

  it('shows a scoped field only for its trip type or category', () => {
    expect(fieldApplies({ triptypeid: '', categoryid: '' }, {})).toBe(true);
    expect(fieldApplies({ triptypeid: 'T1', categoryid: '' }, { triptypeid: 'T2' })).toBe(false);
    expect(fieldApplies({ triptypeid: 'T1', categoryid: 'C1' }, { triptypeid: 'T1', categoryid: 'C1' })).toBe(true);
  });
});
