import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { SYNC_LABELS, syncKinds, type SyncKind } from '../visibilityProfileMessages';

interface SyncMenuProps {
  layoutCode: string;
  syncing: boolean;
  onSync: (kind: SyncKind) => void;
}

/** The 'Sync Visibility Elements' dropdown (SPEC section 2): NE Attribute with NEA, Venue with VEN. */
export function SyncMenu({ layoutCode, syncing, onSync }: SyncMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (kind: SyncKind) => {
    setAnchor(null);
    onSync(kind);
  };
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        disabled={syncing}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={syncing ? <CircularProgress size={18} aria-label="Syncing" /> : undefined}
      >
        Sync Visibility Elements
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {syncKinds(layoutCode).map((kind) => (
          <MenuItem key={kind} onClick={() => choose(kind)}>
            {SYNC_LABELS[kind]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
