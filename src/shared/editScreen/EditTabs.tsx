import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { getIn, useFormikContext } from 'formik';
import { Fragment, type ReactNode } from 'react';

export interface EditTab<Key extends string = string> {
  /** The tab's value, and part of its id and its panel's. */
  key: Key;
  label: string;
  /** What the tab shows; only the selected tab's panel is mounted (the schema still validates every field). */
  panel: ReactNode;
  /** Off until the form allows it (an app profile's tabs before its application is chosen). */
  disabled?: boolean;
  /** The fields whose errors this tab shows: one with an error, once touched, marks the tab "has errors". */
  errorFields?: readonly string[];
}

interface EditTabsProps<Key extends string> {
  /** Names the tab list for assistive technology ("User sections"). */
  label: string;
  /** The ids' prefix: tab `<idPrefix>-tab-<key>`, panel `<idPrefix>-panel-<key>`. */
  idPrefix: string;
  tabs: readonly EditTab<Key>[];
  /** The selected tab's key; a missing or disabled one shows the first tab. */
  selected: string;
  onSelect: (key: Key) => void;
  /** The tabs along the frame's edges, the panel padded inside it (the visibility profile's frame). */
  flush?: boolean;
}

/**
 * An edit form's tabs in their frame: the tab list (scrollable, arrow keys between tabs as MUI
 * gives them) and the selected tab's panel, labelled by its tab. The form keeps which tab is selected.
 */
export function EditTabs<Key extends string>({ label, idPrefix, tabs, selected, onSelect, flush = false }: EditTabsProps<Key>) {
  const { errors, touched } = useFormikContext();
  const shown = tabs.find((tab) => tab.key === selected && !tab.disabled) ?? tabs[0];
  const tabId = (key: string) => `${idPrefix}-tab-${key}`;
  const panelId = (key: string) => `${idPrefix}-panel-${key}`;
  const hasErrors = (fields: readonly string[] = []) => fields.some((field) => getIn(errors, field) && getIn(touched, field));
  return (
    <Paper variant="outlined" sx={flush ? undefined : { p: 2 }}>
      <Tabs
        value={shown.key}
        onChange={(_event, next: Key) => onSelect(next)}
        aria-label={label}
        variant="scrollable"
        // Arrows also on a phone, where the tabs that do not fit would otherwise go unnoticed.
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {tabs.map(({ key, label: tabLabel, disabled, errorFields }) => (
          <Tab
            key={key}
            value={key}
            label={tabLabel}
            id={tabId(key)}
            disabled={disabled}
            // Only the shown panel exists.
            aria-controls={key === shown.key ? panelId(key) : undefined}
            icon={hasErrors(errorFields) ? <ErrorOutlineIcon color="error" titleAccess="has errors" /> : undefined}
            iconPosition="end"
          />
        ))}
      </Tabs>
      {/* The content keyed by its tab: no state (a list's filter) carries from one tab to the next. */}
      <Box role="tabpanel" id={panelId(shown.key)} aria-labelledby={tabId(shown.key)} sx={flush ? { p: 2 } : { pt: 3 }}>
        <Fragment key={shown.key}>{shown.panel}</Fragment>
      </Box>
    </Paper>
  );
}
