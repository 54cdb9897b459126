import { serverFieldErrors } from './serverFieldErrors';

const problem = (errors: unknown) => ({ status: 400, data: { type: 'about:blank', title: 'Bad Request', status: 400, errors } });

describe('serverFieldErrors', () => {
  it('maps the contract fields to form fields, first message per field', () => {
    const error = problem([
      { field: 'appProfiles.1', message: 'Ghost is not an application profile you may select' },
      { field: 'appProfiles', message: 'second' },
      { field: 'name', message: 'This field is required' },
      { field: 'unknown', message: 'ignored' },
    ]);
    expect(serverFieldErrors(error, { appProfiles: 'appProfileUuids', name: 'name' })).toEqual({
      appProfileUuids: 'Ghost is not an application profile you may select',
      name: 'This field is required',
    });
  });

  it('gives nothing for an error without field errors', () => {
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'offline' }, { name: 'name' })).toEqual({});
    expect(serverFieldErrors(problem('not a list'), { name: 'name' })).toEqual({});
  });

  it("reads the fields inside the body's wrapper and shows a rule code as its sentence", () => {
    const error = problem([
      { field: 'user.businessProfile.uuid', message: 'is required' },
      { field: 'elements', message: 'defaultTreeMustBeAssigned' },
      { field: 'user.name', message: 'toString' },
    ]);
    const formFields = { businessProfile: 'businessProfileUuid', elements: 'elements', name: 'name' };
    expect(serverFieldErrors(error, formFields, { wrapper: 'user', sentences: { defaultTreeMustBeAssigned: 'A tree is needed' } })).toEqual({
      businessProfileUuid: 'is required',
      elements: 'A tree is needed',
      name: 'toString',
    });
  });
});
