import { enhancedApi } from './account.gen';

// My account: the factors (and the recovery codes count beside them) and the sessions. Ending
// sessions changes what a user's Sessions tab shows (userSessions.enhance).
export const accountApi = enhancedApi.enhanceEndpoints({
  addTagTypes: ['MyFactors', 'MySessions', 'UserSessions'],
  endpoints: {
    listMyFactors: { providesTags: ['MyFactors'] },
    // Starting an enrolment adds nothing to the list until it is confirmed.
    startTotpEnrolment: { invalidatesTags: [] },
    confirmTotpEnrolment: { invalidatesTags: ['MyFactors'] },
    startPasskeyEnrolment: { invalidatesTags: [] },
    addPasskey: { invalidatesTags: ['MyFactors'] },
    renameFactor: { invalidatesTags: ['MyFactors'] },
    removeFactor: { invalidatesTags: ['MyFactors'] },
    regenerateRecoveryCodes: { invalidatesTags: ['MyFactors'] },
    listMySessions: { providesTags: ['MySessions'] },
    endMySession: { invalidatesTags: ['MySessions', 'UserSessions'] },
    endMyOtherSessions: { invalidatesTags: ['MySessions', 'UserSessions'] },
  },
});

export const {
  useListMyFactorsQuery,
  useStartTotpEnrolmentMutation,
  useConfirmTotpEnrolmentMutation,
  useStartPasskeyEnrolmentMutation,
  useAddPasskeyMutation,
  useRenameFactorMutation,
  useRemoveFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useListMySessionsQuery,
  useEndMySessionMutation,
  useEndMyOtherSessionsMutation,
} = accountApi;
