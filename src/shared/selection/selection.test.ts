import { addOrRemoveAll, toggled } from './selection';

describe('selection', () => {
  it('removes all when anything is selected, otherwise adds all', () => {
    expect(addOrRemoveAll(['a'], ['a', 'b'])).toEqual([]);
    expect(addOrRemoveAll([], ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('toggles one id', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
