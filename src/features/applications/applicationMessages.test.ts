import type { Application } from '../../api/applications.enhance';
import {
  deleteOutcome,
  saveToast,
  saveFieldErrors,
  syncAllToast,
  syncToast,
} from './applicationMessages';
import { formValuesToInput, applicationToFormValues, elementCategories } from './applicationFormValues';

const app = (name: string, roles = 0, elements = 0): Application => ({
  uuid: `uuid-${name}`,
  name,
  builtIn: false,
  roles: Array.from({ length: roles }, (_, i) => ({ uuid: `r${i}`, name: `R${i}`, minimumRole: { name: 'ADMIN' } })),
  elements: Array.from({ length: elements }, (_, i) => ({ uuid: `e${i}`, name: `E${i}`, category: i % 2 ? 'B' : 'A' })),
  version: 3,
});
const failure = (status: number, data: unknown = {}) => ({ error: { status, data } });

describe('SPEC section 8 "Applications" toasts', () => {
  it('save: success, 409, 412, 403 and anything else', () => {
    expect(saveToast({ data: app('Billing') })).toEqual({ message: 'Application Billing Saved Successfully', variant: 'success' });
    expect(saveToast(failure(409))).toEqual({ message: 'An Application with this name already exists', variant: 'error' });
    expect(saveToast(failure(412)).message).toMatch(/reload/);
    expect(saveToast(failure(403, { detail: 'Your role may not do this' })).message).toBe('Your role may not do this');
    expect(saveToast(failure(400))).toEqual({ message: 'Error Saving Application', variant: 'error' });
    expect(saveToast({ error: { status: 'FETCH_ERROR' } })).toEqual({ message: 'Error Saving Application', variant: 'error' });
  });

  it('sync: counts the roles and elements; any failure is SPEC failure text', () => {
    expect(syncToast({ data: app('X', 3, 2) })).toEqual({ message: 'Application Synced Successfully With 3 Roles And 2 Elements', variant: 'success' });
    expect(syncToast(failure(504))).toEqual({ message: 'Failed To Sync Application', variant: 'error' });
  });

  it('sync all: count, empty answer warns, failure', () => {
    const builtIn = { ...app('User Profile'), builtIn: true };
    expect(syncAllToast({ data: [app('A'), app('B')] }, [builtIn, app('A'), app('B')])).toEqual({ message: '2 Applications Synced', variant: 'success' });
    expect(syncAllToast({ data: [] }, [])).toEqual({ message: 'Response Contains No Applications, Sync Failed', variant: 'warning' });
    expect(syncAllToast(failure(500), [])).toEqual({ message: 'Failed To Sync Apps', variant: 'error' });
  });

  it('sync all names the applications that did not sync, as Pull User Info does', () => {
    const known = [{ ...app('User Profile'), builtIn: true }, app('A'), app('B'), app('C'), app('D')];
    expect(syncAllToast({ data: [app('A'), app('C')] }, known)).toEqual({ message: '2 Applications Synced, Failed Applications: B, D', variant: 'warning' });
  });

  it("delete: success, and on failure SPEC's text plus the server's reason for a refusal", () => {
    expect(deleteOutcome({ data: null })).toEqual({ toast: { message: 'Application Deleted Successfully', variant: 'success' } });
    const builtIn = deleteOutcome(failure(409, { detail: 'cannot be deleted' }));
    expect(builtIn).toEqual({ toast: { message: 'Failed to Delete Application', variant: 'error' }, refusal: 'cannot be deleted' });
    expect(deleteOutcome(failure(500)).refusal).toBeUndefined();
  });

  it("reads a 400's field errors", () => {
    expect(saveFieldErrors(failure(400, { errors: [{ field: 'apiHost', message: 'must be an http or https URL' }, { field: 'roles.0.uuid', message: 'x' }] }).error)).toEqual({
      apiHost: 'must be an http or https URL',
      roles: 'x',
    });
  });
});

describe('form values', () => {
  it('round-trips an application; empty passwords are left out so the stored ones stay', () => {
    const application = { ...app('Billing', 1, 3), apiHost: 'http://h', apiAuthType: 'OAUTH2' as const, apiPasswordSet: true };
    const values = applicationToFormValues(application);
    expect(values.apiPassword).toBe('');
    const input = formValuesToInput({ ...values, elements: values.elements.map((e, i) => ({ ...e, deleteMe: i === 0 })) }, application);
    expect(input).not.toHaveProperty('apiPassword');
    expect(input).not.toHaveProperty('dataPassword');
    expect(input).toMatchObject({ uuid: 'uuid-Billing', version: 3, apiHost: 'http://h', apiAuthType: 'OAUTH2' });
    expect(input.roles).toEqual([{ uuid: 'r0', name: 'R0', category: null, externalRole: false, minimumRole: { name: 'ADMIN' }, errigalCustomerCompany: null }]);
    expect(input.elements?.[0]).toMatchObject({ uuid: 'e0', deleteMe: true });
    expect(input.elements?.[1]).not.toHaveProperty('deleteMe');
    expect(formValuesToInput({ ...values, apiPassword: 'new' }, application).apiPassword).toBe('new');
    expect(elementCategories(application.elements)).toEqual(['A', 'B']);
  });
});
