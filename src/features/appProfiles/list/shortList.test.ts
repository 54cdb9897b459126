import { shortList } from './shortList';

describe('shortList', () => {
  it('shows the first name and " ..." while collapsed, all of them when expanded', () => {
    expect(shortList(['OPERATOR', 'VIEWER'], false)).toBe('OPERATOR ...');
    expect(shortList(['OPERATOR', 'VIEWER'], true)).toBe('OPERATOR, VIEWER');
  });

  it('shows a single name or none as it is', () => {
    expect(shortList(['VIEWER'], false)).toBe('VIEWER');
    expect(shortList([], false)).toBe('');
  });
});
