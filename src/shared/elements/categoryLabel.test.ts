import { categoryLabel, DEFAULT_TREE_CATEGORY } from './categoryLabel';

describe('categoryLabel', () => {
  const configs = [{ category: 'REPORT_ACCESS', label: 'Reports', type: 'DROPDOWN' as const }];

  it("uses the configured label, else SPEC's Default Tree, else the category in words", () => {
    expect(categoryLabel('REPORT_ACCESS', configs)).toBe('Reports');
    expect(categoryLabel(DEFAULT_TREE_CATEGORY, configs)).toBe('Default Tree');
    expect(categoryLabel('ALARM_FILTER', configs)).toBe('Alarm Filter');
    expect(categoryLabel('REPORT_ACCESS', [])).toBe('Report Access');
  });
});
