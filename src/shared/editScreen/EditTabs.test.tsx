import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { useState } from 'react';
import { FormikTextField } from '../form/FormikTextField';
import { EditTabs } from './EditTabs';

// Three tabs as an edit form has them: Name (its field's errors mark it), Notes, and Extra, off
// until the form allows it.
function ThingTabs({ extraAllowed = true, initialTab = 'name' }: { extraAllowed?: boolean; initialTab?: string }) {
  const [tab, setTab] = useState(initialTab);
  return (
    <Formik initialValues={{ name: '' }} validate={(values) => (values.name ? {} : { name: 'Name is required' })} onSubmit={() => undefined}>
      <EditTabs
        label="Thing sections"
        idPrefix="thing"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'name', label: 'Name', errorFields: ['name'], panel: <FormikTextField name="name" label="Name" /> },
          { key: 'notes', label: 'Notes', panel: <p>No notes yet</p> },
          { key: 'extra', label: 'Extra', disabled: !extraAllowed, panel: <p>Extra things</p> },
        ]}
      />
    </Formik>
  );
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

it('arrow keys move between the tabs; the chosen tab is selected and its panel, labelled by it, is the one shown', async () => {
  render(<ThingTabs />);
  expect(screen.getByRole('tablist', { name: 'Thing sections' })).toBeInTheDocument();
  await userEvent.tab();
  expect(tab('Name')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Notes')).toHaveFocus();
  await userEvent.keyboard('{Enter}');

  expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Name')).toHaveAttribute('aria-selected', 'false');
  const panel = screen.getByRole('tabpanel', { name: 'Notes' });
  expect(panel).toHaveAttribute('id', 'thing-panel-notes');
  expect(tab('Notes')).toHaveAttribute('id', 'thing-tab-notes');
  expect(tab('Notes')).toHaveAttribute('aria-controls', 'thing-panel-notes');
  expect(panel).toHaveTextContent('No notes yet');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Name')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft} ');
  expect(screen.getByRole('tabpanel', { name: 'Extra' })).toHaveTextContent('Extra things');
});

it('a disabled tab is skipped by the arrows and never shown: the first tab shows instead', async () => {
  render(<ThingTabs extraAllowed={false} initialTab="extra" />);
  expect(tab('Extra')).toBeDisabled();
  expect(tab('Name')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: /Name/ })).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
  await userEvent.tab();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Notes')).toHaveFocus();
});

it('marks a tab whose field has an error once the field was touched; the error clears the mark', async () => {
  render(<ThingTabs />);
  expect(tab('Name')).toHaveAccessibleName('Name');
  await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
  await userEvent.tab();
  expect(await screen.findByRole('tab', { name: 'Name has errors' })).toBeInTheDocument();
  expect(tab('Notes')).toHaveAccessibleName('Notes');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
  await waitFor(() => expect(tab('Name')).toHaveAccessibleName('Name'));
});

function Filter({ label }: { label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

it('each tab opens its panel afresh: what one tab held (a filter) does not carry to the next', async () => {
  function ListTabs() {
    const [tab, setTab] = useState('carriers');
    return (
      <Formik initialValues={{}} onSubmit={() => undefined}>
        <EditTabs
          label="Lists"
          idPrefix="lists"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { key: 'carriers', label: 'Carriers', panel: <Filter label="Filter" /> },
            { key: 'venues', label: 'Venues', panel: <Filter label="Filter" /> },
          ]}
        />
      </Formik>
    );
  }
  render(<ListTabs />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'North');
  await userEvent.click(tab('Venues'));
  expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
});
