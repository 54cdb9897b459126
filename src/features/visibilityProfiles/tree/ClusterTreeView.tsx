import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useMemo, useState } from 'react';
import { hasChildren, indentEm, visibleRows, type ClusterIndex } from './clusterTree';

/** While filtering, at most this many rows render at once (a broad filter can match thousands); a button shows more. */
export const ROW_LIMIT = 250;

// Rows off screen skip layout and paint until scrolled to (a long tree costs what is shown).
const rowStyle = { display: 'flex', alignItems: 'center', gap: '0.25em', minHeight: '2em', contentVisibility: 'auto', containIntrinsicSize: 'auto 2em' } as const;

interface ClusterRowProps {
  uuid: string;
  name: string;
  level: number;
  parent: boolean;
  expanded: boolean;
  selected: boolean;
  primary: boolean;
  count: number;
  /** While filtering every path is open: no expand buttons. */
  filtering: boolean;
  onExpand: (uuid: string) => void;
  onClick: (uuid: string) => void;
}

/** One node: expand button, a checkbox (toggles the node with its descendants) and the selected-descendant count. */
const ClusterRow = memo(function ClusterRow({ uuid, name, level, parent, expanded, selected, primary, count, filtering, onExpand, onClick }: ClusterRowProps) {
  const checkboxId = `cluster-${uuid}`;
  return (
    <li data-cluster-row={uuid} style={{ ...rowStyle, paddingLeft: `${indentEm(level)}em` }}>
      {parent && !filtering ? (
        <button
          type="button"
          className="cluster-expand"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
          onClick={() => onExpand(uuid)}
          style={{ width: '1.75em', height: '1.75em', cursor: 'pointer', border: 'none', background: 'none', font: 'inherit', color: 'inherit' }}
        >
          {expanded ? '\u25BE' : '\u25B8'}
        </button>
      ) : (
        <span style={{ width: '1.75em', display: 'inline-block' }} aria-hidden="true" />
      )}
      <input id={checkboxId} type="checkbox" checked={selected} onChange={() => onClick(uuid)} style={{ width: '1.1em', height: '1.1em' }} />
      <label htmlFor={checkboxId} style={{ cursor: 'pointer', fontWeight: primary ? 600 : undefined }}>
        {name}
      </label>
      {primary && <span className="cluster-primary"> (Primary)</span>}
      {parent && (
        <span className="cluster-count" aria-label={`${count} selected below ${name}`} style={{ marginLeft: '0.5em', opacity: 0.75, fontSize: '0.875em' }}>
          ({count})
        </span>
      )}
    </li>
  );
});

export interface ClusterTreeViewProps {
  index: ClusterIndex;
  expanded: ReadonlySet<string>;
  shown: Uint8Array | null;
  selected: ReadonlySet<string>;
  counts: Int32Array;
  primaryUuid: string;
  onExpand: (uuid: string) => void;
  onClick: (uuid: string) => void;
}

/** The collapsible cluster tree: only the rows of expanded (or, while filtering, matching) paths render. */
export function ClusterTreeView({ index, expanded, shown, selected, counts, primaryUuid, onExpand, onClick }: ClusterTreeViewProps) {
  const rows = useMemo(() => visibleRows(index, expanded, shown), [index, expanded, shown]);
  const [extra, setExtra] = useState(0);
  // Unfiltered, the rows are the paths the admin opened: all of them show.
  const limit = shown ? ROW_LIMIT + extra : rows.length;
  if (index.uuids.length === 0) return <Box sx={{ color: 'text.secondary' }}>No clusters available</Box>;
  if (rows.length === 0) return <Box sx={{ color: 'text.secondary' }}>No clusters match this filter</Box>;
  return (
    <Box>
      <Box component="ul" aria-label="Clusters" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.slice(0, limit).map((position) => {
          const uuid = index.uuids[position];
          return (
            <ClusterRow
              key={uuid}
              uuid={uuid}
              name={index.names[position]}
              level={index.levels[position]}
              parent={hasChildren(index, position)}
              expanded={expanded.has(uuid)}
              selected={selected.has(uuid)}
              primary={uuid === primaryUuid}
              count={counts[position]}
              filtering={shown !== null}
              onExpand={onExpand}
              onClick={onClick}
            />
          );
        })}
      </Box>
      {rows.length > limit && (
        <Button size="small" onClick={() => setExtra((current) => current + ROW_LIMIT)}>
          Show {Math.min(ROW_LIMIT, rows.length - limit)} more of {rows.length - limit} clusters
        </Button>
      )}
    </Box>
  );
}
