import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { AppProfileSaveImpactApiArg, BusinessProfileSaveImpactApiArg, SaveImpact, VisibilityProfileSaveImpactApiArg } from '../../api/access.gen';
import { useAppProfileSaveImpactMutation, useBusinessProfileSaveImpactMutation, useVisibilityProfileSaveImpactMutation } from '../../api/access.enhance';
import { impactText } from './impactText';

export type ImpactRequest = BusinessProfileSaveImpactApiArg | AppProfileSaveImpactApiArg | VisibilityProfileSaveImpactApiArg;

const SHOWN = 20;

function ImpactDialog({ impact, onAnswer }: { impact: SaveImpact; onAnswer: (save: boolean) => void }) {
  const { changes, users } = impact;
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="save-impact-title">
      <DialogTitle id="save-impact-title">What this save changes for users</DialogTitle>
      <DialogContent>
        <DialogContentText>{`For the ${users === 1 ? 'user' : `${users} users`} of this profile you may see:`}</DialogContentText>
        <ul aria-label="Changes for users">
          {changes.slice(0, SHOWN).map((change) => (
            <li key={`${change.change} ${change.what}`}>{impactText(change)}</li>
          ))}
        </ul>
        {changes.length > SHOWN && <DialogContentText>{`and ${changes.length - SHOWN} more changes.`}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Before a profile save: asks the server what the save would change for users (a dry run of the
 * same save). When something changes, a dialog lists it and the admin saves or cancels; otherwise,
 * or when the dry run fails (the save then reports why), the save goes ahead.
 */
export function useSaveImpact() {
  const [business] = useBusinessProfileSaveImpactMutation();
  const [app] = useAppProfileSaveImpactMutation();
  const [visibility] = useVisibilityProfileSaveImpactMutation();
  const [asking, setAsking] = useState<{ impact: SaveImpact; answer: (save: boolean) => void } | null>(null);

  const confirmImpact = async (request: ImpactRequest): Promise<boolean> => {
    const result = await ('businessProfile' in request ? business(request) : 'appProfile' in request ? app(request) : visibility(request));
    if (!result.data || result.data.changes.length === 0) return true;
    const impact = result.data;
    return new Promise<boolean>((resolve) =>
      setAsking({
        impact,
        answer: (save) => {
          setAsking(null);
          resolve(save);
        },
      }),
    );
  };

  const impactDialog = asking ? <ImpactDialog impact={asking.impact} onAnswer={asking.answer} /> : null;
  return { confirmImpact, impactDialog };
}
