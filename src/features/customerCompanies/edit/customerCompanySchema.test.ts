import { customerCompanySchema, NAME_REQUIRED } from './customerCompanySchema';

const errorsOf = async (name: string) => {
  try {
    await customerCompanySchema.validate({ name }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

it('requires a name that is not blank', async () => {
  expect(await errorsOf('')).toEqual([NAME_REQUIRED]);
  expect(await errorsOf('   ')).toEqual([NAME_REQUIRED]);
  expect(NAME_REQUIRED).toBe('This field is required. (Max 100 Characters)');
});

it('takes up to 100 characters, counted without surrounding spaces', async () => {
  expect(await errorsOf('x'.repeat(100))).toEqual([]);
  expect(await errorsOf(`  ${'x'.repeat(100)}  `)).toEqual([]);
  expect(await errorsOf('x'.repeat(101))).toEqual([NAME_REQUIRED]);
});
