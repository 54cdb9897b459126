import { useFormikContext } from 'formik';
import { VisibleToSelector, type CompanyChoice } from './VisibleToSelector';
import type { VisibilityLevel, VisibleToViewer } from './visibleToChoices';

interface FormikVisibleToSelectorProps {
  viewer: VisibleToViewer;
  companies: readonly CompanyChoice[];
}

/** Visible To bound to a profile form's `minimumRole` and `companyUuid` fields. */
export function FormikVisibleToSelector({ viewer, companies }: FormikVisibleToSelectorProps) {
  const { values, setFieldValue } = useFormikContext<{ minimumRole: VisibilityLevel; companyUuid: string }>();
  return (
    <VisibleToSelector
      viewer={viewer}
      level={values.minimumRole}
      onLevelChange={(level) => void setFieldValue('minimumRole', level)}
      companyUuid={values.companyUuid}
      onCompanyChange={(uuid) => void setFieldValue('companyUuid', uuid)}
      companies={companies}
    />
  );
}
