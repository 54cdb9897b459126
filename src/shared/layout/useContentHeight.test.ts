import { contentHeight } from './useContentHeight';

describe('contentHeight', () => {
  it('takes the shell offsets of 83, 128 and 52.8 pixels off the window height', () => {
    expect(contentHeight(1000)).toBeCloseTo(736.2);
  });

  it('never goes below a usable height', () => {
    expect(contentHeight(300)).toBe(240);
  });
});
