import {
  clusterAddedMessage,
  clusterRemovedMessage,
  deleteOutcome,
  holdersSentence,
  primaryAddedMessage,
  primaryKeptMessage,
  saveOutcome,
  syncKinds,
  syncToast,
} from './visibilityProfileMessages';

const failure = (status: number | string) => ({ error: { status, data: { detail: 'refused here' } } });

describe('visibility profile messages (SPEC section 8)', () => {
  it('save: success, 409, 412 and other failures', () => {
    expect(saveOutcome('North', { data: { uuid: 'u' } })).toEqual({ toast: { message: 'Visibility North Is Saved Successfully', variant: 'success' }, savedUuid: 'u', pushJob: undefined });
    expect(saveOutcome('North', failure(409))).toMatchObject({ toast: { message: 'A Visibility Profile with this name already exists', variant: 'error' } });
    expect(saveOutcome('North', failure(412)).toast.message).toMatch(/reload the page/);
    expect(saveOutcome('North', failure(500)).toast).toEqual({ message: 'Error Saving Visibility Profile', variant: 'error' });
  });

  it('delete: success, stale and refused', () => {
    expect(deleteOutcome({ data: null })).toEqual({ toast: { message: 'Visibility Profile Deleted Successfully', variant: 'success' } });
    expect(deleteOutcome(failure(412))).toMatchObject({ toast: { message: 'Failed to Delete Visibility Profile' }, refusal: expect.stringMatching(/reload/) });
    expect(deleteOutcome(failure(409))).toEqual({ toast: { message: 'Failed to Delete Visibility Profile', variant: 'error' }, refusal: 'refused here' });
    expect(deleteOutcome({ error: { status: 500, data: { title: 'Internal Server Error', status: 500 } } }).refusal).toBe(
      'The request failed because of an error on the server. Please try again.',
    );
  });

  it('the delete dialog states the active and inactive users', () => {
    expect(holdersSentence(1, 2)).toBe('1 active user and 2 inactive users have this visibility profile. It will be removed from those users.');
  });

  it('cluster toasts', () => {
    expect(clusterAddedMessage('North', 4)).toBe("Cluster 'North' And Its 4 Children Were Added To Profile");
    expect(clusterRemovedMessage('North', 4)).toBe("Cluster 'North' And Its 4 Children Were Removed From Profile");
    expect(primaryAddedMessage('North', 4)).toBe("Cluster 'North' And Its 4 Children Was Added Successfully To Profile");
    expect(primaryKeptMessage('North')).toBe("Primary Visibility Cannot Be Removed, Please Select New One To Remove 'North'");
  });

  it('sync entries depend on the layout code', () => {
    expect(syncKinds('')).toEqual(['all', 'carrier', 'cluster', 'clusterGroup', 'networkGroup']);
    expect(syncKinds('SCO')).toEqual(['all', 'carrier', 'cluster', 'clusterGroup', 'networkGroup']);
    expect(syncKinds('SCO_NEA_VEN')).toEqual(['all', 'carrier', 'cluster', 'clusterGroup', 'networkGroup', 'networkElementAttribute', 'venue']);
  });

  it('sync toasts by outcome and status', () => {
    expect(syncToast('all', { data: 12 })).toEqual({ message: 'All Syncs Completed Successfully, 12 Elements Synced', variant: 'success' });
    expect(syncToast('clusterGroup', { data: 3 })).toEqual({ message: 'Cluster Group Sync Completed, 3 Elements Synced', variant: 'success' });
    expect(syncToast('networkElementAttribute', { data: 0 }).message).toBe('NE Attribute Sync Completed, 0 Elements Synced');
    expect(syncToast('carrier', failure(504)).message).toBe('Syncing Timed Out, Please Try Again Later');
    expect(syncToast('carrier', failure(408)).message).toBe('Syncing Timed Out, Please Try Again Later');
    expect(syncToast('carrier', failure(401)).message).toBe('Request Was Not Authorized, Please Try Logging In Again');
    expect(syncToast('carrier', failure(444)).message).toBe('No Response From The Sync, Please Try Again Later');
    expect(syncToast('carrier', failure(502)).message).toBe('Error During Syncing');
  });
});
