import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormikContext } from 'formik';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import * as yup from 'yup';
import { FormikTextField } from '../form/FormikTextField';
import { UNSAVED_CHANGES_TITLE } from '../form/UnsavedChangesGuard';
import { EditActionBar } from './EditActionBar';
import { EditForm } from './EditForm';
import { namedRecordSaveOutcome, type SaveResult } from './saveOutcome';
import { useSaveRecord } from './useSaveRecord';

// The kit as one small entity's edit screen: a name, its schema, its messages and its route. The
// mutation is the one seam: a function answering as an RTK Query trigger does.
const schema = yup.object({ name: yup.string().trim().required('Name is required') });
const messages = {
  saved: (thing: { uuid: string; name: string }) => `Thing ${thing.name} Saved`,
  duplicateName: 'A Thing with this name already exists',
  changedBySomeoneElse: 'Changed by someone else',
  saveFailed: 'Error Saving Thing',
  formFields: { name: 'name' } as const,
};

type Answer = SaveResult<{ uuid: string; name: string }>;

type Mutate = (arg: { thing: { name: string } }) => Promise<Answer>;
const answering = (answer: (name: string) => Answer): Mutate => (arg) => Promise.resolve(answer(arg.thing.name));

/** With warn, the screen answers the presses it refuses (as the user and application screens do): Create stays on. */
function ThingEditScreen({ mutate, warn }: { mutate: Mutate; warn?: (why: string) => void }) {
  const { saving, save } = useSaveRecord([mutate, { isLoading: false }] as const, {
    body: (thing: { name: string }) => ({ thing }),
    outcome: (_thing, result) => namedRecordSaveOutcome(result, messages),
    route: (uuid) => `/thing/edit/${uuid}`,
  });
  const answers = warn && {
    // The rule depends on the values, as the user form's Default Tree rule does.
    schema: (values: { name: string }) => (values.name.startsWith('x') ? shortNameSchema : schema),
    onInvalidSubmit: (errors: object) => warn(`check ${Object.keys(errors).join()}`),
    onSubmitWhileSaving: () => warn('wait'),
  };
  return (
    <EditForm initialValues={{ name: '' }} schema={schema} onSubmit={async (values) => (await save(values)).fieldErrors} {...answers}>
      <FormForThing saving={saving} answering={Boolean(warn)} />
    </EditForm>
  );
}
const shortNameSchema = yup.object({ name: yup.string().min(3, 'Too short') });

function FormForThing({ saving, answering }: { saving: boolean; answering: boolean }) {
  const { handleSubmit } = useFormikContext();
  return (
    <form noValidate onSubmit={handleSubmit}>
      <FormikTextField name="name" label="Name" />
      {answering ? (
        <EditActionBar saving={saving} savingLabel="Saving thing" submitLabel="Create Thing" />
      ) : (
        <EditActionBar listRoute="/thing/list" deleteLabel="Delete Thing" isNew saving={saving} submitLabel="Create Thing" />
      )}
      <Link to="/elsewhere">Elsewhere</Link>
    </form>
  );
}

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function renderScreen(mutate: Mutate, warn?: (why: string) => void) {
  const router = createMemoryRouter(
    [
      { path: '/thing/new', element: <ThingEditScreen mutate={mutate} warn={warn} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/thing/new'] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return router;
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const create = () => screen.getByRole('button', { name: 'Create Thing' });

it('starts with the schema errors known: Create waits for a valid form, Delete is off on a new record', async () => {
  renderScreen(answering(() => ({ data: { uuid: 'u1', name: 'Acme' } })));
  expect(create()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete Thing' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/thing/list');
  await userEvent.type(nameBox(), 'Acme');
  await waitFor(() => expect(create()).toBeEnabled());
});

it('a save toasts success and opens the saved record without asking to leave', async () => {
  const router = renderScreen(answering((name) => ({ data: { uuid: 'u1', name } })));
  await userEvent.type(nameBox(), 'Acme');
  await userEvent.click(create());
  expect(await screen.findByText('Thing Acme Saved')).toBeInTheDocument();
  expect(await screen.findByText('at /thing/edit/u1')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/thing/edit/u1');
  expect(screen.queryByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).not.toBeInTheDocument();
});

it('a refused save puts the reason under its field and toasts the failure, never success, and stays', async () => {
  const router = renderScreen(answering(() => ({ error: { status: 409, data: {} } })));
  await userEvent.type(nameBox(), 'Acme');
  await userEvent.click(create());
  await waitFor(() => expect(nameBox()).toHaveAccessibleDescription(messages.duplicateName));
  expect(screen.getAllByText(messages.duplicateName).length).toBe(2);
  expect(screen.queryByText('Thing Acme Saved')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/thing/new');
});

it('leaving with unsaved changes asks first; Stay keeps the screen and its values', async () => {
  const router = renderScreen(answering(() => ({ data: { uuid: 'u1', name: 'Acme' } })));
  await userEvent.type(nameBox(), 'Draft');
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(router.state.location.pathname).toBe('/thing/new');
  expect(nameBox()).toHaveValue('Draft');
});

describe('a form that answers refused presses', () => {
  function renderAnswering(mutate: Mutate) {
    const warn = jest.fn();
    renderScreen(mutate, warn);
    return warn;
  }

  it('keeps Create on while invalid; a stopped press is answered with the errors and saves nothing', async () => {
    const mutate = jest.fn((arg: { thing: { name: string } }) => Promise.resolve<Answer>({ data: { uuid: 'u1', name: arg.thing.name } }));
    const warn = renderAnswering(mutate);
    expect(create()).toBeEnabled();
    await userEvent.click(create());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('check name'));
    expect(nameBox()).toHaveAccessibleDescription('Name is required');
    // The schema for the values: a name starting with x needs three letters.
    await userEvent.type(nameBox(), 'xy');
    await userEvent.click(create());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(nameBox()).toHaveAccessibleDescription('Too short');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('a press while the save runs, valid or not, is answered and saves nothing more', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const mutate = jest.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const warn = renderAnswering(mutate);
    await userEvent.type(nameBox(), 'Acme');
    await userEvent.click(create());
    await userEvent.click(create());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('wait'));
    await userEvent.clear(nameBox());
    await userEvent.click(create());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenLastCalledWith('wait');
    expect(mutate).toHaveBeenCalledTimes(1);
    answer({ data: { uuid: 'u1', name: 'Acme' } });
    expect(await screen.findByText('at /thing/edit/u1')).toBeInTheDocument();
  });
});
