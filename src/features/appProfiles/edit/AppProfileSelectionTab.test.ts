import { roleLabel } from './AppProfileSelectionTab';

describe('roleLabel', () => {
  it("marks an external role '(External Role)' (SPEC section 2)", () => {
    expect(roleLabel({ name: 'NOC_VIEW', externalRole: true })).toBe('NOC_VIEW (External Role)');
    expect(roleLabel({ name: 'OPERATOR', externalRole: false })).toBe('OPERATOR');
    expect(roleLabel({ name: 'AGENT' })).toBe('AGENT');
  });
});
