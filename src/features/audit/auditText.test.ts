import { auditPageArgs, dayStart } from './auditListState';
import { changeText, recordPath } from './auditText';

describe('audit entries as a reader reads them', () => {
  it('says a replaced value as "from -> to" and a list as what was added and removed', () => {
    expect(changeText({ field: 'Business profile', from: 'NOC Operator', to: 'SCO Field Engineer' })).toBe('Business profile: NOC Operator -> SCO Field Engineer');
    expect(changeText({ field: 'Roles', added: ['WRITER'], removed: ['READER'] })).toBe('Roles: + WRITER, - READER');
    expect(changeText({ field: 'Location', from: null, to: 'Cork' })).toBe('Location: Cork');
    expect(changeText({ field: 'Mobile phone', from: '+353 1', to: null })).toBe('Mobile phone: +353 1 -> (none)');
  });

  it('links a record to its edit screen, but not an import or a deleted record without a uuid', () => {
    expect(recordPath({ type: 'businessProfile', uuid: 'b1', name: 'NOC' })).toBe('/profile/business/edit/b1');
    expect(recordPath({ type: 'import', uuid: null, name: '3 users' })).toBeNull();
    expect(recordPath({ type: 'user', uuid: null, name: 'nobody' })).toBeNull();
  });

  it('asks the server for whole days and leaves out blank or unknown filters', () => {
    const args = auditPageArgs({ page: 2, size: 10, sort: 'at', direction: 'desc', actor: 'demo', recordType: 'bogus', action: 'update', from: '2026-01-31', to: '2026-01-31' });
    expect(args).toEqual({ page: 2, size: 10, direction: 'desc', actor: 'demo', action: 'update', from: dayStart('2026-01-31'), to: dayStart('2026-02-01') });
    expect(new Date(args.to!).getTime() - new Date(args.from!).getTime()).toBe(24 * 3600 * 1000);
    expect(dayStart('31/01/2026')).toBeUndefined();
  });
});
