import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisibleToSelector, type VisibleToSelectorProps } from './VisibleToSelector';
import type { VisibleToViewer } from './visibleToChoices';

const companies = [{ uuid: 'co-acme', name: 'Acme' }];

function renderSelector(viewer: VisibleToViewer, overrides: Partial<VisibleToSelectorProps> = {}) {
  const props: VisibleToSelectorProps = {
    viewer,
    level: 'ADMIN',
    onLevelChange: jest.fn(),
    companyUuid: '',
    onCompanyChange: jest.fn(),
    companies,
    ...overrides,
  };
  render(<VisibleToSelector {...props} />);
  return props;
}

const errigalSco: VisibleToViewer = { isErrigalAdmin: true, isScoAdmin: false, layoutCode: 'SCO' };
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('VisibleToSelector', () => {
  it.each([
    [{ isErrigalAdmin: true, isScoAdmin: false, layoutCode: 'SCO' }, ['Errigal', 'Customer', 'SCO Customer'], true],
    [{ isErrigalAdmin: true, isScoAdmin: false, layoutCode: 'NEA' }, ['Errigal', 'Customer'], false],
    [{ isErrigalAdmin: false, isScoAdmin: false, layoutCode: 'NEA,SCO' }, ['Customer', 'SCO Customer'], false],
    [{ isErrigalAdmin: false, isScoAdmin: false, layoutCode: '' }, ['Customer'], false],
    // Nobody gives a record a level above their own: an SCO admin may not choose Customer.
    [{ isErrigalAdmin: false, isScoAdmin: true, layoutCode: 'NEA,SCO' }, ['SCO Customer'], false],
  ])('offers the choices of viewer %j', (viewer, buttons, company) => {
    renderSelector(viewer);
    expect(screen.getByRole('group', { name: 'Visible To' })).toBeInTheDocument();
    expect(buttonNames()).toEqual(buttons);
    expect(screen.queryByRole('combobox', { name: 'Company' }) !== null).toBe(company);
  });

  it('reports the chosen level and company', async () => {
    const props = renderSelector(errigalSco);
    expect(screen.getByRole('button', { name: 'Customer' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'SCO Customer' }));
    expect(props.onLevelChange).toHaveBeenCalledWith('SCO_ADMIN');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Acme');
    expect(props.onCompanyChange).toHaveBeenCalledWith('co-acme');
  });

  it('says who sees SCO Customer without a company, as help rather than an error', () => {
    renderSelector(errigalSco, { level: 'SCO_ADMIN' });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription('Visible to all SCO customer');
    expect(screen.getByText('Visible to all SCO customer')).not.toHaveClass('Mui-error');
  });

  it('marks the select invalid with the hint where SPEC 5 asks (the application form)', () => {
    renderSelector(errigalSco, { level: 'SCO_ADMIN', flagAllScoCustomers: true });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAccessibleDescription('Visible to all SCO customer');
    expect(screen.getByText('Visible to all SCO customer')).toHaveClass('Mui-error');
  });

  it('drops the hint once a company is chosen', () => {
    renderSelector(errigalSco, { level: 'SCO_ADMIN', companyUuid: 'co-acme' });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Visible to all SCO customer')).not.toBeInTheDocument();
  });
});
